import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Registry } from '@dealer/site-registry';
import type { SqlDatabase } from '../store/sql.js';
import { type OperatorInvite, type OperatorResult, operatorInvite } from './operator.js';

/**
 * The operator's door into a running server (issue 28 item 7: `staff add` while the server runs on the
 * embedded database, where only the server may open the PGlite folder): an HTTP endpoint on a Unix
 * socket in the data folder (`operator.sock`, mode 0600), never on a TCP port, answering only requests
 * that carry the data folder's operator secret (`operator.secret`, mode 0600, made at the first start).
 * Who can read the data folder is the operator; nobody on the network can reach the socket.
 *
 *   POST /staff/invite  {email, name, group, role, sites, url?} → 200 {link, expiresAt} | 400 {error}
 */

export const OPERATOR_SOCKET = 'operator.sock';
export const OPERATOR_SECRET = 'operator.secret';
/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 100;
const MAX_BODY = 16 * 1024;

/** The data folder's operator secret, made (readable by this user only) when there is none yet. */
export function operatorSecret(dataDir: string): string {
  const path = join(dataDir, OPERATOR_SECRET);
  if (!existsSync(path)) {
    // 'wx': a second server starting at the same moment never overwrites the first one's secret.
    try {
      writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const mode = statSync(path).mode & 0o077;
  // A secret others can read authorises nothing: fix the mode (we own it) so the door stays the operator's.
  if (mode !== 0) chmodSync(path, 0o600);
  return readFileSync(path, 'utf8').trim();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The invitation input from a JSON body, or the first problem with it (a field named). */
function inviteInput(value: unknown): { input: OperatorInvite & { url?: string } } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'Expected a JSON object' };
  const v = value as Record<string, unknown>;
  for (const field of ['email', 'name', 'group', 'role'] as const)
    if (typeof v[field] !== 'string') return { problem: `${field} is required` };
  const sites = v.sites ?? [];
  if (!Array.isArray(sites) || !sites.every((s) => typeof s === 'string'))
    return { problem: 'sites must be a list of site slugs' };
  if (v.url !== undefined && typeof v.url !== 'string') return { problem: 'url must be text' };
  return {
    input: {
      email: v.email as string,
      name: v.name as string,
      group: v.group as string,
      role: v.role as string,
      sites: sites as string[],
      ...(typeof v.url === 'string' ? { url: v.url } : {}),
    },
  };
}

export interface OperatorSocketOptions {
  dataDir: string;
  db: SqlDatabase;
  registry: () => Registry;
  now: () => Date;
  log: (message: string) => void;
}

/** Listens on `<dataDir>/operator.sock`; null when the path is too long for a socket (logged). */
export async function startOperatorSocket(
  options: OperatorSocketOptions,
): Promise<{ path: string; close: () => Promise<void> } | null> {
  const path = join(options.dataDir, OPERATOR_SOCKET);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    options.log(`operator: no local socket (${path} is too long for one); stop the server to run staff add`);
    return null;
  }
  const secret = digest(operatorSecret(options.dataDir));
  const server = createServer(async (req, res) => {
    try {
      const bearer = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(bearer), secret))
        return answer(res, 401, { error: `Send the data folder's ${OPERATOR_SECRET} as a Bearer token` });
      if (req.method !== 'POST' || req.url !== '/staff/invite')
        return answer(res, 404, { error: 'Not found' });
      const text = await readBody(req);
      if (text === null) return answer(res, 413, { error: 'The request body is too large' });
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return answer(res, 400, { error: 'The request body must be JSON' });
      }
      const parsed = inviteInput(json);
      if ('problem' in parsed) return answer(res, 400, { error: parsed.problem });
      const { url, ...input } = parsed.input;
      const result: OperatorResult = await operatorInvite(
        options.db,
        options.registry(),
        input,
        options.now(),
        url,
      );
      if (!result.ok) return answer(res, 400, { error: result.problem });
      options.log(`operator: invitation made for a ${input.role} of ${input.group}`);
      return answer(res, 200, { link: result.link, expiresAt: result.expiresAt });
    } catch (error) {
      options.log(`operator: request failed: ${String(error)}`);
      return answer(res, 500, { error: 'The server could not make the invitation' });
    }
  });
  // A socket file left by a server that died: we hold the data folder now (PGlite lock), so it is stale.
  if (existsSync(path)) unlinkSync(path);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Owner-only from the moment it exists: the umask covers the window before the chmod below.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }),
  };
}

/** What the CLI gets from a running server: its answer, or `none` when no server listens on the folder. */
export type OperatorCall = { status: number; body: Record<string, unknown> } | 'none';

/** POSTs `body` to a running server's operator socket in `dataDir` (the CLI side). */
export function callOperatorSocket(dataDir: string, path: string, body: unknown): Promise<OperatorCall> {
  const socketPath = join(dataDir, OPERATOR_SOCKET);
  const secretPath = join(dataDir, OPERATOR_SECRET);
  if (!existsSync(socketPath) || !existsSync(secretPath)) return Promise.resolve('none');
  const secret = readFileSync(secretPath, 'utf8').trim();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { error: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('The running server did not answer within 30 s')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: the server that made it is gone.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('none');
      else reject(error);
    });
    req.end(payload);
  });
}
