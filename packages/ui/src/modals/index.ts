// The root entry's modals names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export type { CarModalKind, CarModalProps } from './CarEnquiryModal';
export {
  CarModalButton,
  type CarModalButtonProps,
  carEnquiryPath,
  preloadCarModal,
} from './CarModalButton';
export { Dialog, type DialogProps } from './Dialog';
