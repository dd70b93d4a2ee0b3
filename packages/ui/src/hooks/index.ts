// The root entry's hooks names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { useEarlyValue } from './use-early-value';
export { type Store, useStore } from './use-store';
export { useSuggest } from './use-suggest';
