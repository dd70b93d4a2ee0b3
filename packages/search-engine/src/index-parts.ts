import { type AttributeIndex, AttributeIndexBuilder } from './attribute-index.js';
import { type SortIndex, SortIndexBuilder } from './sort-index.js';
import { TextDataBuilder } from './text-build.js';
import { TextIndex } from './text-index.js';
import type { IndexSettings } from './types.js';
import { type Doc, getPath } from './values.js';

/**
 * What an index is built of: an inverted index per filterable attribute, ranks per sortable one, one text
 * index over the searchable ones. Built from documents added in slices, then finished one part at a time,
 * so a build can give way between any two steps; a one-shot build is the same steps without the pauses.
 */

export interface IndexParts {
  attributes: Map<string, AttributeIndex>;
  sorts: Map<string, SortIndex>;
  text: TextIndex | null;
}

/** A searchable attribute's values as text (arrays give one value per element). */
function textValues(doc: Doc, field: string): string[] {
  const value = getPath(doc, field);
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export class IndexPartsBuilder {
  private readonly attributes: [string, AttributeIndexBuilder][];
  private readonly sorts: [string, SortIndexBuilder][];
  private readonly text: TextDataBuilder | null;

  constructor(private readonly settings: IndexSettings) {
    this.attributes = settings.filterableAttributes.map((a) => [a, new AttributeIndexBuilder(a)]);
    this.sorts = settings.sortableAttributes.map((a) => [a, new SortIndexBuilder(a)]);
    const fields = settings.searchableAttributes;
    this.text = fields.length > 0 ? new TextDataBuilder(fields.length) : null;
  }

  /** Adds the next documents (numbered on from the ones added before). */
  add(docs: readonly Doc[]): void {
    for (const [, builder] of this.attributes) builder.add(docs);
    for (const [, builder] of this.sorts) builder.add(docs);
    const text = this.text;
    if (!text) return;
    const fields = this.settings.searchableAttributes;
    for (const doc of docs) text.add((attribute) => textValues(doc, fields[attribute] as string));
  }

  /** Finishes the parts, yielding after each one; run once, after the last `add`. */
  *finishing(): Generator<void, IndexParts> {
    const attributes = new Map<string, AttributeIndex>();
    for (const [name, builder] of this.attributes) {
      attributes.set(name, builder.finish());
      yield;
    }
    const sorts = new Map<string, SortIndex>();
    for (const [name, builder] of this.sorts) {
      sorts.set(name, builder.finish());
      yield;
    }
    const fields = this.settings.searchableAttributes;
    const text = this.text ? new TextIndex(this.text.finish(), fields.length, this.settings.synonyms) : null;
    return { attributes, sorts, text };
  }
}

/** Runs a stepwise job to its end without pausing. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The one-shot build: every document at once, no pauses. */
export function buildIndexParts(docs: readonly Doc[], settings: IndexSettings): IndexParts {
  const builder = new IndexPartsBuilder(settings);
  builder.add(docs);
  return runToEnd(builder.finishing());
}
