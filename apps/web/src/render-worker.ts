import { parentPort, workerData } from 'node:worker_threads';
import type { DealerLoadContext } from '@dealer/api-client';
import { createWebHandler } from './handler.js';
import {
  type FromWorker,
  fromWire,
  responseFromWire,
  responseToWire,
  type ToWorker,
  toWire,
  transferOf,
} from './render-messages.js';

/**
 * A render worker (src/render-pool.ts starts them): runs the React Router server build off the BFF's
 * event loop. Each page's `fetchApi` and `formToken` calls go back to the BFF's thread, which answers
 * them from its own app (search, stock, leads and the form-token key stay there).
 */
const port = parentPort;
if (!port) throw new Error('render-worker.js runs as a worker thread (src/render-pool.ts)');

// The renderer: this build's, or (workerData.renderer) a module exporting its own createWebHandler.
const renderer = (workerData as { renderer?: string } | undefined)?.renderer;
const make: typeof createWebHandler = renderer
  ? ((await import(renderer)) as { createWebHandler: typeof createWebHandler }).createWebHandler
  : createWebHandler;
const handler = await make({ workers: 0 });
const waiting = new Map<string, { resolve(value: never): void; reject(error: Error): void }>();
let calls = 0;

function post(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

/** Asks the BFF's thread and waits for its answer to this call. */
function ask<T>(id: number, message: (call: number) => FromWorker, transfer: ArrayBuffer[] = []): Promise<T> {
  const call = ++calls;
  return new Promise<T>((resolve, reject) => {
    waiting.set(`${id}:${call}`, { resolve: resolve as (value: never) => void, reject });
    post(message(call), transfer);
  });
}

async function render(message: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  const { id } = message;
  const context: DealerLoadContext = {
    ...message.context,
    async fetchApi(path, init) {
      // Through a Request so any body (string, form data, bytes) and its content type cross as bytes.
      const request = await toWire(new Request(new URL(path, 'http://in-process'), init));
      const answer = await ask<Extract<ToWorker, { type: 'api' }>>(
        id,
        (call) => ({ type: 'api', id, call, path, request }),
        transferOf(request.body),
      );
      return responseFromWire(answer.response);
    },
    ...(message.formToken
      ? {
          formToken: async () =>
            (await ask<Extract<ToWorker, { type: 'token' }>>(id, (call) => ({ type: 'token', id, call })))
              .token,
        }
      : {}),
  };
  try {
    const response = await responseToWire(await handler.handle(fromWire(message.request), context));
    post({ type: 'done', id, response }, transferOf(response.body));
  } catch (error) {
    post({ type: 'error', id, message: (error as Error).message, stack: (error as Error).stack });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') {
    void render(message);
    return;
  }
  const key = `${message.id}:${message.call}`;
  const pending = waiting.get(key);
  if (!pending) return;
  waiting.delete(key);
  if (message.type === 'failed') pending.reject(new Error(message.message));
  else pending.resolve(message as never);
});
post({ type: 'ready' });
