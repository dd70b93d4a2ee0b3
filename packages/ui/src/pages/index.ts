// The root entry's pages names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export {
  BlogIndexPage,
  BlogPostPage,
  type Post,
  type PostSummary,
} from './BlogPages';
export { ComparePage, type ComparePageProps } from './ComparePage';
export { FavouritesPage, type FavouritesPageProps } from './FavouritesPage';
export { type GarageAlert, GarageAlerts, type GarageAlertsProps } from './GarageAlerts';
export {
  type GarageFormErrors,
  GarageSignIn,
  type GarageSignInProps,
  GarageWatchlist,
  type GarageWatchlistProps,
} from './GaragePage';
export { LocationsPage, type LocationsPageProps, mapHref } from './LocationsPage';
export { type ModelSummary, ModelsPage, type ModelsPageProps } from './ModelsPage';
export { PrivacyPage, type PrivacyPageProps } from './PrivacyPage';
export { type Promotion, SpecialOffersPage, type SpecialOffersPageProps } from './SpecialOffersPage';
