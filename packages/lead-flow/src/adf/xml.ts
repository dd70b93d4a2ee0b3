/**
 * XML text for anything a shopper typed: the five markup characters as entities (so `<`, `&` and `]]>`
 * can never close or open markup) and the characters XML 1.0 does not allow at all (C0 controls other than
 * tab, newline and carriage return; U+FFFE, U+FFFF; lone surrogates) removed. Emoji and other
 * characters outside the BMP are kept as they are (the document is UTF-8).
 */
export function xmlText(value: unknown): string {
  return String(value ?? '')
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
  /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One element with escaped text and attributes; `null`/`undefined` text leaves the element out. */
export function element(
  name: string,
  text: unknown,
  attributes: Record<string, string | undefined> = {},
): string {
  if (text === null || text === undefined) return '';
  return `<${name}${attrs(attributes)}>${xmlText(text)}</${name}>`;
}

/** A parent element around already-built children (empty children leave it out unless `keep`). */
export function parent(
  name: string,
  children: string[],
  attributes: Record<string, string | undefined> = {},
  keep = false,
): string {
  const inner = children.filter(Boolean).join('');
  if (!inner && !keep) return '';
  return `<${name}${attrs(attributes)}>${inner}</${name}>`;
}

function attrs(attributes: Record<string, string | undefined>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
}
