import { isSafeHref } from './href.js';

/**
 * The platform's one HTML policy, for every piece of HTML a page shows that a dealer or a feed wrote:
 * rich-text blocks and FAQ answers (§1), blog posts, car descriptions from stock feeds. An allow-list
 * sanitiser that runs the same in browsers and on Node (no DOM):
 * a linear scanner keeps allowed tags with allowed attributes, escapes every other '<', drops the
 * content of script-like elements, and balances what it keeps. Its output is its own fixed point
 * (sanitising twice changes nothing), so stored HTML can be re-checked on every render.
 */

const ALLOWED_TAG_LIST = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
const ALLOWED_TAGS = new Set<string>(ALLOWED_TAG_LIST);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is never text for the reader: dropped with everything inside. */
const DROP_WITH_CONTENT_LIST = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
] as const;
const DROP_WITH_CONTENT = new Set<string>(DROP_WITH_CONTENT_LIST);
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * The policy `sanitiseHtml` applies, for documentation and tests: the tags kept, the attributes kept per
 * tag (every other attribute — `on*` handlers, `style`, `class`, `id`, `src` — is dropped), the elements
 * dropped with everything inside them, and the links allowed (`isSafeHref`: site paths, `#anchors`,
 * http(s), `tel:`, `mailto:`; never `javascript:`, `data:` or `//host`). Everything else is escaped text.
 */
export const SANITISE_POLICY = Object.freeze({
  tags: ALLOWED_TAG_LIST,
  attributes: ALLOWED_ATTRIBUTES,
  droppedWithContent: DROP_WITH_CONTENT_LIST,
  /** `target` is kept only as `_blank`, and then always with `rel="noopener noreferrer"`. */
  newTabRel: 'noopener noreferrer',
});
const SPAN_VALUE = /^[1-9]\d?$/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const CHAR_REF = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

/** Text: '<' and '>' escaped; '&' kept only where it starts a character reference, else escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '&') {
      const ref = CHAR_REF.exec(text.slice(i, i + 40));
      if (ref) {
        out += ref[0];
        i += ref[0].length - 1;
      } else out += '&amp;';
    } else out += ch;
  }
  return out;
}

/** Attribute values as the browser will read them (entities decoded), for the safety check. */
function decodeEntities(value: string): string {
  return value.replace(
    ENTITY,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*/;
const WS = /[\t\n\f\r ]/;

interface ParsedTag {
  name: string;
  closing: boolean;
  attributes: Array<[string, string]>;
  /** Index just past the '>'. */
  end: number;
}

/** Per-call scan state that keeps the sanitiser linear on hostile input. */
interface Scan {
  text: string;
  lower: string;
  /** Positions from which a quote character is known not to occur again. */
  quoteAbsentFrom: Record<string, number>;
}

/** Reads a tag at `start` (text[start] === '<'); null when it is not a well-formed tag. */
function readTag(scan: Scan, start: number): ParsedTag | null {
  const { text } = scan;
  let i = start + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  const nameMatch = TAG_NAME.exec(text.slice(i, i + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attributes: Array<[string, string]> = [];
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '>') return { name, closing, attributes, end: i + 1 };
    if (WS.test(ch) || ch === '/') {
      i++;
      continue;
    }
    let attrEnd = i;
    while (attrEnd < text.length && !/[\t\n\f\r />=]/.test(text[attrEnd]!)) attrEnd++;
    if (attrEnd === i) attrEnd++; // a stray '=' or quote: skip it
    const attrName = text.slice(i, attrEnd).toLowerCase();
    i = attrEnd;
    while (i < text.length && WS.test(text[i]!)) i++;
    let value = '';
    if (text[i] === '=') {
      i++;
      while (i < text.length && WS.test(text[i]!)) i++;
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const absentFrom = scan.quoteAbsentFrom[quote] ?? Number.POSITIVE_INFINITY;
        const close = i + 1 >= absentFrom ? -1 : text.indexOf(quote, i + 1);
        if (close === -1) {
          scan.quoteAbsentFrom[quote] = Math.min(absentFrom, i + 1);
          return null;
        }
        value = text.slice(i + 1, close);
        i = close + 1;
      } else {
        const startValue = i;
        while (i < text.length && !/[\t\n\f\r >]/.test(text[i]!)) i++;
        value = text.slice(startValue, i);
      }
    }
    attributes.push([attrName, value]);
  }
  return null;
}

function keptAttributes(tag: string, attributes: Array<[string, string]>): string {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  const seen = new Set<string>();
  let out = '';
  let newTab = false;
  for (const [name, raw] of attributes) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const value = decodeEntities(raw).trim();
    if (name === 'href' && !isSafeHref(value)) continue;
    if ((name === 'colspan' || name === 'rowspan') && !SPAN_VALUE.test(value)) continue;
    if (name === 'target') {
      // Only a new tab is meaningful; it always gets rel (added last) so the opened page cannot reach back.
      if (value === '_blank') newTab = true;
      continue;
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (newTab) out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

/** Index of the end of `</name …>` at or after `from`, case-insensitive; text.length when it never closes. */
function skipElement(scan: Scan, name: string, from: number): number {
  const { text, lower } = scan;
  let at = from;
  for (;;) {
    const close = lower.indexOf(`</${name}`, at);
    if (close === -1) return text.length;
    const after = lower[close + name.length + 2];
    if (after === undefined || after === '>' || after === '/' || WS.test(after)) {
      const gt = text.indexOf('>', close);
      return gt === -1 ? text.length : gt + 1;
    }
    at = close + 1;
  }
}

export function sanitiseHtml(html: string): string {
  // ASCII-only lowering keeps every index aligned with the original (toLowerCase may change lengths).
  const lower = html.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const scan: Scan = { text: html, lower, quoteAbsentFrom: {} };
  // Past the last '>', no tag can complete: the rest is text.
  const lastGt = html.lastIndexOf('>');
  let out = '';
  const open: string[] = [];
  let textStart = 0;
  let i = 0;
  const flushText = (until: number) => {
    if (until > textStart) out += escapeText(html.slice(textStart, until));
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1 || lt > lastGt) break;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const close = html.indexOf('-->', lt + 4);
      i = textStart = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      flushText(lt);
      const close = html.indexOf('>', lt);
      i = textStart = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(scan, lt);
    if (!tag) {
      i = lt + 1; // a lone '<': stays text, escaped by flushText
      continue;
    }
    flushText(lt);
    i = textStart = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = textStart = skipElement(scan, tag.name, tag.end);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag.name}${keptAttributes(tag.name, tag.attributes)}>`;
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  flushText(html.length);
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text a reader sees (tags dropped, character references left as written), for summaries and alt text checks. */
export function htmlToText(html: string): string {
  return sanitiseHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
