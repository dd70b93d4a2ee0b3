// The root entry's layout names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
