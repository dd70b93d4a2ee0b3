// The public API of @dealer/content-blocks: the §1 content-block page builder model, framework-free.
export {
  BLOCK_TYPES,
  type Block,
  type BlockInput,
  type BlockOf,
  type BlockType,
  type ButtonGroupBlock,
  blockSchema,
  type CarCarouselBlock,
  type CustomBlock,
  type FaqBlock,
  type HeadingBlock,
  type ImageBlock,
  type LocationsBlock,
  MAX_CUSTOM_PROPS_LENGTH,
  MAX_REVIEWS,
  MAX_RICH_TEXT_LENGTH,
  MIN_REVIEW_RATING,
  PROMOTION_SLIDE_SIZE,
  type PromotionSliderBlock,
  type ReviewsBlock,
  type RichTextBlock,
  savedSearchSchema,
} from './blocks.js';
export { BREAKPOINT_NAMES, BREAKPOINTS, type Breakpoint, breakpointAt, mediaQuery } from './breakpoints.js';
export {
  type Button,
  type ButtonAttributes,
  buttonAttributes,
  buttonSchema,
  MAX_BUTTON_PADDING_PX,
  safeHrefSchema,
} from './button.js';
export { type CustomProps, customProps, type Logger } from './custom.js';
export { isSafeHref, isSafeImageSrc, MAX_HREF_LENGTH } from './href.js';
export {
  formatPageProblems,
  MAX_BLOCKS_PER_PAGE,
  type Page,
  type PageInput,
  type PageParseResult,
  type PageProblem,
  pageSchema,
  parsePage,
} from './page.js';
export { type Review, type ReviewInput, reviewSchema, reviewSourceLabel, selectReviews } from './reviews.js';
export { htmlToText, SANITISE_POLICY, sanitiseHtml } from './sanitise.js';
export { type BlockLocation, blockLocations, type CarouselSearch, carouselSearch } from './site-blocks.js';
export {
  ALIGNMENTS,
  type Alignment,
  CLASS_TOKEN,
  type Colour,
  colourSchema,
  colourValue,
  hiddenClass,
  isVisibleAt,
  MAX_CLASS_TOKENS,
  MAX_SPACING_PX,
  type Spacing,
  styleToCss,
  THEME_COLOURS,
  type ThemeColour,
  type TuneStyle,
  type Tunes,
  tuneStyle,
  tunesSchema,
  visibilityCss,
} from './tunes.js';
export {
  currentVersion,
  DEFAULT_VERSIONS_KEPT,
  nextVersion,
  type PageVersion,
  previousVersion,
  restoreVersion,
} from './versions.js';
