// Load bench child: POSTs a lead every 0.5 s (or every argv[5] ms) to the app server while the page load runs, and reports each
// acknowledged lead's time over IPC. Its own process, as a shopper's browser is: in the load generator's
// process, that process's event loop (busy with autocannon's 200 connections, 50–60 ms p95 lag measured)
// was counted in every lead's time.
import { request } from 'node:http';

const [port, host, tag, every = '500'] = process.argv.slice(2);
const times = [];
let failures = 0;
let stop = false;

function post(i) {
  const body = JSON.stringify({
    lead: {
      name: `Load ${i}`,
      email: `load${i}@example.com`,
      phone: '0412 345 678',
      category: 'General Enquiry',
      message: 'Bench lead during the page load',
    },
  });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(port),
        path: '/api/leads',
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'idempotency-key': `load-${tag}-${i}-${process.pid}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

process.on('message', (m) => {
  if (m?.type === 'stop') stop = true;
});
process.send({ type: 'ready' });
for (let i = 0; !stop; i++) {
  const started = performance.now();
  const tick = new Promise((r) => setTimeout(r, Number(every)));
  const status = await post(i);
  if (status === 201) times.push(performance.now() - started);
  else failures++;
  await tick;
}
process.send({ type: 'done', times, failures });
process.disconnect();
