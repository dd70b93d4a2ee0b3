import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * What a store can keep. PostgreSQL text and jsonb hold no NUL character (U+0000) and only well-formed
 * UTF-16 (a lone surrogate has no UTF-8 form), and its JSON parser recurses per level of nesting, so a
 * body thousands of levels deep fails there. Such input is refused as bad input, naming the field,
 * before it reaches a schema or the database.
 */

/** A NUL, a high surrogate without its low half, or a low surrogate without its high half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters this pattern is for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Levels of arrays/objects a request body may nest: forms are flat, page blocks nest a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Whether a text can be stored as it is: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Any text field: a string a store can keep (the shared refinement, not a check per form field). */
export const storableTextSchema = z.string().refine(isStorableText, MESSAGES.unstorableText);

export interface StorableIssue {
  path: (string | number)[];
  message: string;
}

/** A key as it can be shown in a field path (its unstorable characters replaced by U+FFFD). */
function printableKey(key: string): string {
  return isStorableText(key) ? key : key.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd');
}

/**
 * Problems that keep a parsed JSON value out of a store: text with NUL or lone surrogates (values and
 * keys) and nesting deeper than `maxDepth`. Walks without recursion (the input may be very deep) and
 * stops after `limit` issues; each issue's path names the field as `fieldErrors` prints it.
 */
export function storableJsonIssues(
  value: unknown,
  options: { maxDepth?: number; limit?: number } = {},
): StorableIssue[] {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const limit = options.limit ?? 10;
  const issues: StorableIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && issues.length < limit) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current === 'string') {
      if (!isStorableText(current)) issues.push({ path, message: MESSAGES.unstorableText });
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) {
      issues.push({ path, message: `Nested deeper than ${maxDepth} levels` });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    // Pushed in reverse so issues come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && !isStorableText(key)) {
        issues.push({ path: [...path, printableKey(key)], message: MESSAGES.unstorableText });
        continue;
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return issues.slice(0, limit);
}
