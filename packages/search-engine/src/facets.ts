import type { AttributeIndex } from './attribute-index.js';
import type { Bitset } from './bitset.js';
import { compareScalars } from './values.js';

/**
 * A facet's value counts over a result set (Meilisearch's `facetDistribution`, values in its default
 * order, at most `maxValuesPerFacet` of them) and the min / max of its numeric values (`facetStats`).
 */
export function facetDistribution(
  index: AttributeIndex,
  set: Bitset,
  maxValuesPerFacet: number,
): { distribution: Record<string, number>; min: number; max: number } {
  const counts = new Uint32Array(index.valueKeys.length);
  if (index.single) {
    const single = index.single;
    set.forEach((doc) => {
      const id = single[doc] as number;
      if (id >= 0) counts[id] = (counts[id] as number) + 1;
    });
  } else {
    const offsets = index.multiOffsets as Uint32Array;
    const ids = index.multiIds as Uint32Array;
    set.forEach((doc) => {
      for (let i = offsets[doc] as number; i < (offsets[doc + 1] as number); i++) {
        const id = ids[i] as number;
        counts[id] = (counts[id] as number) + 1;
      }
    });
  }
  const present: number[] = [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let id = 0; id < counts.length; id++) {
    if (counts[id] === 0) continue;
    present.push(id);
    const v = index.valueNumber[id] as number;
    if (!Number.isNaN(v)) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  // Meilisearch's default facet order: values ascending (numbers numerically, text alphabetically).
  present.sort((a, b) => {
    const an = index.valueNumber[a] as number;
    const bn = index.valueNumber[b] as number;
    if (!Number.isNaN(an) && !Number.isNaN(bn)) return an - bn;
    return compareScalars(
      Number.isNaN(an) ? index.valueDisplay[a] : an,
      Number.isNaN(bn) ? index.valueDisplay[b] : bn,
    );
  });
  const distribution: Record<string, number> = {};
  for (const id of present.slice(0, maxValuesPerFacet)) {
    distribution[index.valueDisplay[id] as string] = counts[id] as number;
  }
  return { distribution, min, max };
}
