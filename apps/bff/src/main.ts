import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PaymentConfigurationError } from '@dealer/reservations';
import { SiteFolderError } from '@dealer/site-registry';
import { CounterStoreConfigError } from './counters/select.js';
import { demoSeed } from './demo/index.js';
import { onStopSignals, shutdownGraceMs } from './lifecycle/signals.js';
import { webhookSecretOf } from './outbox/webhook-signature.js';
import { startServer } from './server.js';
import { TotpKeyError } from './staff/totp-secrets.js';
import { DataFolderLockedError } from './store/data-lock.js';

/**
 * `npm start`: every demo site (the site files in <repo>/sites, SITES_DIR overrides) on http://localhost:$PORT (3000), zero configuration — embedded search,
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
// TRUST_PROXY=<n>: n proxies append to X-Forwarded-For in front of this server (0 or unset: none).
const trustProxy = Number(env.TRUST_PROXY || 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  console.error(
    `TRUST_PROXY must be the number of proxies in front of the server (0-10), got ${env.TRUST_PROXY}`,
  );
  process.exit(1);
}

// WEB_RENDER_WORKERS: worker threads rendering pages (0: on the main thread); default one fewer than the
// cores, so the main thread stays free for HTTP, search and lead writes.
const renderWorkers = Number(env.WEB_RENDER_WORKERS || Math.max(0, availableParallelism() - 1));
if (!Number.isInteger(renderWorkers) || renderWorkers < 0 || renderWorkers > 64) {
  console.error(`WEB_RENDER_WORKERS must be a number of threads (0-64), got ${env.WEB_RENDER_WORKERS}`);
  process.exit(1);
}

// SHUTDOWN_GRACE_MS: how long a SIGTERM/SIGINT may take to drain (default 15 s, 1 s – 10 min).
const graceMs = shutdownGraceMs(env.SHUTDOWN_GRACE_MS);
if (graceMs === null) {
  console.error(
    `SHUTDOWN_GRACE_MS must be a number of milliseconds (1000-600000), got ${env.SHUTDOWN_GRACE_MS}`,
  );
  process.exit(1);
}

const server = await startServer({
  port,
  hostname: env.HOST,
  // SITES_DIR: the operator's folder of site files (one JSON/YAML file per site, re-read on change);
  // unset, the repository's sites/ folder, the demo sites, with the demo's conveniences.
  sitesDir: resolve(env.SITES_DIR || resolve(repoRoot, 'sites')),
  demo: !env.SITES_DIR,
  // The demo seed (its sites' stock, pages, posts, reviews, offers and staff) loads with the demo sites
  // only; an operator's site folder starts empty and shows what its operator and staff give it.
  seed: env.SITES_DIR ? null : demoSeed,
  dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repoRoot, '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  databaseSchema: env.DATABASE_SCHEMA || undefined,
  meiliUrl: env.MEILI_URL || undefined,
  meiliKey: env.MEILI_API_KEY || env.MEILI_MASTER_KEY || undefined,
  meiliTimeoutMs: env.MEILI_TIMEOUT_MS ? Number(env.MEILI_TIMEOUT_MS) : undefined,
  inventorySize: env.INVENTORY_SIZE ? Number(env.INVENTORY_SIZE) : undefined,
  trustProxy,
  renderWorkers,
  counters: {
    store: env.RATE_LIMIT_STORE || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_KEY_PREFIX || undefined,
  },
  outbox: { secretOf: webhookSecretOf(env) },
  // Lead mail over SMTP_URL; without it the embedded mail catcher (read at /api/dealer/mail).
  mail: {
    smtpUrl: env.SMTP_URL || undefined,
    catcher: !env.SMTP_URL,
    catcherPort: env.MAIL_CATCHER_PORT ? Number(env.MAIL_CATCHER_PORT) : undefined,
    from: env.MAIL_FROM || undefined,
  },
  log: (message) => console.log(message),
}).catch((error: unknown) => {
  // Start-up refusals an operator can act on are one clear line and a non-zero exit, not a stack trace.
  if (
    error instanceof DataFolderLockedError ||
    error instanceof CounterStoreConfigError ||
    error instanceof SiteFolderError ||
    error instanceof TotpKeyError
  )
    fail(error.message);
  if (error instanceof PaymentConfigurationError)
    fail(`${error.message}. Set them, or RESERVATIONS_PAYMENT_MODE=request (holds the dealer confirms).`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${port} is in use by another process: stop it, or set PORT to another port.`);
  }
  throw error;
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Before the ready line: a supervisor may send SIGTERM as soon as it reads it. The graceful stop
// (readiness off, requests already read answered, the outbox batch in hand finished, the store closed)
// has SHUTDOWN_GRACE_MS; past it the process exits 1 and says what was cut.
onStopSignals(server, graceMs, (line) => console.log(line));

console.log(
  `Dealer platform listening on ${server.url} (search: ${server.engine}, store: ${server.store}, start-up ${server.startupMs} ms)`,
);
// The demo's banner names demo sites; an operator's folder gets its own sites named (none of the demo's).
const served = server.sites.current().sites;
if (env.SITES_DIR) {
  const example = served[0] ? `  ·  e.g. http://${served[0].slug}.localhost:${server.port}/` : '';
  console.log(`Sites: ${served.length} from ${resolve(env.SITES_DIR)}${example}`);
} else {
  console.log(`Demo sites: ${server.url}/  ·  e.g. http://harbour-auto.localhost:${server.port}/`);
}
// Demo only: each site's dealer login (no two sites share one). DEALER_SECRET keeps them across restarts.
const logins = server.dealerLogins();
if (logins.length > 0) {
  console.log('Dealer inbox (/api/dealer/leads, basic auth: user = site slug):');
  for (const login of logins)
    console.log(
      `  ${login.slug.padEnd(24)} ${login.own ? '(its own DEALER_PASSWORD_* password)' : login.password}`,
    );
  if (!env.DEALER_SECRET)
    console.log('  (demo passwords are new at every start; set DEALER_SECRET to keep them)');
}
// Demo only: the dealer console and each group's demo staff (a group admin, a manager and a salesperson).
const staff = server.consoleLogins();
if (staff.length > 0) {
  const first = server.sites.current().sites[0];
  console.log(
    `Dealer console: http://${first?.slug ?? 'harbour-auto'}.localhost:${server.port}/console (any site's host)`,
  );
  let group = '';
  for (const login of staff) {
    if (login.groupId !== group) {
      group = login.groupId;
      console.log(`  ${group}`);
    }
    console.log(`    ${login.role.padEnd(12)} ${login.email.padEnd(46)} ${login.password}`);
  }
}
