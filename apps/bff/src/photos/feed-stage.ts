import { type ApplyFeedOptions, applyFeed, type StoredImportReport } from '../inventory/feed.js';
import { type FeedPhotos, feedPhotos } from './feed-photos.js';
import type { FetchPhotoOptions } from './fetch.js';
import { photoStoreFor } from './store.js';

export interface FeedWithPhotosOptions extends Omit<ApplyFeedOptions, 'photos'> {
  /** The folder the feed's photo file names are read from (beside the feed, or the site's uploads). */
  photoFolder: string;
  /** The site's uploads in a shared photo store (name → SHA-256); found before the photo folder's. */
  sharedUploads?: Record<string, string>;
  fetch?: FetchPhotoOptions;
}

/** What the synchronous part of an import leaves: its report and the photos to fetch and check after. */
export interface StagedFeed {
  report: StoredImportReport;
  photos: Omit<FeedPhotos, 'photoUrl'>;
}

/**
 * The synchronous part of an import, all data in and out (it runs in the feed worker thread): photo
 * files stored while the feed is mapped, the stock files and the report written.
 */
export function stageFeedWithPhotos(options: Omit<FeedWithPhotosOptions, 'fetch'>): StagedFeed {
  const { photoFolder, sharedUploads, ...feed } = options;
  // A dry run stores nothing, photos included: the report says what the feed would do.
  if (feed.dryRun)
    return {
      report: applyFeed(feed),
      photos: {
        report: { stored: 0, fetching: 0, fetched: 0, problems: [], finished: true },
        remote: [],
        local: [],
      },
    };
  const store = photoStoreFor(feed.dataDir);
  const { photoUrl, ...photos } = feedPhotos(store, feed.site.slug, photoFolder, sharedUploads);
  const report = applyFeed({ ...feed, photos: { photoUrl, report: photos.report } });
  return { report, photos };
}
