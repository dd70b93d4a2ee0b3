import { describe, expect, it } from 'vitest';
import {
  AttributeIndexBuilder,
  buildAttributeIndex,
  numericRange,
  postingsToBitset,
  stringRange,
} from './attribute-index.js';

const docs = [
  { tag: ['Special', 'EV'], price: 10 },
  { tag: 'special', price: 20 },
  { tag: null, price: 20 },
  { tag: [], price: 30 },
  { price: 40 },
];

describe('buildAttributeIndex', () => {
  it('should index values case-insensitively, arrays per element, with EXISTS / NULL / EMPTY sets', () => {
    const tag = buildAttributeIndex(docs, 'tag');
    expect(postingsToBitset(tag, ['s:special']).toArray()).toEqual([0, 1]);
    expect(tag.exists.toArray()).toEqual([0, 1, 2, 3]);
    expect(tag.nulls.toArray()).toEqual([2]);
    expect(tag.empties.toArray()).toEqual([3]);
    expect(tag.multiOffsets).not.toBeNull();
  });

  it('should answer numeric and string ranges from sorted values', () => {
    const price = buildAttributeIndex(docs, 'price');
    expect(numericRange(price, 20, true, 30, true).toArray()).toEqual([1, 2, 3]);
    expect(numericRange(price, 20, false, 40, false).toArray()).toEqual([3]);
    expect(price.single).not.toBeNull();
    const tag = buildAttributeIndex(docs, 'tag');
    expect(stringRange(tag, (v) => v >= 'f').toArray()).toEqual([0, 1]);
  });

  it('should keep the values met before the first array when the column turns into per-document lists', () => {
    const builder = new AttributeIndexBuilder('tag');
    builder.add([{ tag: 'Special' }, {}]);
    builder.add([{ tag: ['EV', 'Special'] }, { tag: 'EV' }]);
    const tag = builder.finish();
    expect(tag.single).toBeNull();
    const ids = tag.multiIds as Uint32Array;
    const offsets = tag.multiOffsets as Uint32Array;
    const valuesOf = (doc: number) =>
      [...ids.slice(offsets[doc], offsets[doc + 1])].map((id) => tag.valueDisplay[id]);
    expect([0, 1, 2, 3].map(valuesOf)).toEqual([['Special'], [], ['EV', 'Special'], ['EV']]);
    expect(tag).toEqual(
      buildAttributeIndex([{ tag: 'Special' }, {}, { tag: ['EV', 'Special'] }, { tag: 'EV' }], 'tag'),
    );
  });
});
