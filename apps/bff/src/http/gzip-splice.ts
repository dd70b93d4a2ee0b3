import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, unknown OS (RFC 1952 §2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty fixed-Huffman block with BFINAL set: ends the deflate stream (RFC 1951 §3.2.3). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

type Part = { raw: Buffer; deflated: Buffer } | { hole: string };

/**
 * A text with holes (a cached page's CSP nonce and form tokens), deflated once, that answers each
 * response as gzip with its own values in the holes without compressing again: every fixed part is a
 * deflate run ending on a byte boundary (sync flush), every hole's value goes in as a stored block, and
 * the gzip trailer's CRC-32 runs over the response's own bytes. A cached page costs a few buffer copies
 * per response instead of a compression of hundreds of kilobytes on the event loop.
 */
export class SplicedGzip {
  private constructor(private readonly parts: Part[]) {}

  /** Splits `text` at every occurrence of a hole and deflates the fixed parts (on the thread pool). */
  static async of(text: string, holes: readonly string[]): Promise<SplicedGzip> {
    const wanted = [...new Set(holes.filter((hole) => hole.length > 0))];
    const pieces =
      wanted.length === 0 ? [text] : text.split(new RegExp(`(${wanted.map(escapeRegExp).join('|')})`));
    const set = new Set(wanted);
    const parts = await Promise.all(
      pieces.map(async (piece, index): Promise<Part | null> => {
        // split() with a capturing group puts the separators at odd indexes.
        if (index % 2 === 1 && set.has(piece)) return { hole: piece };
        if (piece.length === 0) return null;
        const raw = Buffer.from(piece, 'utf8');
        const deflated = await deflateRawAsync(raw, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
        return { raw, deflated };
      }),
    );
    return new SplicedGzip(parts.filter((part): part is Part => part !== null));
  }

  /** The gzip bytes of the text with each hole replaced by `fill(hole)` (a value under 64 KB). */
  gzip(fill: (hole: string) => string): Buffer {
    const chunks: Buffer[] = [HEADER];
    let crc = 0;
    let size = 0;
    for (const part of this.parts) {
      if ('hole' in part) {
        const value = Buffer.from(fill(part.hole), 'utf8');
        if (value.length > MAX_STORED) throw new Error('a spliced value must be under 64 KB');
        chunks.push(storedHeader(value.length), value);
        crc = crc32(value, crc);
        size += value.length;
      } else {
        chunks.push(part.deflated);
        crc = crc32(part.raw, crc);
        size += part.raw.length;
      }
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    chunks.push(LAST_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

/** A non-final stored block's header at a byte boundary: BFINAL 0, BTYPE 00, LEN, NLEN (RFC 1951 §3.2.4). */
function storedHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
