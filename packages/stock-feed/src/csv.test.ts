import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('should read quoted fields with commas, quotes and line breaks, and number each row by its first line', () => {
    const text =
      '\uFEFFstocknum,description,make\r\nA1,"Big, ""clean"" car\nwith service books",Mazda\r\n\nA2,,Kia';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['stocknum', 'description', 'make'] },
      { line: 2, cells: ['A1', 'Big, "clean" car\nwith service books', 'Mazda'] },
      { line: 5, cells: ['A2', '', 'Kia'] },
    ]);
  });

  it('should keep a trailing empty cell and ignore a final newline', () => {
    expect(parseCsv('a,b,\n')).toEqual([{ line: 1, cells: ['a', 'b', ''] }]);
  });
});
