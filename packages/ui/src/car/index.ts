// The root entry's car names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { ActionPanel, type ActionPanelProps } from './ActionPanel';
export { CarSummary, type CarSummaryProps } from './CarSummary';
export { CinNotice, type CinNoticeProps } from './CinNotice';
export { CompareToggle, type CompareToggleProps } from './CompareToggle';
export { Gallery, type GalleryProps } from './Gallery';
export { PhoneReveal, type PhoneRevealProps } from './PhoneReveal';
export { PriceHistory, type PriceHistoryProps } from './PriceHistory';
export {
  DEALER_CONFIRMS_NOTE,
  ReservationModeProvider,
  reserveNote,
  useReservationMode,
} from './reservation-mode';
export { SpecList } from './SpecList';
export { StickyActionBar, type StickyActionBarProps } from './StickyActionBar';
export { similarHrefOf } from './similar-href';
export { WatchlistToggle, type WatchlistToggleProps } from './WatchlistToggle';
