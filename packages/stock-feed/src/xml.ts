import { COMMON_HTML, ENTITY_ACTION, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { headerKey } from './aliases.js';
import { REQUIRED_FIELDS } from './field-names.js';
import { fieldsNamed } from './groups.js';

/**
 * A DMS or syndication XML export as records (fast-xml-parser): a root element (`<Inventory>`,
 * `<Stock>`, `<Dealer>`…) holding one repeated element per vehicle (`<Vehicle>`, `<Car>`, `<Listing>`,
 * `<Item>`…), each value a child element or an attribute (`<Vehicle StockNo="A1"><Make>…</Make>`).
 * The records are the element repeated most often at one place in the tree (the same path: the
 * vehicles of every `<Dealer>` of a group file count together) among those whose children or
 * attributes name feed fields, directly or in a group (`<Pricing><Price>`: groups.ts), one of them a
 * required one; a file of one vehicle is read too. Namespace prefixes are dropped. A root element with
 * no children at all (`<Inventory/>`, `<Inventory GeneratedAt="…"></Inventory>`) is an export of no
 * vehicles (the dealer sold everything): zero records, which a `replace` only applies within its guard
 * (import.ts). A root whose children are not vehicles (an HTML page, an RSS feed), or that holds only
 * text or is named like an error (`<Error code="401"/>`), is refused.
 *
 * Safety: the text is checked first (a problem names the line and column); a DOCTYPE's entities are
 * never registered or expanded (no billion laughs), external entities are refused by the parser (nothing
 * is ever fetched), entity expansion is bounded, and a name such as `__proto__` is refused. Values stay
 * text as written (`00123` stays `00123`); the field checks read them as they read CSV cells.
 */

export interface XmlRecords {
  /** Each record's values by name: attributes (without `@_`) and child elements, in document order. */
  records: Record<string, unknown>[];
  /** The root element's export time (`generated_at`, `GeneratedAt`, `ExportedAt`), if it says. */
  generatedAt: string | null;
}

const ATTRIBUTE_PREFIX = '@_';
const EXPORT_TIME_KEYS: ReadonlySet<string> = new Set(['generatedat', 'exportedat', 'exporttime']);
/** A record has at least this many children or attributes that name feed fields (one of them required). */
const MIN_KNOWN_FIELDS = 2;
const REQUIRED: ReadonlySet<string> = new Set(REQUIRED_FIELDS);

function parser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: { enabled: true, maxTotalExpansions: 100_000, maxExpandedLength: 1_000_000 },
    entityDecoder: new EntityDecoder({
      // The five XML entities, numeric references (`&#233;`) and the HTML names DMS text carries (`&nbsp;`).
      namedEntities: COMMON_HTML,
      numericAllowed: true,
      // A DOCTYPE's own entities are never registered: `&lol9;` stays as written.
      onInputEntity: () => ENTITY_ACTION.BLOCK,
      limit: { maxTotalExpansions: 100_000, maxExpandedLength: 1_000_000, applyLimitsTo: 'all' },
    }),
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An element's own names (attributes without `@_`), leaving out namespaces, text and comments. */
function namesOf(element: Record<string, unknown>): [string, unknown][] {
  return Object.entries(element).flatMap(([key, value]): [string, unknown][] => {
    if (key.startsWith('#') || key.startsWith('?')) return [];
    const name = key.startsWith(ATTRIBUTE_PREFIX) ? key.slice(ATTRIBUTE_PREFIX.length) : key;
    return /^xmlns(?::|$)/i.test(name) ? [] : [[name, value]];
  });
}

interface Candidate {
  path: string;
  depth: number;
  elements: Record<string, unknown>[];
  known: Set<string>;
}

/** Every element name at every path, with its elements and the feed fields their names give. */
function candidates(root: Record<string, unknown>): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  const visit = (node: Record<string, unknown>, path: string, depth: number) => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith(ATTRIBUTE_PREFIX) || key.startsWith('#') || key.startsWith('?')) continue;
      const elements = (Array.isArray(value) ? value : [value]).filter(isObject);
      if (elements.length === 0) continue;
      const at = `${path}/${key}`;
      let candidate = found.get(at);
      if (!candidate) {
        candidate = { path: at, depth, elements: [], known: new Set() };
        found.set(at, candidate);
      }
      for (const element of elements) {
        candidate.elements.push(element);
        const { fields, wrapper } = fieldsNamed(element);
        // An element holding one vehicle in a group (`<Inventory><Vehicle>…`) is not that vehicle.
        if (!wrapper) for (const field of fields) candidate.known.add(field);
        visit(element, at, depth + 1);
      }
    }
  };
  visit(root, '', 0);
  return found;
}

/** The records: the most repeated element naming feed fields; then the shallower; then more fields. */
function recordElements(root: Record<string, unknown>): Record<string, unknown>[] | null {
  const best = [...candidates(root).values()]
    .filter((c) => c.known.size >= MIN_KNOWN_FIELDS && [...c.known].some((field) => REQUIRED.has(field)))
    .sort(
      (a, b) => b.elements.length - a.elements.length || a.depth - b.depth || b.known.size - a.known.size,
    )[0];
  return best ? best.elements : null;
}

/** The root element's name and value (`''` when it is empty, an object when it has children or attributes). */
function rootElement(root: Record<string, unknown>): [string, unknown] | undefined {
  return Object.entries(root).find(([key]) => !key.startsWith('?') && !key.startsWith('#'));
}

function exportTime(root: Record<string, unknown>): string | null {
  const element = rootElement(root)?.[1];
  if (!isObject(element)) return null;
  for (const [name, value] of namesOf(element))
    if (EXPORT_TIME_KEYS.has(headerKey(name)) && typeof value === 'string' && value.trim() !== '')
      return value.trim();
  return null;
}

/** A root element with no child elements and no text: attributes (its export time) at most. */
function isEmptyRoot(element: unknown): boolean {
  if (typeof element === 'string') return element.trim() === '';
  return isObject(element) && Object.keys(element).every((key) => key.startsWith(ATTRIBUTE_PREFIX));
}

/** An element's own text (`: "Access denied"`), shortened, for a message; empty when it has none. */
function textOf(element: unknown): string {
  const text = isObject(element) ? element['#text'] : element;
  if (typeof text !== 'string' || text.trim() === '') return '';
  const trimmed = text.trim();
  return `: ${JSON.stringify(trimmed.length > 100 ? `${trimmed.slice(0, 100)}…` : trimmed)}`;
}

/** What a root that is not an export holds, for its message: `<channel>`, or its text. */
function holds(element: unknown): string {
  const children = isObject(element)
    ? Object.keys(element).filter((key) => !key.startsWith(ATTRIBUTE_PREFIX) && !key.startsWith('#'))
    : [];
  if (children.length === 0) return `only text${textOf(element)}`;
  const named = children.slice(0, 5).map((child) => `<${child}>`);
  return `${named.join(', ')}${children.length > 5 ? ', …' : ''}, none of them vehicles`;
}

/** Leading whitespace (and a byte-order mark) before the first tag, and the lines it holds. */
function startOfDocument(text: string): { xml: string; linesBefore: number } {
  const lead = /^[\uFEFF\s]*/.exec(text)?.[0] ?? '';
  return { xml: text.slice(lead.length), linesBefore: (lead.match(/\n/g) ?? []).length };
}

/** The records of an XML feed, or why it cannot be read (with the line and column the parser names). */
export function readXmlRecords(text: string): XmlRecords | { problem: string } {
  const { xml, linesBefore } = startOfDocument(text);
  if (xml === '') return { problem: 'The feed is empty' };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    return { problem: `Not well-formed XML at line ${line + linesBefore}, column ${col}: ${msg}` };
  }
  let root: unknown;
  try {
    root = parser().parse(xml);
  } catch (error) {
    return { problem: `Not readable XML: ${(error as Error).message}` };
  }
  if (!isObject(root)) return { problem: 'Not readable XML: no root element' };
  const top = rootElement(root);
  if (!top) return { problem: 'Not readable XML: no root element' };
  const [name, element] = top;
  if (/error|fault|exception/i.test(name))
    return { problem: `Not a stock export: the root element is <${name}>${textOf(element)}` };
  if (isEmptyRoot(element)) return { records: [], generatedAt: exportTime(root) };
  const elements = recordElements(root);
  if (!elements)
    return {
      problem: `No vehicle records found: expected an element per vehicle (e.g. <Vehicle>, <Car>, <Listing>, <Item>) whose child elements or attributes name feed fields (StockNo, Make, Model, Year, …); <${name}> holds ${holds(element)}`,
    };
  return {
    records: elements.map((element) => Object.fromEntries(namesOf(element))),
    generatedAt: exportTime(root),
  };
}
