import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LISTS, validateFeed } from './validate.js';

describe('validateFeed', () => {
  it('names a missing required column and an empty required value', () => {
    const problems = validateFeed({ columns: ['id'], items: [{ id: '' }] }, ATTRIBUTE_LISTS.google);
    expect(problems).toContainEqual({ row: 0, attribute: 'VIN', problem: 'required column missing' });
    expect(problems).toContainEqual({ row: 1, attribute: 'id', problem: 'required, empty' });
  });

  it('checks formats: mileage unit, VIN letters, link template', () => {
    const list = {
      ...ATTRIBUTE_LISTS.google,
      attributes: ATTRIBUTE_LISTS.google.attributes.filter((a) =>
        ['mileage', 'VIN', 'link_template'].includes(a.name),
      ),
    };
    const columns = ['mileage', 'VIN', 'link_template'];
    const bad = { mileage: '1200 KM', VIN: 'IOQ45678901234567', link_template: 'https://x.example/cars/a' };
    expect(validateFeed({ columns, items: [bad] }, list).map((p) => p.attribute)).toEqual(columns);
    const good = {
      mileage: '1200 km',
      VIN: 'JTNBZ3HE00J012345',
      link_template: 'https://x.example/a?store={store_code}',
    };
    expect(validateFeed({ columns, items: [good] }, list)).toEqual([]);
  });

  it('both lists are kept with their source', () => {
    expect(ATTRIBUTE_LISTS.google.source).toMatch(/Google Merchant Center/);
    expect(ATTRIBUTE_LISTS.meta.attributes.find((a) => a.name === 'state_of_vehicle')?.values).toEqual([
      'NEW',
      'USED',
      'CPO',
    ]);
  });
});
