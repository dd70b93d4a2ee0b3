import { parentPort, workerData } from 'node:worker_threads';
import { type FeedWithPhotosOptions, stageFeedWithPhotos } from './feed-stage.js';

/**
 * The worker thread of one feed import (started by feed-thread.ts): reads the site's imported stock,
 * parses and maps the feed (@dealer/stock-feed), stores the feed's photo files, writes the stock files
 * atomically and keeps the report — all the CPU of an import, off the server's event loop. Posts the
 * report and the photos still to fetch/check back; an exception is posted as its message.
 */
const options = workerData as Omit<FeedWithPhotosOptions, 'fetch'>;
try {
  parentPort?.postMessage({ ok: true, staged: stageFeedWithPhotos(options) });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: (error as Error).message });
}
