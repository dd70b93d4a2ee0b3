// The root entry: every public name, by area. Each area is a barrel of its own (`./forms/index.ts`, …) and
// this file only re-exports the barrels, so a bundler reaches an area's modules only when the app imports
// one of its names. Vite and webpack drop unused modules anyway; esbuild's code splitting does not: it puts
// every module a lazy chunk (the enquiry modal) shares with any file reachable from a used file into the
// first load, so when this file named the forms' modules directly, one <CarCard> cost ~127 KB gzip there
// (the forms, zod with its locales, react-hook-form). A module imported by the lazy modal must only be
// re-exported through a barrel (never here by name), and library code imports modules, never a barrel.

export * from './analytics';
export * from './blocks';
export * from './car';
export * from './card';
export * from './checkout';
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
export { LeadTasks, TaskForm, TodayList, type TodayTask } from './console/inbox/Tasks';
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
  BLOCK_LABELS,
  BlockEditor,
  type BlockEditorProps,
  type BlockEditorResult,
  blockFromForm,
  blockKind,
  DashboardPanel,
  DashboardTrends,
  DatedPromotionEditForm,
  DatedPromotions,
  DeleteContentForm,
  type EditorBlockKind,
  editableField,
  FeedReports,
  fieldPath,
  MailList,
  newBlock,
  newBlockId,
  PageCreateForm,
  PageEditor,
  type PageEditorProps,
  PageList,
  PostCreateForm,
  PostEditor,
  type PostEditorResult,
  PostList,
  type PromotionEditResult,
  PromotionList,
  postState,
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
export * from './finance';
export * from './forms';
export * from './hooks';
export * from './layout';
export { LinkProvider, UiLink, type UiLinkProps } from './link';
export * from './listing';
export * from './modals';
export * from './pages';
export { themeStyle } from './theme';
export * from './trade-in';
