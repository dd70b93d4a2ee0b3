/**
 * The `k` best items in order, for a page of a long ranked list: a bounded heap holding the k best seen
 * so far (worst on top), so ranking 20k text matches for a page of 100 costs n·log k comparisons, not a
 * full sort. Items beyond the k best keep no particular order (only their count matters).
 */
export function selectTop<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.sort(compare).slice(0, k);
  if (k <= 0) return [];
  const heap: T[] = [];
  // A max-heap by `compare`: heap[0] is the worst of the k kept.
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l] as T, heap[worst] as T) > 0) worst = l;
      if (r < heap.length && compare(heap[r] as T, heap[worst] as T) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as T, heap[i] as T];
      i = worst;
    }
  };
  const up = (from: number) => {
    let i = from;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as T, heap[parent] as T) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent] as T, heap[i] as T];
      i = parent;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
