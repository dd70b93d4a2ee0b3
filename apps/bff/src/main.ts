import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.js';
import { DataFolderLockedError } from './store/data-lock.js';

/**
 * `npm start`: every demo site on http://localhost:$PORT (3000), zero configuration — embedded search,
 * PGlite in <repo>/.data (DATA_DIR overrides), generated demo inventory. DATABASE_URL switches the store
 * to PostgreSQL (DATABASE_SCHEMA picks a schema), MEILI_URL (+ MEILI_API_KEY) the search to Meilisearch.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const env = process.env;
const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${env.PORT}`);
  process.exit(1);
}
const passwordFromEnv = Boolean(env.DEMO_DEALER_PASSWORD);

const server = await startServer({
  port,
  hostname: env.HOST,
  dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repoRoot, '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  databaseSchema: env.DATABASE_SCHEMA || undefined,
  meiliUrl: env.MEILI_URL || undefined,
  meiliKey: env.MEILI_API_KEY || env.MEILI_MASTER_KEY || undefined,
  inventorySize: env.INVENTORY_SIZE ? Number(env.INVENTORY_SIZE) : undefined,
  trustProxy: env.TRUST_PROXY === '1',
  outbox: { secret: env.LEAD_WEBHOOK_SECRET || undefined },
  log: (message) => console.log(message),
}).catch((error: unknown) => {
  // Start-up refusals an operator can act on are one clear line and a non-zero exit, not a stack trace.
  if (error instanceof DataFolderLockedError) fail(error.message);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${port} is in use by another process: stop it, or set PORT to another port.`);
  }
  throw error;
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Before the ready line: a supervisor may send SIGTERM as soon as it reads it.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => process.exit(0));
  });
}

console.log(
  `Dealer platform listening on ${server.url} (search: ${server.engine}, store: ${server.store}, start-up ${server.startupMs} ms)`,
);
console.log(`Demo sites: ${server.url}/  ·  e.g. http://harbour-auto.localhost:${server.port}/`);
console.log(
  passwordFromEnv
    ? 'Dealer inbox: /api/dealer/leads with user = site slug and the DEMO_DEALER_PASSWORD password'
    : `Dealer inbox: /api/dealer/leads with user = site slug, password ${server.dealerPassword} (random; set DEMO_DEALER_PASSWORD to fix it)`,
);
