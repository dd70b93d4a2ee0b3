import { describe, expect, it } from 'vitest';
import { decodeFeed } from './decode.js';

const TEXT = 'StockNo,Colour\r\nA1,Rosé Gold\r\nA2,Black\r\nA3,Café Crème\r\n';

/** Windows-1252 bytes as a Windows DMS writes them (é is E9, è is E8, ’ is 92). */
function cp1252(text: string): Uint8Array {
  const special: Record<string, number> = { '’': 0x92, '–': 0x96, '€': 0x80 };
  return Uint8Array.from([...text].map((ch) => special[ch] ?? (ch.codePointAt(0) as number)));
}

function utf16(text: string, order: 'le' | 'be', mark: boolean): Uint8Array {
  const bytes: number[] = mark ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (order === 'le') bytes.push(unit & 0xff, unit >> 8);
    else bytes.push(unit >> 8, unit & 0xff);
  }
  return Uint8Array.from(bytes);
}

describe('decodeFeed', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const plain = new TextEncoder().encode(TEXT);
    expect(decodeFeed(plain)).toEqual({ text: TEXT, encoding: 'utf-8', convertedLines: [] });
    const marked = Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeFeed(marked)).toEqual({ text: TEXT, encoding: 'utf-8-bom', convertedLines: [] });
  });

  it('reads UTF-16 LE and BE, with a byte-order mark or (ASCII-led) without', () => {
    expect(decodeFeed(utf16(TEXT, 'le', true))).toMatchObject({ text: TEXT, encoding: 'utf-16le' });
    expect(decodeFeed(utf16(TEXT, 'be', true))).toMatchObject({ text: TEXT, encoding: 'utf-16be' });
    expect(decodeFeed(utf16(TEXT, 'le', false))).toMatchObject({ text: TEXT, encoding: 'utf-16le' });
    expect(decodeFeed(utf16(TEXT, 'be', false))).toMatchObject({ text: TEXT, encoding: 'utf-16be' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252 and names the lines that held them', () => {
    const text = `${TEXT}A4,Dealer’s pick – €0 deposit\r\n`;
    const bytes = cp1252(text);
    expect(bytes[TEXT.indexOf('é')]).toBe(0xe9);
    expect(decodeFeed(bytes)).toEqual({ text, encoding: 'windows-1252', convertedLines: [2, 4, 5] });
  });

  it('honours an XML declaration of Windows-1252 or Latin-1', () => {
    for (const label of ['windows-1252', 'ISO-8859-1', 'cp1252']) {
      const xml = `<?xml version="1.0" encoding="${label}"?>\n<Stock>\n<Car><Colour>Rosé</Colour></Car>\n</Stock>`;
      expect(decodeFeed(cp1252(xml))).toEqual({ text: xml, encoding: 'windows-1252', convertedLines: [3] });
    }
    // Declared so, its bytes are read so even where they would pass as UTF-8 (C3 A9 is "Ã©").
    const declared = new TextEncoder().encode('<?xml version="1.0" encoding="windows-1252"?><a>é</a>');
    expect(decodeFeed(declared).text).toBe('<?xml version="1.0" encoding="windows-1252"?><a>Ã©</a>');
    // A declaration of UTF-8 (or none) leaves the bytes to decide, as for any feed.
    const utf8 = '<?xml version="1.0" encoding="UTF-8"?><a>é</a>';
    expect(decodeFeed(new TextEncoder().encode(utf8))).toMatchObject({ text: utf8, encoding: 'utf-8' });
    const lying = '<?xml version="1.0" encoding="utf-8"?><a>é</a>';
    expect(decodeFeed(cp1252(lying))).toMatchObject({ text: lying, encoding: 'windows-1252' });
  });
});
