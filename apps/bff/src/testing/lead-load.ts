import { httpCall } from './http.js';
import type { MainProcess } from './main-process.js';

/** Lead POSTs from many clients against a child server, killed mid-load; and replays of what was acknowledged. */

const SITE = 'harbour-auto';

const leadBody = (n: number) => ({
  lead: {
    name: `Crash ${n}`,
    email: `crash${n}@example.com`,
    phone: '0412 345 678',
    category: 'General Enquiry',
    message: 'Crash test lead',
  },
});

function postLead(port: number, n: number, key: string, client: number) {
  return httpCall(port, `${SITE}.localhost:${port}`, '/api/leads', {
    method: 'POST',
    json: leadBody(n),
    headers: {
      'idempotency-key': key,
      origin: `http://${SITE}.localhost:${port}`,
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
  });
}

export interface Acknowledged {
  id: string;
  key: string;
  n: number;
}

/**
 * POSTs leads from `clients` concurrent clients and SIGKILLs the server once `killAfter` were
 * acknowledged (and `notBefore` has settled), with requests still in flight. Returns every lead answered 201 before the kill.
 */
export async function loadAndKill(
  server: MainProcess,
  options: { clients: number; killAfter: number; run: string; notBefore?: Promise<unknown> },
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  let mayKill = options.notBefore === undefined;
  const allowKill = () => {
    mayKill = true;
  };
  options.notBefore?.then(allowKill, allowKill);
  let next = 0;
  let nonCreated = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      while (!killed) {
        const n = next++;
        const key = `${options.run}-${n}`;
        try {
          const res = await postLead(server.port, n, key, n);
          if (res.status === 201) acknowledged.push({ id: String(res.json().id), key, n });
          else nonCreated++;
        } catch {
          // The connection died with the server: this lead was never acknowledged.
        }
        if (!killed && mayKill && acknowledged.length >= options.killAfter) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        if (nonCreated > 50) throw new Error(`too many non-201 answers (client ${client})`);
      }
    }),
  );
  const { signal } = await server.exited;
  if (signal !== 'SIGKILL') throw new Error(`expected the server to die of SIGKILL, got ${signal}`);
  return acknowledged;
}

/** A replay of an acknowledged lead's Idempotency-Key after the restart answers with the same lead. */
export async function replayAcknowledged(port: number, lead: Acknowledged): Promise<string> {
  const res = await postLead(port, lead.n, lead.key, 1);
  if (res.status >= 300) throw new Error(`replay of ${lead.key} answered ${res.status}: ${res.text}`);
  return String(res.json().id);
}
