// The root entry's forms names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { FormTokenProvider } from './bot-trap';
export {
  EnquiryForm,
  type EnquiryFormProps,
  enquirySubmission,
  enquiryTypeOptions,
} from './EnquiryForm';
export {
  type CustomControl,
  errorMessage,
  type FieldOption,
  FormAlert,
  FormField,
  type FormFieldProps,
} from './fields';
export {
  type LeadServices,
  LeadServicesProvider,
  useLeadServices,
  useOptionalLeadServices,
} from './lead-services';
export {
  type StepField,
  type StepFieldGroup,
  StepForm,
  type StepFormProps,
  stepFieldNames,
} from './StepForm';
export { type AppointmentBookings, type BookingLocation, TestDriveTimes } from './TestDriveTimes';
export { controlValue, useEarlyInput } from './use-early-input';
export { type LeadFlowSetup, useLeadFlow } from './use-lead-flow';
