// Bench child: one server with the requested inventory, reporting its start-up time and memory over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../dist/server.js';

const options = JSON.parse(process.argv[2] ?? '{}');
const dataDir = mkdtempSync(join(tmpdir(), 'bff-bench-'));
const server = await startServer({
  port: 0,
  hostname: '127.0.0.1',
  dataDir,
  web: false,
  watchInventory: false,
  dealerSecret: 'bench',
  ...options,
});
process.send?.({
  type: 'ready',
  port: server.port,
  startupMs: server.startupMs,
  dealerPasswords: Object.fromEntries(server.dealerLogins().map((login) => [login.slug, login.password])),
  consoleLogins: server.consoleLogins(),
});
process.on('message', async (message) => {
  if (message?.type === 'memory') {
    globalThis.gc?.();
    process.send?.({
      type: 'memory',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
    });
  }
  if (message?.type === 'stop') {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
