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
  type WireMessage,
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
  /**
   * Renders one worker works on at once (default 4); the rest wait on this thread, first come first served.
   * Without a bound, 50 connections of first visits put 50 pages' data and React trees on one worker's heap
   * at once, which grows its old generation (memory, #32) and makes every page wait for all of them.
   */
  inFlight?: number;
}

/** A render that waits for a worker to have room. */
interface Queued {
  wire: WireMessage;
  pending: Pending;
}

export async function createRenderPool({
  workers,
  workerUrl,
  assetsDir,
  renderer,
  inFlight = 4,
}: RenderPoolOptions): Promise<WebHandler> {
  if (!Number.isInteger(inFlight) || inFlight < 1)
    throw new Error(`inFlight must be 1 or more, got ${inFlight}`);
  let next = 0;
  let closing = false;
  const slots: Slot[] = [];
  const queue: Queued[] = [];

  /** Sends a render to the live worker with the fewest in flight, if one has room; false if none has. */
  const dispatch = ({ wire, pending }: Queued): boolean => {
    const live = slots.filter((slot) => slot.live && slot.renders.size < inFlight);
    if (live.length === 0) return false;
    const slot = live.reduce((least, slot) => (slot.renders.size < least.renders.size ? slot : least));
    const id = ++next;
    slot.renders.set(id, pending);
    const message: ToWorker = {
      type: 'render',
      id,
      request: wire,
      context: contextData(pending.context),
      formToken: pending.context.formToken !== undefined,
    };
    slot.worker.postMessage(message, transferOf(wire.body));
    return true;
  };
  /** A worker has room again (a render ended, a replacement started): the longest waiting go on. */
  const drain = () => {
    while (queue.length > 0 && dispatch(queue[0] as Queued)) queue.shift();
    if (queue.length > 0 && !slots.some((slot) => slot.live)) {
      for (const { pending } of queue.splice(0)) pending.reject(new Error('no render worker is running'));
    }
  };

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
          drain();
          return;
        }
        if (answer(worker, renders, message)) drain();
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
      drain();
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
      if (!slots.some((slot) => slot.live)) throw new Error('no render worker is running');
      return new Promise<Response>((resolve, reject) => {
        const queued = { wire, pending: { context, resolve, reject } };
        if (queue.length > 0 || !dispatch(queued)) queue.push(queued);
      });
    },
    async close() {
      closing = true;
      for (const { pending } of queue.splice(0)) pending.reject(new Error('the render pool is closing'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * A worker's message: a finished render (true: the worker has room for another), or a call of the page's
 * `fetchApi` / `formToken` to answer.
 */
function answer(worker: Worker, renders: Map<number, Pending>, message: FromWorker): boolean {
  if (message.type === 'ready') return false;
  const pending = renders.get(message.id);
  if (!pending) return false;
  if (message.type === 'done' || message.type === 'error') {
    renders.delete(message.id);
    if (message.type === 'done') pending.resolve(responseFromWire(message.response));
    else pending.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    return true;
  }
  void answerCall(worker, pending, message);
  return false;
}

/** Answers a worker's `fetchApi` / `formToken` call with the render's own context. */
async function answerCall(
  worker: Worker,
  pending: Pending,
  message: Extract<FromWorker, { type: 'api' | 'token' }>,
): Promise<void> {
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
