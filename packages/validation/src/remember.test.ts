import { describe, expect, it } from 'vitest';
import { canRememberDetails, detailsToRemember, storedUserDetailsSchema } from './remember.js';

describe('§5 remembering details', () => {
  const full = { name: 'Jo', email: 'jo@example.com', phone: '0412345678' };

  it('only when name, email and phone are all present', () => {
    expect(canRememberDetails(full)).toBe(true);
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(canRememberDetails({ ...full, [field]: '' })).toBe(false);
      expect(canRememberDetails({ ...full, [field]: '  ' })).toBe(false);
      expect(canRememberDetails({ ...full, [field]: undefined })).toBe(false);
    }
  });

  it('keeps the §3 stored user details and nothing else', () => {
    expect(detailsToRemember({ ...full, last_name: 'Bloggs', postcode: '4000', message: 'secret' })).toEqual({
      ...full,
      last_name: 'Bloggs',
      postcode: '4000',
    });
    expect(detailsToRemember({ ...full, phone: '' })).toBeNull();
    expect(storedUserDetailsSchema.parse(full)).toEqual({ ...full, last_name: '', postcode: '' });
  });
});
