import { type FetchPhotoOptions, fetchPhoto, PhotoHostError } from './fetch.js';
import { looksLikeImage, photoKey, photoUrl as photoUrlOf } from './rules.js';
import { publishUpload } from './shared-uploads.js';
import type { PhotoStore } from './store.js';
import { readPhotoFile } from './store.js';
import { uploadedPhoto } from './uploads.js';

/**
 * A feed's photos, in the order the feed lists them (the first is the primary photo): a file name is
 * read from the folder beside the feed (CLI) or of the site's uploads (push) and stored at once; a URL is
 * given its pipeline URL now and fetched by `finishFeedPhotos` after the import is live, so a slow or
 * dead photo host never holds an import up. Every photo that cannot be used is reported with its stock
 * number; a car keeps the photos that work (with none, the generated drawings stand in).
 */

export interface PhotoProblem {
  stocknum: string;
  source: string;
  error: string;
}

export interface FeedPhotoReport {
  stored: number;
  /** URLs still being fetched when the import was applied. */
  fetching: number;
  fetched: number;
  problems: PhotoProblem[];
  /** True once every URL was tried and every original checked. */
  finished: boolean;
}

export interface FeedPhotos {
  /** The feed mapping's `photoUrl`: a source and its car → the URL the site serves, or null. */
  photoUrl: (source: string, stocknum: string) => string | null;
  report: FeedPhotoReport;
  /** URLs to fetch once the import is applied. */
  remote: PhotoSource[];
  /** Files stored now, checked in full (dimensions) once the import is applied. */
  local: PhotoSource[];
}

interface PhotoSource {
  stocknum: string;
  source: string;
  url: string;
  /** An upload in the shared photo store (its SHA-256): copied to the car's original once live. */
  upload?: string;
}

const URL_SOURCE = /^https?:\/\//i;

export function feedPhotos(
  store: PhotoStore,
  site: string,
  folder: string,
  /** The site's uploads in a shared photo store (name → SHA-256, shared-uploads.ts); they go first. */
  shared: Readonly<Record<string, string>> = {},
): FeedPhotos {
  const report: FeedPhotoReport = { stored: 0, fetching: 0, fetched: 0, problems: [], finished: false };
  const remote: PhotoSource[] = [];
  const local: PhotoSource[] = [];
  const queued = new Set<string>();
  const photoUrl = (source: string, stocknum: string): string | null => {
    const problem = (error: string) => {
      report.problems.push({ stocknum, source, error });
      return null;
    };
    if (URL_SOURCE.test(source)) {
      const url = store.remoteUrl(site, stocknum, source);
      if (!store.has(url) && !queued.has(url)) {
        queued.add(url);
        remote.push({ stocknum, source, url });
        report.fetching++;
      }
      return url;
    }
    // #30 item 7: importFeed passes only http(s) URLs and plain file names; a path never reaches a page.
    if (/[/\\]/.test(source)) return problem('Not a photo URL or file name');
    const sharedUpload = Object.hasOwn(shared, source) ? shared[source] : undefined;
    if (sharedUpload) {
      // Checked when it was uploaded; copied to the car's key in the bucket once the import is live.
      const url = photoUrlOf(site, stocknum, photoKey('file', sharedUpload));
      report.stored++;
      local.push({ stocknum, source, url, upload: sharedUpload });
      return url;
    }
    const uploaded = uploadedPhoto(folder, source);
    if (uploaded) {
      // Checked when it was uploaded: linked in, not read again.
      let url: string;
      try {
        url = store.addOriginalFile(site, stocknum, uploaded.file, uploaded.sha256);
      } catch (error) {
        return problem((error as Error).message);
      }
      report.stored++;
      local.push({ stocknum, source, url });
      return url;
    }
    const bytes = readPhotoFile(folder, source);
    if (!bytes) return problem(`No photo file named ${source} beside the feed`);
    if (!looksLikeImage(bytes)) return problem('The file is not an image (JPEG, PNG, WebP or AVIF)');
    report.stored++;
    const url = store.addOriginal(site, stocknum, bytes);
    local.push({ stocknum, source, url });
    return url;
  };
  return { photoUrl, report, remote, local };
}

/**
 * After the import is live: fetches the feed's photo URLs (a few at a time) into the photo store, copies
 * the feed's files into a shared photo store (a bucket) and checks every stored original in full (import priority: pages first), recording each failure. Resolves with the finished
 * report; never rejects.
 */
export async function finishFeedPhotos(
  store: PhotoStore,
  site: string,
  photos: Omit<FeedPhotos, 'photoUrl'>,
  options: FetchPhotoOptions & { parallel?: number } = {},
): Promise<FeedPhotoReport> {
  const { report } = photos;
  const waiting = [...photos.remote];
  // A host that cannot be reached is not asked again for this feed's other photos.
  const deadHosts = new Map<string, string>();
  const worker = async () => {
    for (let item = waiting.shift(); item; item = waiting.shift()) {
      const host = new URL(item.source).host;
      try {
        // Already in a shared photo store (fetched through another copy): not fetched again.
        if (store.objects.kind !== 'folder' && (await store.stored(item.url))) continue;
        const dead = deadHosts.get(host);
        if (dead) throw new Error(dead);
        const bytes = await fetchPhoto(item.source, options);
        await store.addRemote(site, item.stocknum, item.source, bytes);
        report.fetched++;
      } catch (error) {
        if (error instanceof PhotoHostError) deadHosts.set(host, error.message);
        report.problems.push({
          stocknum: item.stocknum,
          source: item.source,
          error: (error as Error).message,
        });
      } finally {
        report.fetching--;
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  for (const item of photos.local) {
    const published = item.upload
      ? publishUpload(store.objects, item.url, item.upload)
      : store.publish(item.url);
    await published
      .then(() => store.check(item.url))
      .catch((error: Error) => {
        report.problems.push({ stocknum: item.stocknum, source: item.source, error: error.message });
      });
  }
  report.finished = true;
  return report;
}
