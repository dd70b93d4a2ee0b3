import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A small HTTP server speaking the part of Meilisearch's API the sync job and the console's quick edits
 * use (indexes, settings, documents added or replaced, swap-indexes, tasks), keeping indexes in memory and applying each task at once. Meilisearch
 * itself cannot run on this machine; this lets the official client run its real requests against a real
 * socket, and a test see every index's state after each request the job makes.
 */
export interface MeiliProtocolServer {
  url: string;
  indexes: Map<string, { primaryKey: string; settings: Record<string, unknown>; documents: unknown[] }>;
  /** Every request as `METHOD /path`, with the document count of `watch` just before it. */
  requests: { call: string; watched: number | null }[];
  watch: string | null;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/** Indexes and tasks in memory; each request is applied at once and its task recorded as done. */
class MeiliState {
  readonly indexes: MeiliProtocolServer['indexes'] = new Map();
  readonly requests: MeiliProtocolServer['requests'] = [];
  watch: string | null = null;
  private nextTask = 0;
  private readonly tasks = new Map<number, Record<string, unknown>>();

  private task(type: string, indexUid: string | null, error?: string) {
    const uid = this.nextTask++;
    const status = error ? 'failed' : 'succeeded';
    this.tasks.set(uid, { uid, indexUid, status, type, error: error ? { message: error } : null });
    return { taskUid: uid, indexUid, status: 'enqueued', type, enqueuedAt: new Date().toISOString() };
  }

  private swap(body: unknown): [number, unknown] {
    for (const { indexes } of body as { indexes: [string, string] }[]) {
      const [a, b] = indexes.map((uid) => this.indexes.get(uid));
      if (!a || !b) return [202, this.task('indexSwap', null, 'index not found')];
      this.indexes.set(indexes[0], b);
      this.indexes.set(indexes[1], a);
    }
    return [202, this.task('indexSwap', null)];
  }

  apply(method: string, path: string, body: Record<string, unknown> | undefined): [number, unknown] {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'tasks' && method === 'GET') return [200, this.tasks.get(Number(parts[1]))];
    if (parts[0] === 'swap-indexes' && method === 'POST') return this.swap(body);
    if (parts[0] !== 'indexes') return [404, { message: 'not found', code: 'not_found' }];
    if (parts.length === 1 && method === 'POST') {
      const uid = String(body?.uid);
      if (this.indexes.has(uid)) return [202, this.task('indexCreation', uid, 'index already exists')];
      this.indexes.set(uid, { primaryKey: String(body?.primaryKey), settings: {}, documents: [] });
      return [202, this.task('indexCreation', uid)];
    }
    const uid = parts[1] as string;
    const index = this.indexes.get(uid);
    if (!index)
      return [
        404,
        { message: `Index \`${uid}\` not found.`, code: 'index_not_found', type: 'invalid_request' },
      ];
    if (parts.length === 2 && method === 'GET') return [200, { uid, primaryKey: index.primaryKey }];
    if (parts.length === 2 && method === 'DELETE') {
      this.indexes.delete(uid);
      return [202, this.task('indexDeletion', uid)];
    }
    if (parts[2] === 'settings' && method === 'PATCH') {
      index.settings = { ...index.settings, ...body };
      return [202, this.task('settingsUpdate', uid)];
    }
    if (parts[2] === 'documents' && method === 'POST') {
      const added = body as unknown as Record<string, unknown>[];
      // Meilisearch fails the whole batch when a document has no primary key value.
      if (added.some((doc) => doc[index.primaryKey] === undefined))
        return [202, this.task('documentAdditionOrUpdate', uid, 'Document doesn’t have a primary key value')];
      // Added or replaced: a document with a stored primary key value replaces that document whole.
      const at = new Map(
        index.documents.map((doc, i) => [(doc as Record<string, unknown>)[index.primaryKey], i]),
      );
      for (const doc of added) {
        const i = at.get(doc[index.primaryKey]);
        if (i === undefined) at.set(doc[index.primaryKey], index.documents.push(doc) - 1);
        else index.documents[i] = doc;
      }
      return [202, this.task('documentAdditionOrUpdate', uid)];
    }
    return [404, { message: 'not found', code: 'not_found' }];
  }
}

export async function startMeiliProtocolServer(): Promise<MeiliProtocolServer> {
  const state = new MeiliState();
  const server: Server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const watched = state.watch ? (state.indexes.get(state.watch)?.documents.length ?? null) : null;
    state.requests.push({ call: `${method} ${path}`, watched });
    readJson(req)
      .then((body) => state.apply(method, path, body as Record<string, unknown> | undefined))
      .then(
        ([status, payload]) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        },
        (error: Error) => {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: error.message, code: 'bad_request', type: 'invalid_request' }));
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    indexes: state.indexes,
    requests: state.requests,
    get watch() {
      return state.watch;
    },
    set watch(uid) {
      state.watch = uid;
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
