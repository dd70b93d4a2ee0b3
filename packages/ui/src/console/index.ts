// The root entry's console names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { AuditLog, type AuditLogProps } from './AuditLog';
export {
  CONSOLE_NAV,
  type ConsoleNavItem,
  ConsoleShell,
  type ConsoleShellProps,
  type ConsoleShellStaff,
} from './ConsoleShell';
export {
  type ConsoleColumn,
  type ConsoleRowAttributes,
  ConsoleTable,
  type ConsoleTableProps,
} from './ConsoleTable';
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
} from './charts';
export { HeldLeads, type HeldLeadsProps, heldReason } from './inbox/HeldLeads';
export {
  type LeadActionError,
  type LeadCar,
  LeadDetail,
  type LeadDetailProps,
  type LeadFormComponent,
} from './inbox/LeadDetail';
export { LEAD_FILTER_KEYS, LeadInbox, type LeadInboxProps } from './inbox/LeadInbox';
export {
  LeadSearchBox,
  LeadSearchResults,
  type LeadSearchResultsProps,
  ShopperTimeline,
} from './inbox/LeadSearch';
export { LeadTasks, TaskForm, TodayList, type TodayTask } from './inbox/Tasks';
export { formatLeadTime, overdueTimer } from './inbox/time';
export {
  RULE_CATEGORIES,
  type RulePerson,
  type RuleSite,
  type RulesActionResult,
  RulesPanel,
  type RulesPanelProps,
} from './RulesPanel';
export { SettingsPanel, type SettingsPanelProps } from './settings/SettingsPanel';
export { parseSpecialDays, specialDayLines } from './settings/special-days';
export type { SettingsActionResult } from './settings/types';
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
} from './stock';
export { type TeamActionResult, TeamPanel, type TeamPanelProps } from './TeamPanel';
