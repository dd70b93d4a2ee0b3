import { createReadStream, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ObjectInfo, PhotoObjects } from './object-port.js';

/** Writes a file whole (temp + rename), its folder made first: a reader never sees half of it. */
export function writeAtomically(file: string, bytes: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

/**
 * The photo store on this copy's data folder (the default): an object is the file at its key under the
 * folder (`<dataDir>/photos/…` originals, `<dataDir>/photo-cache/…` sizes), written whole (temp + rename).
 */
export function folderObjects(root: string): PhotoObjects {
  const fileOf = (key: string) => join(root, ...key.split('/'));
  const info = async (file: string): Promise<ObjectInfo | null> => {
    const found = await stat(file).catch(() => null);
    return found?.isFile() ? { size: found.size } : null;
  };
  return {
    kind: 'folder',
    async put(key, body) {
      writeAtomically(fileOf(key), body);
    },
    async get(key) {
      const found = await info(fileOf(key));
      if (!found) return null;
      const body = Readable.toWeb(createReadStream(fileOf(key))) as ReadableStream<Uint8Array>;
      return { ...found, body };
    },
    head: (key) => info(fileOf(key)),
    async *list(prefix) {
      const start = fileOf(prefix.replace(/\/+$/, ''));
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = join(entry.parentPath, entry.name);
        const found = await info(file);
        if (found) yield { key: relative(root, file).split(sep).join('/'), ...found };
      }
    },
    close() {},
  };
}
