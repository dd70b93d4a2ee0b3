import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodingFor } from './static-assets.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Kept {
  text: string;
  /** Made on the first request that takes it (on the thread pool), then reused. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * Serialised answers by a key that names everything they depend on (an ETag's inputs), least recently
 * used first out past `maxBytes`, each compressed at most once per encoding. Concurrent misses of one key
 * share one computation.
 */
export class BodyCache {
  private readonly entries = new Map<string, Kept>();
  private readonly pending = new Map<string, Promise<Kept>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  async get(key: string, make: () => Promise<string>): Promise<string> {
    return (await this.kept(key, make)).text;
  }

  /**
   * The body in the encoding the client accepts (brotli, gzip, else as is): `encoding` goes in the
   * Content-Encoding header (the compress middleware then leaves the answer alone).
   */
  async encoded(
    key: string,
    acceptEncoding: string | undefined,
    make: () => Promise<string>,
  ): Promise<{ body: string | Uint8Array<ArrayBuffer>; encoding: 'br' | 'gzip' | null }> {
    const kept = await this.kept(key, make);
    const encoding = kept.text.length < 1024 ? null : encodingFor(acceptEncoding);
    if (encoding === 'br') {
      kept.br ??= brotli(kept.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: new Uint8Array(await kept.br), encoding };
    }
    if (encoding === 'gzip') {
      kept.gzip ??= gzipAsync(kept.text);
      return { body: new Uint8Array(await kept.gzip), encoding };
    }
    return { body: kept.text, encoding: null };
  }

  private kept(key: string, make: () => Promise<string>): Promise<Kept> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    let flight = this.pending.get(key);
    if (!flight) {
      flight = make()
        .then((text) => {
          const kept: Kept = { text };
          this.put(key, kept);
          return kept;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, flight);
    }
    return flight;
  }

  private put(key: string, kept: Kept): void {
    // Compressed forms are a fraction of the text: the budget counts the text twice for them.
    const size = kept.text.length * 2;
    if (size > this.maxBytes) return;
    this.entries.set(key, kept);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.text.length * 2;
    }
  }
}
