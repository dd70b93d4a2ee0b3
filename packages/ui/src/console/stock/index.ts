// The console's stock, reservations, content, dashboard and mail components.
export { DashboardPanel, MailList, responseText } from './Dashboard';
export { DashboardTrends, SalespeopleTable } from './DashboardTrends';
export { editableField, PageEditor, type PageEditorProps, PageList } from './PageEditor';
export { PostEditor, PostList } from './PostEditor';
export { PromotionList } from './PromotionList';
export { ReservationList, type ReservationListProps, reservationActions } from './Reservations';
export { ReviewList } from './ReviewList';
export { SitePicker } from './SitePicker';
export { FeedReports, type StockActionResult, StockList, type StockListProps } from './StockList';
