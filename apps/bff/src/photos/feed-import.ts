import {
  type ApplyFeedOptions,
  applyFeed,
  type StoredImportReport,
  updateReportPhotos,
} from '../inventory/feed.js';
import { type FeedPhotoReport, feedPhotos, finishFeedPhotos } from './feed-photos.js';
import type { FetchPhotoOptions } from './fetch.js';
import { photoStoreFor } from './store.js';

export interface FeedWithPhotosOptions extends Omit<ApplyFeedOptions, 'photos'> {
  /** The folder the feed's photo file names are read from (beside the feed, or the site's uploads). */
  photoFolder: string;
  fetch?: FetchPhotoOptions;
}

/**
 * Applies a feed with its photos: files are stored while the feed is mapped, the import goes live, then
 * `done` fetches the photo URLs and checks every original, and writes how that went into the import's
 * report. The import never waits for a photo host.
 */
export function applyFeedWithPhotos(options: FeedWithPhotosOptions): {
  report: StoredImportReport;
  done: Promise<FeedPhotoReport>;
} {
  const { photoFolder, fetch, ...feed } = options;
  const store = photoStoreFor(feed.dataDir);
  const photos = feedPhotos(store, feed.site.slug, photoFolder);
  const report = applyFeed({ ...feed, photos });
  if (!report.applied) return { report, done: Promise.resolve(photos.report) };
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
