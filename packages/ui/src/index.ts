// The card view a CarCard prints (the server computes it; stories and tests build one).
export { type CarCardView, type CardCar, carCardView } from '@dealer/reservations/rules';
export {
  type AnalyticsEntry,
  type AnalyticsEvents,
  analytics,
  analyticsEvents,
  analyticsPath,
  browserDataLayer,
  type DataLayer,
  type SearchEventInput,
} from './analytics/data-layer';
export {
  closeEarlyClicks,
  EARLY_CLICK_SELECTOR,
  EARLY_CLICKS_SCRIPT,
  EARLY_TAP_SELECTOR,
  replayEarlyTaps,
  takeEarlyClicks,
} from './analytics/early-clicks';
export { toggleFavourite } from './analytics/favourite';
export {
  useClickToCallTracking,
  usePageView,
  useProductView,
  useSearchEvent,
  useStepProgress,
} from './analytics/hooks';
export { ButtonGroupBlock } from './blocks/ButtonGroupBlock';
export { CarCarouselBlock, type CarCarouselBlockProps } from './blocks/CarCarouselBlock';
export { ContentBlocks, type ContentBlocksProps } from './blocks/ContentBlocks';
export { CUSTOM_COMPONENTS, CustomBlock } from './blocks/CustomBlock';
export { FaqBlock } from './blocks/FaqBlock';
export { FinanceCalculator, type FinanceCalculatorProps } from './blocks/FinanceCalculator';
export { HeadingBlock } from './blocks/HeadingBlock';
export { ImageBlock } from './blocks/ImageBlock';
export { LocationsBlock } from './blocks/LocationsBlock';
export { PromotionSliderBlock, type Slide, sliderSlides } from './blocks/PromotionSliderBlock';
export { ReviewsBlock } from './blocks/ReviewsBlock';
export { RichTextBlock } from './blocks/RichTextBlock';
export type { BlockData, CarouselData } from './blocks/types';
export { ActionPanel, type ActionPanelProps } from './car/ActionPanel';
export { CARD_IMAGE_SIZES, CarCard, type CarCardProps, type SimilarHref } from './car/CarCard';
export { CarGrid, type CarGridProps } from './car/CarGrid';
export { CarImage, type CarImageProps } from './car/CarImage';
export { CarSummary, type CarSummaryProps } from './car/CarSummary';
export { CinNotice, type CinNoticeProps } from './car/CinNotice';
export { CompareToggle, type CompareToggleProps } from './car/CompareToggle';
export { FavouriteButton, type FavouriteButtonProps } from './car/FavouriteButton';
export { Gallery, type GalleryProps } from './car/Gallery';
export { PhoneReveal, type PhoneRevealProps } from './car/PhoneReveal';
export { PriceHistory, type PriceHistoryProps } from './car/PriceHistory';
export { PriceTag } from './car/PriceTag';
export {
  DEALER_CONFIRMS_NOTE,
  ReservationModeProvider,
  reserveNote,
  useReservationMode,
} from './car/reservation-mode';
export { SpecList } from './car/SpecList';
export { StickyActionBar, type StickyActionBarProps } from './car/StickyActionBar';
export { similarHrefOf } from './car/similar-href';
export { TagBadge } from './car/TagBadge';
export { WatchlistToggle, type WatchlistToggleProps } from './car/WatchlistToggle';
export {
  RentalBooking,
  type RentalBookingAttempt,
  type RentalBookingInput,
  type RentalBookingProps,
} from './checkout/RentalBooking';
export { type ReserveAttempt, ReserveCheckout, type ReserveCheckoutProps } from './checkout/ReserveCheckout';
export {
  browserCompare,
  type CompareStore,
  createCompareStore,
  useCompare,
  useCompareRefused,
} from './compare';
export { AuditLog, type AuditLogProps } from './console/AuditLog';
export {
  CONSOLE_NAV,
  type ConsoleNavItem,
  ConsoleShell,
  type ConsoleShellProps,
  type ConsoleShellStaff,
} from './console/ConsoleShell';
export {
  type ConsoleColumn,
  type ConsoleRowAttributes,
  ConsoleTable,
  type ConsoleTableProps,
} from './console/ConsoleTable';
export {
  BarChart,
  type BarChartProps,
  type BarSeries,
  ChartFrame,
  type ChartTable,
  LineChart,
  type LineChartProps,
  linePath,
  niceMax,
} from './console/charts';
export { HeldLeads, type HeldLeadsProps, heldReason } from './console/inbox/HeldLeads';
export {
  type LeadActionError,
  type LeadCar,
  LeadDetail,
  type LeadDetailProps,
  type LeadFormComponent,
} from './console/inbox/LeadDetail';
export { LEAD_FILTER_KEYS, LeadInbox, type LeadInboxProps } from './console/inbox/LeadInbox';
export {
  LeadSearchBox,
  LeadSearchResults,
  type LeadSearchResultsProps,
  ShopperTimeline,
} from './console/inbox/LeadSearch';
export { TaskForm, TodayList, type TodayTask } from './console/inbox/Tasks';
export { formatLeadTime, overdueTimer } from './console/inbox/time';
export {
  RULE_CATEGORIES,
  type RulePerson,
  type RuleSite,
  type RulesActionResult,
  RulesPanel,
  type RulesPanelProps,
} from './console/RulesPanel';
export { SettingsPanel, type SettingsPanelProps } from './console/settings/SettingsPanel';
export { parseSpecialDays, specialDayLines } from './console/settings/special-days';
export type { SettingsActionResult } from './console/settings/types';
export {
  DashboardPanel,
  DashboardTrends,
  editableField,
  FeedReports,
  MailList,
  PageEditor,
  type PageEditorProps,
  PageList,
  PostEditor,
  PostList,
  PromotionList,
  ReservationList,
  type ReservationListProps,
  ReviewList,
  reservationActions,
  responseText,
  SalespeopleTable,
  SitePicker,
  type StockActionResult,
  StockList,
  type StockListProps,
} from './console/stock';
export { type TeamActionResult, TeamPanel, type TeamPanelProps } from './console/TeamPanel';
export {
  browserFavourites,
  createFavouritesStore,
  type FavouritesStore,
  type FavouritesSyncPort,
  useFavourites,
  useFavouritesFailure,
  useWatched,
} from './favourites';
export {
  FINANCE_POST_FIELDS,
  FINANCE_STEPS,
  FinanceApplication,
  type FinanceApplicationProps,
  type FinanceStep,
  financeLeadSetup,
  financeStepSpecs,
} from './finance/FinanceApplication';
export { FinanceStepsPanel } from './finance/FinanceSteps';
export { FormTokenProvider } from './forms/bot-trap';
export {
  EnquiryForm,
  type EnquiryFormProps,
  enquirySubmission,
  enquiryTypeOptions,
} from './forms/EnquiryForm';
export {
  type CustomControl,
  errorMessage,
  type FieldOption,
  FormAlert,
  FormField,
  type FormFieldProps,
} from './forms/fields';
export {
  type LeadServices,
  LeadServicesProvider,
  useLeadServices,
  useOptionalLeadServices,
} from './forms/lead-services';
export {
  type StepField,
  type StepFieldGroup,
  StepForm,
  type StepFormProps,
  stepFieldNames,
} from './forms/StepForm';
export { type AppointmentBookings, type BookingLocation, TestDriveTimes } from './forms/TestDriveTimes';
export { controlValue, useEarlyInput } from './forms/use-early-input';
export { type LeadFlowSetup, useLeadFlow } from './forms/use-lead-flow';
export { useEarlyValue } from './hooks/use-early-value';
export { type Store, useStore } from './hooks/use-store';
export { useSuggest } from './hooks/use-suggest';
export { SiteFooter, type SiteFooterProps } from './layout/SiteFooter';
export { SiteHeader, type SiteHeaderProps } from './layout/SiteHeader';
export { LinkProvider, UiLink, type UiLinkProps } from './link';
export {
  type ChipView,
  connectListing,
  FACET_LABELS,
  facetLabel,
  facetValuesOf,
  type ListingView,
  type PageLinkView,
  type PriceBandView,
  type RangeView,
  type RefinementItem,
  type RefinementListView,
  SORT_LABELS,
  type SortView,
} from './listing/connect-listing';
export { FilterPanel, type RefineFormProps } from './listing/FilterPanel';
export {
  FilterDrawer,
  type FilterDrawerProps,
  ListingLayout,
  type ListingLayoutProps,
} from './listing/ListingLayout';
export { ListingToolbar, Pagination } from './listing/ListingToolbar';
export type { ListingPage, ListingResult } from './listing/result';
export { SaveSearchForm, type SaveSearchFormProps } from './listing/SaveSearchForm';
export { SearchBox, type SearchBoxProps } from './listing/SearchBox';
export type { CarModalKind, CarModalProps } from './modals/CarEnquiryModal';
export {
  CarModalButton,
  type CarModalButtonProps,
  carEnquiryPath,
  preloadCarModal,
} from './modals/CarModalButton';
export { Dialog, type DialogProps } from './modals/Dialog';
export {
  BlogIndexPage,
  BlogPostPage,
  type Post,
  type PostSummary,
} from './pages/BlogPages';
export { ComparePage, type ComparePageProps } from './pages/ComparePage';
export { FavouritesPage, type FavouritesPageProps } from './pages/FavouritesPage';
export {
  type GarageFormErrors,
  GarageSignIn,
  type GarageSignInProps,
  GarageWatchlist,
  type GarageWatchlistProps,
} from './pages/GaragePage';
export { LocationsPage, type LocationsPageProps, mapHref } from './pages/LocationsPage';
export { type ModelSummary, ModelsPage, type ModelsPageProps } from './pages/ModelsPage';
export { PrivacyPage, type PrivacyPageProps } from './pages/PrivacyPage';
export { type Promotion, SpecialOffersPage, type SpecialOffersPageProps } from './pages/SpecialOffersPage';
export { themeStyle } from './theme';
export { Faq, type FaqItem, TRADE_IN_FAQ, tradeInFaq } from './trade-in/TradeInFaq';
export {
  postedValuation,
  TRADE_IN_STEPS,
  TRADE_IN_VALUATION_FIELD,
  TRADE_IN_VALUATION_STEP,
  TradeInValuation,
  type TradeInValuationProps,
  tradeInLeadSetup,
  tradeInStepSpecs,
  type ValuationAnswer,
  ValuationResult,
  valuationLeadFields,
  valuationRequest,
} from './trade-in/TradeInValuation';
