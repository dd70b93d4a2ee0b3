import type { LeadStatus, StaffMember, StaffRole } from '@dealer/staff';

/**
 * The dealer console's JSON shapes (console: people and access, §2), as `/api/console/*` answers them. Times are ISO
 * strings. Errors are `{ error, fields? }`: 400 names the field, 401 not signed in, 404 not yours.
 */

export type { LeadStatus, StaffMember, StaffRole };

/** The signed-in person with what the console shows of their account. */
export interface ConsoleMe {
  staff: StaffMember;
  totpEnabled: boolean;
  /** Recovery codes the person has not used (0 while two-factor is off). */
  recoveryCodesLeft: number;
  /** The sites the person works on, with their names (for the site filter and switcher). */
  sites: { slug: string; name: string }[];
}

export interface ConsoleSignInInput {
  email: string;
  password: string;
  /** The 6-digit code of the authenticator app, when the person enrolled two-factor. */
  totp?: string;
}

export interface ConsoleSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** What proves it is still the person before a two-factor change: the password, and a current or recovery code. */
export interface TwoFactorProof {
  password: string;
  code?: string;
}

/** One-time recovery codes, shown once (null when none were made: a replaced authenticator keeps them). */
export interface RecoveryCodes {
  recoveryCodes: string[] | null;
}

export interface TotpEnrolment {
  /** The shared secret, base32 (for typing in by hand). */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
}

export interface TeamMember {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The sites the membership lists (a group admin: every site of the group). */
  siteSlugs: string[];
  totpEnabled: boolean;
  createdAt: string;
}

export interface InvitationInput {
  email: string;
  name: string;
  role: StaffRole;
  siteSlugs: string[];
}

export interface Invitation {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  siteSlugs: string[];
  createdAt: string;
  expiresAt: string;
  state: 'pending' | 'accepted' | 'expired' | 'revoked';
}

/** A new invitation: the link is shown once (only the token's hash is stored). */
export interface InvitationCreated extends Invitation {
  link: string;
}

/** What the invitation page shows before the person chooses a password. */
export interface InvitationPreview {
  email: string;
  name: string;
  role: StaffRole;
  groupId: string;
  expiresAt: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string | null; email: string | null };
  action: string;
  siteSlug: string | null;
  target: { type: string; id: string | null };
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditFilters {
  site?: string;
  action?: string;
  actor?: string;
  /** Entries before this ISO time (the next page: the last entry's `at`). */
  before?: string;
  limit?: number;
}

export interface LeadFilters {
  status?: LeadStatus;
  category?: string;
  source?: string;
  site?: string;
  /** ISO date or time: leads created at or after. */
  from?: string;
  /** ISO date or time: leads created before (a date alone: before the end of that day). */
  to?: string;
  /** A staff user id, or 'none' for unassigned leads. */
  assignee?: string;
  limit?: number;
}

export interface LeadAssignee {
  id: string;
  name: string;
}

/** One row of the inbox. */
/** Where a multi-step lead stands: finished, still being filled in, or delivered as abandoned (issue 29). */
export type LeadProgress = 'complete' | 'incomplete' | 'abandoned';

export interface ConsoleLeadSummary {
  id: string;
  siteSlug: string;
  createdAt: string;
  category: string | null;
  /** Where the lead came from: the utm_source, else the form it was sent from. */
  source: string | null;
  status: LeadStatus;
  lostReason: string | null;
  assignee: LeadAssignee | null;
  /** When the lead becomes overdue if nobody contacts it (null once contacted). */
  overdueAt: string | null;
  overdue: boolean;
  firstContactedAt: string | null;
  /** Absent from servers before issue 29: read as 'complete'. */
  progress?: LeadProgress;
  shopper: { name: string | null; email: string | null; phone: string | null };
  /** The car the lead is about, when there is one. */
  car: { id: number | null; title: string | null; stockNumber: string | null } | null;
}

/** A lead held for review: quarantined by the §1 bot screen, with its reason. */
export interface HeldLead {
  id: string;
  siteSlug: string;
  createdAt: string;
  category: string | null;
  reason: string | null;
  shopper: { name: string | null; email: string | null; phone: string | null };
}

export interface HeldLeadList {
  leads: HeldLead[];
  total: number;
}

export interface ConsoleLeadList {
  leads: ConsoleLeadSummary[];
  /** Leads of these sites held for review (absent for people who do not review them). */
  heldCount?: number;
  /** Leads of the filtered list that are overdue right now (over all matches, not only this page). */
  overdueCount: number;
  total: number;
}

export interface LeadNote {
  id: string;
  body: string;
  author: LeadAssignee | null;
  createdAt: string;
}

export interface LeadDelivery {
  channel: string | null;
  target: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  log: { attempt: number; at: string; result: string; error: string | null }[];
}

/** The lead page: everything the shopper gave, consent, delivery, notes and the history of changes. */
export interface ConsoleLeadDetail extends ConsoleLeadSummary {
  /** The §3 lead as the shopper sent it (car, test-drive time, trade-in, finance answers, visited pages, utm). */
  data: Record<string, unknown>;
  formCompleted: boolean;
  quarantined: boolean;
  consent: { noticeVersion: string; purposes: Record<string, boolean>; recordedAt: string }[];
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  history: AuditEntry[];
  /** The statuses this lead may move to now. */
  nextStatuses: LeadStatus[];
}

export interface AssignmentRule {
  id: string;
  siteSlug: string;
  locationId: string | null;
  category: string | null;
  staffIds: string[];
  lastAssigneeId: string | null;
}

export type AssignmentRuleInput = Omit<AssignmentRule, 'id' | 'lastAssigneeId'>;

/** The person's rules and the sites a rule may name, each with its §2 locations (ids as text). */
export interface AssignmentRuleBoard {
  rules: AssignmentRule[];
  sites: { slug: string; name: string; locations: { id: string; name: string }[] }[];
}

/** A weekday's opening hours as a site file and the console's Settings keep them (§3 opening_hours). */
export interface SettingsOpeningHours {
  status: 'open' | 'closed' | 'by_appointment';
  open?: string;
  close?: string;
  formated_hours?: string;
}

/** §9 special_hours: a dated exception (public holidays), optionally for one location. */
export interface SettingsSpecialDay {
  date: string;
  label: string;
  status: 'open' | 'closed' | 'by_appointment';
  open?: string;
  close?: string;
  location_id?: number;
}

/** A site's public contact details in the console's Settings; opening hours by location id. */
export interface SiteContactSettings {
  phone: string;
  email: string;
  openingHours: Record<string, Partial<Record<string, SettingsOpeningHours>>>;
  specialHours: SettingsSpecialDay[];
}

/** Where the site's leads go besides the inbox (private: never on a public page). */
export interface LeadDestinationSettings {
  webhookUrls: string[];
  adfEmails: string[];
  notificationEmails: string[];
}

export type SiteTokenKind = 'stock_feed' | 'leads_api' | 'ads_feed';

/** A machine token as the console lists it: never the token itself. */
export interface SiteTokenInfo {
  id: string;
  siteSlug: string;
  kind: SiteTokenKind;
  label: string;
  hint: string;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  replacedBy: string | null;
  /** By the server's clock, in the settings read (not in a write's answer). */
  state?: 'live' | 'ending' | 'ended' | 'revoked';
}

/** A token just made or rotated: `token` is shown this once. */
export interface SiteTokenCreated {
  token: string;
  info: SiteTokenInfo;
  old?: SiteTokenInfo;
}

/** A site's scheduled DMS feed pull as the console sees it (issue 28 item 6): never its secret. */
export interface FeedPullView {
  url: string;
  auth: { kind: 'none' | 'basic' | 'bearer'; username: string | null; secretSet: boolean };
  intervalMinutes: number;
  mode: 'replace' | 'upsert';
  enabled: boolean;
  nextAt: string;
  failures: number;
  /** `file`: written from the site file's `feed_pull` (until the console saves its own). */
  source: 'console' | 'file';
}

/** One pull's report (the import's counts in `summary`: records, added, updated, removed, rejected …). */
export interface FeedPullReportView {
  id: string;
  at: string;
  ok: boolean;
  error: string | null;
  summary: Record<string, unknown>;
}

/** GET /api/console/settings/feed-pull: the pull (or null) and its last reports, newest first. */
export interface FeedPullSettings {
  pull: FeedPullView | null;
  reports: FeedPullReportView[];
}

/** PUT /api/console/settings/feed-pull: a secret left out keeps the one stored (same auth kind). */
export interface FeedPullInput {
  url: string;
  auth:
    | { kind: 'none' }
    | { kind: 'basic'; username: string; password?: string }
    | { kind: 'bearer'; token?: string };
  intervalMinutes: number;
  mode: 'replace' | 'upsert';
  enabled: boolean;
}

/** GET /api/console/settings: the site's settings; destinations and tokens for a group admin only. */
export interface SiteSettingsView {
  site: { slug: string; name: string; locations: { id: number; name: string }[] };
  sites: { slug: string; name: string }[];
  contact: SiteContactSettings;
  contactSaved: boolean;
  canManageTokens: boolean;
  destinations?: LeadDestinationSettings;
  destinationsSaved?: boolean;
  operatorTokens?: Record<SiteTokenKind, boolean>;
  tokens?: SiteTokenInfo[];
}

/** What a console write answered without throwing: status, session cookies to relay, §8 messages. */
export interface ConsoleAnswer<T = unknown> {
  ok: boolean;
  status: number;
  setCookies: string[];
  body?: T;
  error?: string;
  fields?: Record<string, string>;
  /** Sign-in: the password was right and the person must give their two-factor code. */
  totpRequired?: boolean;
  /** Seconds to wait (429). */
  retryAfter?: number;
}
