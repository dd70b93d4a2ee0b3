import { IndexPartsBuilder, runToEnd } from './index-parts.js';
import { EmbeddedIndex } from './search-index.js';
import type { IndexSettings } from './types.js';
import type { Doc } from './values.js';

/**
 * An index built in slices, so a server keeps answering while a big stock is indexed: `add` the documents
 * a slice at a time, then `finish` (or step through `finishing()`, one attribute per step). The index is
 * the one `new EmbeddedIndex(uid, docs, settings)` builds from the same documents, however they were sliced.
 */
export class IndexBuilder {
  private readonly docs: Doc[] = [];
  private readonly parts: IndexPartsBuilder;
  private finished = false;

  constructor(
    readonly uid: string,
    private readonly settings: IndexSettings,
  ) {
    this.parts = new IndexPartsBuilder(settings);
  }

  /** How many documents were added so far. */
  get size(): number {
    return this.docs.length;
  }

  /** Adds the next documents (they follow the ones added before, in order). */
  add(docs: readonly Doc[]): void {
    if (this.finished) throw new Error('IndexBuilder: add after finish');
    for (const doc of docs) this.docs.push(doc);
    this.parts.add(docs);
  }

  /** Finishes the index one part at a time, yielding between parts (each a few ms at 10k documents). */
  *finishing(): Generator<void, EmbeddedIndex> {
    if (this.finished) throw new Error('IndexBuilder: finished already');
    this.finished = true;
    const parts = yield* this.parts.finishing();
    return new EmbeddedIndex(this.uid, this.docs, this.settings, parts);
  }

  /** Finishes the index in one go. */
  finish(): EmbeddedIndex {
    return runToEnd(this.finishing());
  }
}

/**
 * Builds an index in steps of at most `sliceSize` documents (default 500), yielding between steps: drive
 * it with a pause per `yield` (e.g. `setImmediate`) to let other work run while it builds.
 */
export function* buildIndexInSlices(
  uid: string,
  docs: readonly Doc[],
  settings: IndexSettings,
  { sliceSize = 500 }: { sliceSize?: number } = {},
): Generator<void, EmbeddedIndex> {
  if (!Number.isInteger(sliceSize) || sliceSize < 1)
    throw new RangeError('sliceSize must be a positive integer');
  const builder = new IndexBuilder(uid, settings);
  for (let start = 0; start < docs.length; start += sliceSize) {
    builder.add(docs.slice(start, start + sliceSize));
    yield;
  }
  return yield* builder.finishing();
}
