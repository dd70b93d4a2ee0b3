/**
 * §9 "Test-drive and event ids": ids 1 to 55 cover page views and the named events below.
 * Every event id used anywhere in the repo comes from here; no other file writes a bare number.
 */
export const EVENT_IDS = {
  // form submissions (§9)
  newVehicleEnquiry: 14,
  usedVehicleEnquiry: 15,
  specialOfferEnquiry: 16,
  testDriveNew: 17,
  tradeIn: 18,
  fleet: 19,
  serviceBooking: 20,
  parts: 21,
  generalEnquiry: 22,
  finance: 23,
  insurance: 24,
  competition: 27,
  financeLead: 28,
  sellMyCar: 40,
  reserve: 42,
  survey: 44,
  serviceEnquiry: 45,
  teamMember: 46,
  subscription: 47,
  testDriveUsed: 48,
  // §9 names no rental event; rental enquiries and bookings report this id, one §9 leaves unnamed (ours).
  rental: 49,
  careers: 51,
  // other events (§9)
  clickToCall: 25,
  calculator: 26,
  search: 29,
  stepProgress: 32,
  // §9 names the auth range 35-38 without naming each id; the order below is ours.
  authSignIn: 35,
  authSignOut: 36,
  authSignUp: 37,
  authPasswordReset: 38,
  favourite: 39,
  directions: 41,
  // §9 names the webchat range 54-55; 54 opens a chat, 55 sends a message.
  webchatOpened: 54,
  webchatMessage: 55,
} as const;

export type EventName = keyof typeof EVENT_IDS;
export type NamedEventId = (typeof EVENT_IDS)[EventName];

/** §9: event ids run from 1 to 55. */
export const MIN_EVENT_ID = 1;
export const MAX_EVENT_ID = 55;

export type EventKind =
  | 'page_view'
  | 'form_submission'
  | 'click_to_call'
  | 'calculator'
  | 'search'
  | 'step_progress'
  | 'auth'
  | 'favourite'
  | 'directions'
  | 'webchat';

const FORM_SUBMISSION_IDS: ReadonlySet<number> = new Set([
  EVENT_IDS.newVehicleEnquiry,
  EVENT_IDS.usedVehicleEnquiry,
  EVENT_IDS.specialOfferEnquiry,
  EVENT_IDS.testDriveNew,
  EVENT_IDS.tradeIn,
  EVENT_IDS.fleet,
  EVENT_IDS.serviceBooking,
  EVENT_IDS.parts,
  EVENT_IDS.generalEnquiry,
  EVENT_IDS.finance,
  EVENT_IDS.insurance,
  EVENT_IDS.competition,
  EVENT_IDS.financeLead,
  EVENT_IDS.sellMyCar,
  EVENT_IDS.reserve,
  EVENT_IDS.survey,
  EVENT_IDS.serviceEnquiry,
  EVENT_IDS.teamMember,
  EVENT_IDS.subscription,
  EVENT_IDS.testDriveUsed,
  EVENT_IDS.rental,
  EVENT_IDS.careers,
]);

const OTHER_KINDS: ReadonlyMap<number, EventKind> = new Map<number, EventKind>([
  [EVENT_IDS.clickToCall, 'click_to_call'],
  [EVENT_IDS.calculator, 'calculator'],
  [EVENT_IDS.search, 'search'],
  [EVENT_IDS.stepProgress, 'step_progress'],
  [EVENT_IDS.authSignIn, 'auth'],
  [EVENT_IDS.authSignOut, 'auth'],
  [EVENT_IDS.authSignUp, 'auth'],
  [EVENT_IDS.authPasswordReset, 'auth'],
  [EVENT_IDS.favourite, 'favourite'],
  [EVENT_IDS.directions, 'directions'],
  [EVENT_IDS.webchatOpened, 'webchat'],
  [EVENT_IDS.webchatMessage, 'webchat'],
]);

/** True for a whole number in the §9 range 1..55. */
export function isEventId(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_EVENT_ID && value <= MAX_EVENT_ID
  );
}

/**
 * What an event id stands for. Ids in 1..55 that §9 does not name are page views.
 * @throws RangeError for anything outside 1..55.
 */
export function eventKind(id: number): EventKind {
  if (!isEventId(id)) throw new RangeError(`Unknown event id ${String(id)}: event ids run from 1 to 55`);
  if (FORM_SUBMISSION_IDS.has(id)) return 'form_submission';
  return OTHER_KINDS.get(id) ?? 'page_view';
}

/** The catalogue name of a named event id, or undefined for page-view ids. */
export function eventName(id: number): EventName | undefined {
  for (const [name, value] of Object.entries(EVENT_IDS)) if (value === id) return name as EventName;
  return undefined;
}
