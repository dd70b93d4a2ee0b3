// The root entry's finance names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export {
  FINANCE_POST_FIELDS,
  FINANCE_STEPS,
  FinanceApplication,
  type FinanceApplicationProps,
  type FinanceStep,
  financeLeadSetup,
  financeStepSpecs,
} from './FinanceApplication';
export { FinanceStepsPanel } from './FinanceSteps';
