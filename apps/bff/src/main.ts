import { startServer } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const server = await startServer({ port });
console.log(`Dealer platform listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
