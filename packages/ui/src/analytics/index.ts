// The root entry's analytics names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export {
  type AnalyticsEntry,
  type AnalyticsEvents,
  analytics,
  analyticsEvents,
  analyticsPath,
  browserDataLayer,
  type DataLayer,
  type SearchEventInput,
} from './data-layer';
export {
  closeEarlyClicks,
  EARLY_CLICK_SELECTOR,
  EARLY_CLICKS_SCRIPT,
  EARLY_TAP_SELECTOR,
  replayEarlyTaps,
  takeEarlyClicks,
} from './early-clicks';
export { toggleFavourite } from './favourite';
export {
  useClickToCallTracking,
  usePageView,
  useProductView,
  useSearchEvent,
  useStepProgress,
} from './hooks';
