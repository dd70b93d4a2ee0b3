import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FeedWithPhotosOptions, StagedFeed } from './feed-stage.js';

/**
 * Runs the synchronous part of a feed import (parse, map, validate, photo files, stock files, report) in
 * a `node:worker_threads` worker, so a 10,000-car feed never stalls the server's pages. From the built
 * server (dist/) the worker is dist/feed-worker.js; from the sources (tests, tsx) it is feed-worker.ts
 * loaded through tsx.
 */
export function stageFeedInWorker(options: Omit<FeedWithPhotosOptions, 'fetch'>): Promise<StagedFeed> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './feed-worker.ts' : './feed-worker.js', import.meta.url);
  const worker = new Worker(entry, {
    workerData: options,
    // tsx by its own path: the worker may start from any working directory.
    execArgv: fromSource
      ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
      : [],
  });
  return new Promise<StagedFeed>((resolve, reject) => {
    let answered = false;
    worker.once('message', (message: { ok: true; staged: StagedFeed } | { ok: false; error: string }) => {
      answered = true;
      if (message.ok) resolve(message.staged);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The feed worker stopped (exit code ${code}) before answering`));
    });
  });
}
