import { describe, expect, it } from 'vitest';
import { feedFormatOf, readFeed } from './read.js';

describe('readFeed', () => {
  it('should map CSV headers to fields and ignore unknown columns', () => {
    const feed = readFeed(
      'Stock No,Make,Model,Year,Condition,Dealer Notes\nA1,Kia,Rio,2022,used,call Bob\n',
      'csv',
    );
    expect(feed.problems).toEqual([]);
    expect(feed.records).toEqual([
      { line: 2, values: { stocknum: 'A1', make: 'Kia', model: 'Rio', year: '2022', car_type: 'used' } },
    ]);
  });

  it('should read JSON arrays and wrapped lists with their export time', () => {
    expect(readFeed('[{"stocknum":"A1"}]', 'json').records).toEqual([
      { line: 1, values: { stocknum: 'A1' } },
    ]);
    const wrapped = readFeed(
      '{"generated_at":"2026-03-01T00:00:00Z","vehicles":[{"Stock No":"B2"}]}',
      'json',
    );
    expect(wrapped).toMatchObject({
      generatedAt: '2026-03-01T00:00:00Z',
      records: [{ values: { stocknum: 'B2' } }],
    });
  });

  it('should refuse what it cannot read as a whole', () => {
    expect(readFeed('{"cars": 3}', 'json').problems[0]?.message).toMatch(/Expected an array/);
    expect(readFeed('{', 'json').problems[0]?.message).toMatch(/^Not JSON/);
    expect(readFeed('', 'csv').problems[0]?.message).toBe('The feed is empty');
  });

  it('should tell the format from a name, a content type or the text', () => {
    expect(feedFormatOf('stock.csv', '[')).toBe('csv');
    expect(feedFormatOf('application/json', 'a,b')).toBe('json');
    expect(feedFormatOf(null, ' [{}]')).toBe('json');
    expect(feedFormatOf(undefined, 'a,b')).toBe('csv');
  });
});
