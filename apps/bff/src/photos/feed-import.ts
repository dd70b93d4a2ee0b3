import { type StoredImportReport, updateReportPhotos } from '../inventory/feed.js';
import { type FeedPhotoReport, finishFeedPhotos } from './feed-photos.js';
import type { FeedWithPhotosOptions } from './feed-stage.js';
import { stageFeedInWorker } from './feed-thread.js';
import { photoStoreFor } from './store.js';

export type { FeedWithPhotosOptions } from './feed-stage.js';

/**
 * Applies a feed with its photos: in a worker thread, files are stored while the feed is mapped and the
 * stock and report written; then `done` fetches the photo URLs and checks every original on this
 * thread's photo queue, and writes how that went into the import's report. The import never waits for a
 * photo host, and the event loop never waits for the import's CPU.
 */
export async function applyFeedWithPhotos(options: FeedWithPhotosOptions): Promise<{
  report: StoredImportReport;
  done: Promise<FeedPhotoReport>;
}> {
  const { fetch, ...feed } = options;
  const { report, photos } = await stageFeedInWorker(feed);
  if (!report.applied || report.dry_run) return { report, done: Promise.resolve(photos.report) };
  const store = photoStoreFor(feed.dataDir);
  const done = finishFeedPhotos(store, feed.site.slug, photos, fetch).then((finished) => {
    try {
      updateReportPhotos(feed.dataDir, feed.site, report.at, finished);
    } catch {
      // The data folder is gone (a server closed under the fetch): nothing to record the photos in.
    }
    return finished;
  });
  return { report, done };
}
