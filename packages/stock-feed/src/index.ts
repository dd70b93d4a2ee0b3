// The public API of @dealer/stock-feed: DMS stock feeds (CSV, JSON, XML) onto the §3 Car record.

export { acceptedHeaders, FEED_ALIASES, headerKey } from './aliases.js';
export { type CsvRow, parseCsv } from './csv.js';
export { type DecodedFeed, decodeFeed, type FeedEncoding } from './decode.js';
export { DMS_HEADER, dmsCar, dmsExport, dmsRow, windows1252 } from './dms-sample.js';
export {
  FEED_FIELDS,
  type FeedField,
  type FeedRecord,
  feedRecordSchema,
  fieldOfHeader,
  parseFeedDate,
  REQUIRED_FIELDS,
} from './fields.js';
export { type FeedImageSource, feedImageSource } from './images.js';
export {
  DEFAULT_MAX_REMOVED_SHARE,
  formatFeedProblem,
  type ImportMode,
  type ImportOptions,
  type ImportReport,
  type ImportResult,
  importFeed,
} from './import.js';
export {
  type CarLock,
  keepLockedFields,
  LOCKABLE_FIELDS,
  type LockableField,
  locksOfEdit,
  type StockLocks,
} from './locks.js';
export {
  type CarIdentity,
  type FeedDealer,
  type FeedLocation,
  feedRecordToCar,
  feedSlug,
  locationOf,
} from './map.js';
export {
  QUICK_EDIT_FIELDS,
  QUICK_EDIT_MAX_PRICE,
  type QuickEditChanges,
  type QuickEditField,
  type QuickEditInput,
  type QuickEditResult,
  quickEdit,
} from './quick-edit.js';
export {
  type FeedColumn,
  type FeedFormat,
  type FeedProblem,
  feedFormatOf,
  type RawRecord,
  type ReadFeed,
  readFeed,
} from './read.js';
export { SAMPLE_HEADER, sampleCsvFeed, sampleCsvRow } from './sample.js';
