import { describe, expect, it } from 'vitest';
import { noticeFacts } from './demo-cin.js';

const base = { carType: 'used' as const, year: 2018, createdAt: 1_780_000_000, electric: false };

describe('noticeFacts (demoNoticeFacts reads them from the drawn vehicle)', () => {
  it('gives an NZ used car every notice fact; an import was registered overseas first', () => {
    const imported = noticeFacts({ country: 'NZ' }, { ...base, id: 9 });
    expect(imported).toMatchObject({ overseas_first_registered: 2018, nz_first_registered: 2020 });
    expect(imported.wof_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const local = noticeFacts({ country: 'NZ' }, { ...base, id: 10 });
    expect(local).toMatchObject({
      overseas_first_registered: null,
      nz_first_registered: 2018,
      security_interest: false,
    });
  });
  it('gives a new car or an AU site no facts (all null)', () => {
    expect(noticeFacts({ country: 'NZ' }, { ...base, id: 9, carType: 'new' }).wof_expiry).toBeNull();
    expect(Object.values(noticeFacts({ country: 'AU' }, { ...base, id: 9 })).every((v) => v === null)).toBe(
      true,
    );
  });
});
