import { describe, expect, it } from 'vitest';
import {
  canRememberDetails,
  forgetDetails,
  type KeyValueStorage,
  REMEMBERED_DETAILS_KEY,
  recallDetails,
  rememberDetails,
} from './remember-details.js';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const details = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412345678',
  postcode: '4000',
};

describe('remember-details', () => {
  it.each([
    [details, true],
    [{ ...details, name: '' }, false],
    [{ ...details, email: ' ' }, false],
    [{ ...details, phone: undefined }, false],
    [{ name: 'Ann', email: 'a@b.co', phone: '1' }, true],
  ])('should remember only when name, email and phone are all present (§5): %j', (values, ok) => {
    expect(canRememberDetails(values)).toBe(ok);
    const storage = memoryStorage();
    expect(rememberDetails(storage, values)).toBe(ok);
    expect(storage.data.has(REMEMBERED_DETAILS_KEY)).toBe(ok);
  });

  it('should never store finance data or anything beyond the five stored-user fields', () => {
    const storage = memoryStorage();
    rememberDetails(storage, {
      ...details,
      dateOfBirth: '01/01/1990',
      employmentType: 'Full Time',
      purchasePriceBudget: '30000',
      'Deposit Amount': '5000',
      licenceType: 'Full',
    });
    const stored = JSON.parse(storage.data.get(REMEMBERED_DETAILS_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['email', 'last_name', 'name', 'phone', 'postcode']);
    expect(recallDetails(storage)).toEqual(details);
  });

  it('should recall nothing from empty or corrupt storage, and forget on request', () => {
    const storage = memoryStorage();
    expect(recallDetails(storage)).toBeNull();
    storage.setItem(REMEMBERED_DETAILS_KEY, '{not json');
    expect(recallDetails(storage)).toBeNull();
    rememberDetails(storage, details);
    forgetDetails(storage);
    expect(recallDetails(storage)).toBeNull();
  });

  it('should not throw when storage is blocked', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(rememberDetails(blocked, details)).toBe(false);
    expect(recallDetails(blocked)).toBeNull();
  });
});
