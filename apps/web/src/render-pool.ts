import { Worker } from 'node:worker_threads';
import type { DealerLoadContext, WebHandler } from '@dealer/api-client';
import {
  contextData,
  type FromWorker,
  responseFromWire,
  responseToWire,
  type ToWorker,
  toWire,
  transferOf,
} from './render-messages.js';

/**
 * Server rendering on worker threads (speed under load): a page's React render is one long synchronous task;
 * on the BFF's event loop it makes every other request wait behind it (a lead POST, a search, a cached
 * page). Here `workers` threads each run the server build (src/render-worker.ts) and the BFF's thread
 * only dispatches: a render goes to the worker with the fewest renders in flight, and the page's
 * `fetchApi` / `formToken` calls come back to the BFF's thread, which answers them with the context's
 * own functions. A worker that dies fails its renders (500s) and is replaced.
 */

interface Pending {
  context: DealerLoadContext;
  resolve(response: Response): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  renders: Map<number, Pending>;
  /** False once its thread has ended (until a replacement takes the slot). */
  live: boolean;
}

export interface RenderPoolOptions {
  workers: number;
  /** The worker script (dist/render-worker.js). */
  workerUrl: URL;
  assetsDir: string;
  /** A module URL whose `createWebHandler` the workers render with (default: this build's). */
  renderer?: string;
}

export async function createRenderPool({
  workers,
  workerUrl,
  assetsDir,
  renderer,
}: RenderPoolOptions): Promise<WebHandler> {
  let next = 0;
  let closing = false;
  const slots: Slot[] = [];

  const start = (index: number): Slot => {
    const worker = new Worker(workerUrl, { env: process.env, workerData: { renderer } });
    const renders = new Map<number, Pending>();
    let up = false;
    let failStart: (error: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      failStart = reject;
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          up = true;
          resolve();
          return;
        }
        void answer(worker, renders, message);
      });
    });
    // A replacement that fails to start is simply not there (handle() uses the live ones).
    ready.catch(() => undefined);
    const slot: Slot = { worker, ready, renders, live: true };
    // Before 'ready' an error fails the start; after it, 'exit' follows and does the rest.
    worker.on('error', (error) => failStart(error));
    worker.on('exit', (code) => {
      slot.live = false;
      failStart(new Error(`render worker exited (${code}) before it was ready`));
      for (const pending of renders.values()) pending.reject(new Error(`render worker exited (${code})`));
      renders.clear();
      // A worker that was rendering and died is replaced; one that never started is not (no restart loop).
      if (!closing && up && slots[index] === slot) slots[index] = start(index);
    });
    return slot;
  };

  for (let index = 0; index < workers; index++) slots.push(start(index));
  try {
    await Promise.all(slots.map((slot) => slot.ready));
  } catch (error) {
    closing = true;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    throw error;
  }

  return {
    assetsDir,
    async handle(request, context) {
      const wire = await toWire(request);
      const live = slots.filter((slot) => slot.live);
      if (live.length === 0) throw new Error('no render worker is running');
      const slot = live.reduce((least, slot) => (slot.renders.size < least.renders.size ? slot : least));
      const id = ++next;
      return new Promise<Response>((resolve, reject) => {
        slot.renders.set(id, { context, resolve, reject });
        const message: ToWorker = {
          type: 'render',
          id,
          request: wire,
          context: contextData(context),
          formToken: context.formToken !== undefined,
        };
        slot.worker.postMessage(message, transferOf(wire.body));
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/** A worker's message: a finished render, or a call of the page's `fetchApi` / `formToken` to answer. */
async function answer(worker: Worker, renders: Map<number, Pending>, message: FromWorker): Promise<void> {
  if (message.type === 'ready') return;
  const pending = renders.get(message.id);
  if (!pending) return;
  if (message.type === 'done' || message.type === 'error') {
    renders.delete(message.id);
    if (message.type === 'done') pending.resolve(responseFromWire(message.response));
    else pending.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    return;
  }
  const { id, call } = message;
  try {
    if (message.type === 'token') {
      const token = await (pending.context.formToken?.() ?? Promise.reject(new Error('no form tokens')));
      worker.postMessage({ type: 'token', id, call, token } satisfies ToWorker);
      return;
    }
    const { method, headers, body } = message.request;
    const response = await responseToWire(
      await pending.context.fetchApi(message.path, { method, headers, body }),
    );
    worker.postMessage({ type: 'api', id, call, response } satisfies ToWorker, transferOf(response.body));
  } catch (error) {
    worker.postMessage({ type: 'failed', id, call, message: (error as Error).message } satisfies ToWorker);
  }
}
