/**
 * A feed file's bytes as text, whatever encoding the DMS wrote: UTF-8 (with or without a byte-order
 * mark), UTF-16 LE or BE (with a byte-order mark, or without one when every other byte of ASCII text is
 * zero, as Windows "Unicode" exports write), else Windows-1252 (the ANSI code page of AU Windows DMSs:
 * `Rosé` as the single byte E9, which UTF-8 would show as `Ros�`). A file that is not valid UTF-8 is
 * read as Windows-1252 and the lines that held such bytes are named, so an operator can check them.
 * An XML feed whose declaration names Windows-1252 or Latin-1 (`<?xml version="1.0"
 * encoding="windows-1252"?>`, `ISO-8859-1`) is read as Windows-1252 as it says, even where its bytes
 * would pass as UTF-8; a declaration of UTF-8 or another encoding leaves the bytes to decide.
 * Uses only `TextDecoder` (every browser; Node with its default full ICU).
 */

export type FeedEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedFeed {
  text: string;
  encoding: FeedEncoding;
  /** Windows-1252: the lines (1-based, as an editor counts them) that held bytes outside ASCII. */
  convertedLines: number[];
}

export function decodeFeed(bytes: Uint8Array): DecodedFeed {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf)
    return { text: decode('utf-8', bytes.subarray(3)), encoding: 'utf-8-bom', convertedLines: [] };
  if (a === 0xff && b === 0xfe)
    return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'utf-16le', convertedLines: [] };
  if (a === 0xfe && b === 0xff)
    return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'utf-16be', convertedLines: [] };
  const unmarked = utf16WithoutMark(bytes);
  if (unmarked) return { text: decode(unmarked, bytes), encoding: unmarked, convertedLines: [] };
  if (declaredEncoding(bytes) === 'windows-1252')
    return {
      text: decode('windows-1252', bytes),
      encoding: 'windows-1252',
      convertedLines: highLines(bytes),
    };
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      encoding: 'utf-8',
      convertedLines: [],
    };
  } catch {
    return {
      text: decode('windows-1252', bytes),
      encoding: 'windows-1252',
      convertedLines: highLines(bytes),
    };
  }
}

/**
 * The encoding an XML declaration at the start names, as the Encoding Standard resolves its label
 * (`ISO-8859-1`, `latin1`, `cp1252` are all `windows-1252`), or null without a declaration or a label.
 */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 200));
  const label = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function decode(encoding: string, bytes: Uint8Array): string {
  return new TextDecoder(encoding).decode(bytes);
}

/** UTF-16 without a mark: in the first 200 code units, ASCII text leaves one byte of each pair zero. */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(200, Math.floor(bytes.length / 2));
  if (pairs < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZero++;
    if (bytes[2 * i + 1] === 0) oddZero++;
  }
  if (oddZero >= pairs * 0.9 && evenZero === 0) return 'utf-16le';
  if (evenZero >= pairs * 0.9 && oddZero === 0) return 'utf-16be';
  return null;
}

function highLines(bytes: Uint8Array): number[] {
  const lines: number[] = [];
  let line = 1;
  let marked = false;
  for (const byte of bytes) {
    if (byte === 10) {
      line++;
      marked = false;
    } else if (byte >= 0x80 && !marked) {
      lines.push(line);
      marked = true;
    }
  }
  return lines;
}
