import { request } from 'node:http';

/** Test support: a real server-sent-events reader over node:http (Host header set, like the site clients). */

export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
  at: number;
}

export interface SseReader {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event `match` accepts, or rejects after `ms`. */
  next(match: (event: SseEvent) => boolean, ms: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string>,
): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const waiters: (() => void)[] = [];
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, accept: 'text/event-stream', ...headers } },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = { event: 'message', id: null as string | null, data: [] as string[] };
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon <= 0) continue;
              const [name, value] = [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
              if (name === 'event') fields.event = value;
              else if (name === 'id') fields.id = value;
              else if (name === 'data') fields.data.push(value);
            }
            events.push({
              event: fields.event,
              id: fields.id,
              data: fields.data.join('\n'),
              at: performance.now(),
            });
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          events,
          next: (match, ms) =>
            new Promise((found, fail) => {
              const timer = setTimeout(() => fail(new Error(`no matching event within ${ms} ms`)), ms);
              const look = () => {
                const hit = events.find(match);
                if (hit) {
                  clearTimeout(timer);
                  found(hit);
                } else waiters.push(look);
              };
              look();
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}
