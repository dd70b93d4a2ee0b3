import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg)/;
/** Files up to this size are kept in memory with their compressed forms. */
const MAX_KEPT = 4 * 1024 * 1024;

interface Asset {
  body: Buffer;
  type: string;
  cacheControl: string;
  /** Made once, the first time the file is asked for (on the thread pool, not the event loop). */
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Which stored encoding the client takes: brotli, then gzip (q=0 refuses one), else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * The web app's client build (`assetsDir`): each file read and compressed (brotli, gzip) once and kept,
 * so a request for an immutable asset costs no disk read and no compression. Hashed names are immutable
 * for a year; other files an hour.
 */
export class StaticAssets {
  private readonly kept = new Map<string, Promise<Asset | null>>();
  /**
   * The build's files, listed once: a page request (most requests) is answered "not a file" without a
   * stat on the thread pool and a thrown ENOENT. The client build does not change under a running server.
   */
  private files: Promise<ReadonlySet<string>> | null = null;

  constructor(private readonly assetsDir: string) {}

  /** Reads and compresses every file under `assets/` in the background, so no shopper waits for it. */
  async warm(): Promise<void> {
    const names = await readdir(join(this.assetsDir, 'assets')).catch(() => []);
    for (const name of names) await this.asset(`/assets/${name}`);
  }

  async response(
    pathname: string,
    acceptEncoding: string | undefined,
    head = false,
  ): Promise<Response | null> {
    const asset = await this.asset(pathname);
    if (!asset) return null;
    const encoding = encodingFor(acceptEncoding);
    const compressed = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : null;
    const body = compressed ?? asset.body;
    const headers = new Headers({
      'content-type': asset.type,
      'cache-control': asset.cacheControl,
      'content-length': String(body.length),
    });
    if (asset.br || asset.gzip) headers.set('vary', 'Accept-Encoding');
    if (compressed) headers.set('content-encoding', encoding as string);
    return new Response(head ? null : new Uint8Array(body), { headers });
  }

  private async asset(pathname: string): Promise<Asset | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const file = normalize(join(this.assetsDir, decoded));
    const root = this.assetsDir.endsWith(sep) ? this.assetsDir : this.assetsDir + sep;
    if (!file.startsWith(root)) return null;
    this.files ??= listFiles(this.assetsDir);
    if (!(await this.files).has(file)) return null;
    let pending = this.kept.get(file);
    if (!pending) {
      pending = load(file);
      // Missing files are not remembered (a path scan must not fill memory); found ones are.
      void pending.then((asset) => {
        if (!asset) this.kept.delete(file);
      });
      this.kept.set(file, pending);
    }
    return pending;
  }
}

async function listFiles(dir: string): Promise<ReadonlySet<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
}

async function load(file: string): Promise<Asset | null> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_KEPT) return null;
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const worth = COMPRESSIBLE.test(type) && body.length >= 1024;
    const [br, gz] = worth
      ? await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(body, { level: 9 }),
        ])
      : [null, null];
    return {
      body,
      type,
      cacheControl: HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      br,
      gzip: gz,
    };
  } catch {
    return null;
  }
}
