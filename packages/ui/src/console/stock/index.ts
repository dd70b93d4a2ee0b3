// The console's stock, reservations, content, dashboard and mail components.

export { BlockEditor, type BlockEditorProps, type BlockEditorResult } from './BlockEditor';
export {
  BLOCK_LABELS,
  blockFromForm,
  blockKind,
  type EditorBlockKind,
  fieldPath,
  newBlock,
  newBlockId,
} from './block-form';
export { ConflictChoice } from './ConflictChoice';
export { DatedPromotions, DeleteContentForm, PageCreateForm, PostCreateForm } from './ContentCreate';
export { DashboardPanel, MailList, responseText } from './Dashboard';
export { DashboardTrends, SalespeopleTable } from './DashboardTrends';
export { DatedPromotionEditForm, type PromotionEditResult } from './DatedPromotionEdit';
export { editableField, PageEditor, type PageEditorProps, PageList } from './PageEditor';
export { PostEditor, type PostEditorResult, PostList, postState } from './PostEditor';
export { PromotionList } from './PromotionList';
export { ReservationList, type ReservationListProps, reservationActions } from './Reservations';
export { ReviewList } from './ReviewList';
export { SitePicker } from './SitePicker';
export { FeedReports, type StockActionResult, StockList, type StockListProps } from './StockList';
