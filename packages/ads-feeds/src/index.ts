export { carExclusion, siteExclusion, VIN_PATTERN } from './exclusions.js';
export {
  type AdsChannel,
  type AdsFeed,
  type AdsFeedInput,
  advertisedPrice,
  feedPrice,
  feedTsv,
  parseFeedTsv,
} from './feed.js';
export { GOOGLE_COLUMNS, googleVehicleAdsFeed } from './google.js';
export { GOOGLE_BODY_STYLES, googleBodyStyle } from './google-values.js';
export { META_COLUMNS, metaAutomotiveFeed } from './meta.js';
export { metaBodyStyle, metaDrivetrain, metaFuelType, metaTransmission } from './meta-values.js';
export {
  ATTRIBUTE_LISTS,
  type AttributeList,
  type AttributeSpec,
  type FeedProblem,
  validateFeed,
} from './validate.js';
