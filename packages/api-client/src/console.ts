import type { KyInstance, Options } from 'ky';
import type { SessionOptions } from './account.js';
import type {
  AssignmentRule,
  AssignmentRuleBoard,
  AssignmentRuleInput,
  AuditEntry,
  AuditFilters,
  ConsoleAnswer,
  ConsoleLeadDetail,
  ConsoleLeadList,
  ConsoleLeadSummary,
  ConsoleMe,
  ConsoleSession,
  ConsoleSignInInput,
  FeedPullInput,
  FeedPullSettings,
  FeedPullView,
  HeldLeadList,
  Invitation,
  InvitationCreated,
  InvitationInput,
  InvitationPreview,
  LeadDestinationSettings,
  LeadFilters,
  LeadNote,
  LeadStatus,
  RecoveryCodes,
  SiteContactSettings,
  SiteSettingsView,
  SiteTokenCreated,
  SiteTokenInfo,
  SiteTokenKind,
  StaffRole,
  TeamMember,
  TotpEnrolment,
  TwoFactorProof,
} from './console-types.js';
import { apiErrorFromBody } from './errors.js';
import { call } from './http.js';

/**
 * The dealer console's calls (console: people and access, §2) under `/api/console/*`. The session is the HttpOnly
 * `console_session` cookie: a browser sends it by itself; a server rendering a console page passes the
 * person's `Cookie` header and relays the `Set-Cookie` headers of sign-in and sign-out.
 *
 * Reads throw the §8 ApiError (401: not signed in, 404: not yours or not there). Writes never throw on
 * a refusal: they answer {@link ConsoleAnswer} with the server's message and field messages.
 */
export const CONSOLE_PATHS = {
  signIn: 'api/console/sign-in',
  signOut: 'api/console/sign-out',
  me: 'api/console/me',
  sessions: 'api/console/sessions',
  session: (id: string) => `api/console/sessions/${encodeURIComponent(id)}`,
  signOutEverywhere: 'api/console/sessions/revoke-all',
  totpEnrol: 'api/console/totp/enrol',
  totpConfirm: 'api/console/totp/confirm',
  totpDisable: 'api/console/totp/disable',
  recoveryCodes: 'api/console/totp/recovery-codes',
  password: 'api/console/password',
  forgotPassword: 'api/console/password/forgot',
  resetPassword: 'api/console/password/reset',
  invitations: 'api/console/invitations',
  invitation: (token: string) => `api/console/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `api/console/invitations/${encodeURIComponent(token)}/accept`,
  team: 'api/console/team',
  member: (userId: string) => `api/console/team/${encodeURIComponent(userId)}`,
  signOutMember: (userId: string) => `api/console/team/${encodeURIComponent(userId)}/sign-out`,
  resetMemberTwoFactor: (userId: string) => `api/console/team/${encodeURIComponent(userId)}/reset-two-factor`,
  audit: 'api/console/audit',
  leads: 'api/console/leads',
  leadsCsv: 'api/console/leads/export.csv',
  leadsStream: 'api/console/leads/stream',
  lead: (id: string) => `api/console/leads/${encodeURIComponent(id)}`,
  assign: (id: string) => `api/console/leads/${encodeURIComponent(id)}/assign`,
  status: (id: string) => `api/console/leads/${encodeURIComponent(id)}/status`,
  notes: (id: string) => `api/console/leads/${encodeURIComponent(id)}/notes`,
  heldLeads: 'api/console/leads/held',
  release: (id: string) => `api/console/leads/${encodeURIComponent(id)}/release`,
  discard: (id: string) => `api/console/leads/${encodeURIComponent(id)}/discard`,
  rules: 'api/console/assignment-rules',
  rule: (id: string) => `api/console/assignment-rules/${encodeURIComponent(id)}`,
  settings: 'api/console/settings',
  settingsContact: 'api/console/settings/contact',
  settingsDestinations: 'api/console/settings/destinations',
  settingsTokens: 'api/console/settings/tokens',
  settingsToken: (id: string) => `api/console/settings/tokens/${encodeURIComponent(id)}`,
  settingsTokenRotate: (id: string) => `api/console/settings/tokens/${encodeURIComponent(id)}/rotate`,
  settingsFeedPull: 'api/console/settings/feed-pull',
  settingsFeedPullNow: 'api/console/settings/feed-pull/now',
} as const;

/** The query string of a filter object: empty and undefined values left out. */
export function consoleQuery(filters: object): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

function sessionHeaders(session: SessionOptions): Record<string, string> {
  return session.cookie ? { cookie: session.cookie } : {};
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads that throw the §8 ApiError and writes that answer a ConsoleAnswer, for the signed-in person. */
export function consoleTransport(http: KyInstance) {
  async function write<T>(
    path: string,
    options: Options,
    session: SessionOptions,
  ): Promise<ConsoleAnswer<T>> {
    const response = await http(path, {
      throwHttpErrors: false,
      ...options,
      headers: sessionHeaders(session),
    });
    const setCookies = response.headers.getSetCookie?.() ?? [];
    const body = await readBody(response);
    if (response.ok)
      return {
        ok: true,
        status: response.status,
        setCookies,
        ...(body === undefined ? {} : { body: body as T }),
      };
    const error = apiErrorFromBody(response.status, response.statusText, body ?? null);
    const raw = (body ?? {}) as { totpRequired?: unknown };
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      setCookies,
      ...(error.serverMessage ? { error: error.serverMessage } : {}),
      ...(error.fields ? { fields: { ...error.fields } } : {}),
      ...(raw.totpRequired === true ? { totpRequired: true } : {}),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    };
  }
  const read = <T>(path: string, session: SessionOptions, searchParams?: URLSearchParams) =>
    call<T>(http, path, {
      method: 'get',
      headers: sessionHeaders(session),
      ...(searchParams && searchParams.size > 0 ? { searchParams } : {}),
    });
  const post = <T>(path: string, json: unknown, session: SessionOptions) =>
    write<T>(path, json === undefined ? { method: 'post' } : { method: 'post', json }, session);

  return { read, write, post };
}

/** The console calls over the client's ky instance (base URL, fetch and headers injected there). */
export function consoleCalls(http: KyInstance) {
  const { read, write, post } = consoleTransport(http);
  return {
    signIn: (input: ConsoleSignInInput, s: SessionOptions = {}) =>
      post<{ staff: ConsoleMe['staff'] }>(CONSOLE_PATHS.signIn, input, s),
    signOut: (s: SessionOptions = {}) => post<never>(CONSOLE_PATHS.signOut, undefined, s),
    me: (s: SessionOptions = {}) => read<ConsoleMe>(CONSOLE_PATHS.me, s),

    sessions: async (s: SessionOptions = {}) =>
      (await read<{ sessions: ConsoleSession[] }>(CONSOLE_PATHS.sessions, s)).sessions,
    revokeSession: (id: string, s: SessionOptions = {}) =>
      write<never>(CONSOLE_PATHS.session(id), { method: 'delete' }, s),
    signOutEverywhere: (s: SessionOptions = {}) => post<never>(CONSOLE_PATHS.signOutEverywhere, undefined, s),

    /** Starts (or, with a current code, replaces) two-factor: the password always, the code while it is on. */
    totpEnrol: (proof: TwoFactorProof, s: SessionOptions = {}) =>
      post<TotpEnrolment>(CONSOLE_PATHS.totpEnrol, proof, s),
    /** Confirms the new authenticator; the recovery codes when they were made (shown once), else null. */
    totpConfirm: (code: string, s: SessionOptions = {}) =>
      post<RecoveryCodes>(CONSOLE_PATHS.totpConfirm, { code }, s),
    totpDisable: (proof: Required<TwoFactorProof>, s: SessionOptions = {}) =>
      post<never>(CONSOLE_PATHS.totpDisable, proof, s),
    /** Ten new recovery codes (every earlier one void), shown once. */
    newRecoveryCodes: (proof: Required<TwoFactorProof>, s: SessionOptions = {}) =>
      post<RecoveryCodes>(CONSOLE_PATHS.recoveryCodes, proof, s),
    /** Changes the password (the current one needed); the person's other sessions end. */
    changePassword: (input: { currentPassword: string; newPassword: string }, s: SessionOptions = {}) =>
      post<never>(CONSOLE_PATHS.password, input, s),
    /** Asks for a reset link by mail: the same answer whether or not the email has an account. */
    forgotPassword: (email: string) => post<{ message: string }>(CONSOLE_PATHS.forgotPassword, { email }, {}),
    /** Sets a new password with a mailed link's token (once, within 30 minutes); every session ends. */
    resetPassword: (input: { token: string; password: string }) =>
      post<never>(CONSOLE_PATHS.resetPassword, input, {}),

    invitations: async (s: SessionOptions = {}) =>
      (await read<{ invitations: Invitation[] }>(CONSOLE_PATHS.invitations, s)).invitations,
    invite: (input: InvitationInput, s: SessionOptions = {}) =>
      post<InvitationCreated>(CONSOLE_PATHS.invitations, input, s),
    revokeInvitation: (id: string, s: SessionOptions = {}) =>
      write<never>(CONSOLE_PATHS.invitation(id), { method: 'delete' }, s),
    invitation: (token: string) => read<InvitationPreview>(CONSOLE_PATHS.invitation(token), {}),
    acceptInvitation: (token: string, input: { password: string; name?: string }, s: SessionOptions = {}) =>
      post<{ staff: ConsoleMe['staff'] }>(CONSOLE_PATHS.acceptInvitation(token), input, s),

    team: async (s: SessionOptions = {}) =>
      (await read<{ members: TeamMember[] }>(CONSOLE_PATHS.team, s)).members,
    changeMember: (
      userId: string,
      change: { role: StaffRole; siteSlugs: string[] },
      s: SessionOptions = {},
    ) => write<{ member: TeamMember }>(CONSOLE_PATHS.member(userId), { method: 'patch', json: change }, s),
    removeMember: (userId: string, s: SessionOptions = {}) =>
      write<never>(CONSOLE_PATHS.member(userId), { method: 'delete' }, s),
    /** Ends every session of a person the caller manages (an admin's "sign them out everywhere"). */
    signOutMember: (userId: string, s: SessionOptions = {}) =>
      post<{ revoked: number }>(CONSOLE_PATHS.signOutMember(userId), undefined, s),
    /** A group admin turns a person's two-factor off (audited; the person is told by mail). */
    /** A group admin turns someone's two-factor off, proving it is them (their password, and code when on). */
    resetMemberTwoFactor: (userId: string, proof: TwoFactorProof, s: SessionOptions = {}) =>
      post<never>(CONSOLE_PATHS.resetMemberTwoFactor(userId), proof, s),

    audit: (filters: AuditFilters = {}, s: SessionOptions = {}) =>
      read<{ entries: AuditEntry[] }>(CONSOLE_PATHS.audit, s, consoleQuery(filters)),

    leads: (filters: LeadFilters = {}, s: SessionOptions = {}) =>
      read<ConsoleLeadList>(CONSOLE_PATHS.leads, s, consoleQuery(filters)),
    /** The URL of the CSV export of a filtered list (a download link; the cookie goes along). */
    leadsCsvUrl: (filters: LeadFilters = {}) => {
      const query = consoleQuery(filters).toString();
      return `/${CONSOLE_PATHS.leadsCsv}${query ? `?${query}` : ''}`;
    },
    leadsCsv: (filters: LeadFilters = {}, s: SessionOptions = {}) =>
      call<string>(
        http,
        CONSOLE_PATHS.leadsCsv,
        { method: 'get', headers: sessionHeaders(s), searchParams: consoleQuery(filters) },
        'text',
      ),
    /** The server-sent events URL of new leads (`event: lead`, data: a ConsoleLeadSummary). */
    leadsStreamUrl: () => `/${CONSOLE_PATHS.leadsStream}`,
    lead: (id: string, s: SessionOptions = {}) => read<ConsoleLeadDetail>(CONSOLE_PATHS.lead(id), s),
    assign: (id: string, assigneeId: string | null, s: SessionOptions = {}) =>
      post<ConsoleLeadSummary>(CONSOLE_PATHS.assign(id), { assigneeId }, s),
    setStatus: (id: string, status: LeadStatus, lostReason?: string, s: SessionOptions = {}) =>
      post<ConsoleLeadSummary>(
        CONSOLE_PATHS.status(id),
        lostReason === undefined ? { status } : { status, lostReason },
        s,
      ),
    addNote: (id: string, body: string, s: SessionOptions = {}) =>
      post<LeadNote>(CONSOLE_PATHS.notes(id), { body }, s),
    /** Leads held for review (quarantined by the bot screen) of the sites the person assigns leads on. */
    heldLeads: (s: SessionOptions = {}) => read<HeldLeadList>(CONSOLE_PATHS.heldLeads, s),
    /** Delivers a held lead as a normal lead (into the inbox and the CRM); audited. */
    releaseHeld: (id: string, s: SessionOptions = {}) => post<never>(CONSOLE_PATHS.release(id), undefined, s),
    /** Keeps a held lead, marked discarded, out of the held list; audited. */
    discardHeld: (id: string, s: SessionOptions = {}) => post<never>(CONSOLE_PATHS.discard(id), undefined, s),

    assignmentRules: async (s: SessionOptions = {}) =>
      (await read<{ rules: AssignmentRule[] }>(CONSOLE_PATHS.rules, s)).rules,
    /** The rules with the sites (and their locations) a rule may name: what the rules page shows. */
    assignmentRuleBoard: (s: SessionOptions = {}) => read<AssignmentRuleBoard>(CONSOLE_PATHS.rules, s),
    addAssignmentRule: (rule: AssignmentRuleInput, s: SessionOptions = {}) =>
      post<AssignmentRule>(CONSOLE_PATHS.rules, rule, s),
    changeAssignmentRule: (id: string, rule: AssignmentRuleInput, s: SessionOptions = {}) =>
      write<AssignmentRule>(CONSOLE_PATHS.rule(id), { method: 'patch', json: rule }, s),
    removeAssignmentRule: (id: string, s: SessionOptions = {}) =>
      write<never>(CONSOLE_PATHS.rule(id), { method: 'delete' }, s),

    /** A site's Settings (issue 28: settings without a restart); `site` empty = the console's own site. */
    siteSettings: (site: string, s: SessionOptions = {}) =>
      read<SiteSettingsView>(CONSOLE_PATHS.settings, s, consoleQuery({ site })),
    saveContactSettings: (site: string, contact: SiteContactSettings, s: SessionOptions = {}) =>
      write<{ contact: SiteContactSettings }>(
        CONSOLE_PATHS.settingsContact,
        { method: 'put', json: contact, searchParams: consoleQuery({ site }) },
        s,
      ),
    saveLeadDestinations: (site: string, destinations: LeadDestinationSettings, s: SessionOptions = {}) =>
      write<{ destinations: LeadDestinationSettings }>(
        CONSOLE_PATHS.settingsDestinations,
        { method: 'put', json: destinations, searchParams: consoleQuery({ site }) },
        s,
      ),
    createSiteToken: (site: string, input: { kind: SiteTokenKind; label: string }, s: SessionOptions = {}) =>
      write<SiteTokenCreated>(
        CONSOLE_PATHS.settingsTokens,
        { method: 'post', json: input, searchParams: consoleQuery({ site }) },
        s,
      ),
    rotateSiteToken: (site: string, id: string, overlapHours: number, s: SessionOptions = {}) =>
      write<SiteTokenCreated>(
        CONSOLE_PATHS.settingsTokenRotate(id),
        { method: 'post', json: { overlapHours }, searchParams: consoleQuery({ site }) },
        s,
      ),
    /** The site's scheduled feed pull and its last reports (a group admin's; 404 for anyone else). */
    feedPull: (site: string, s: SessionOptions = {}) =>
      read<FeedPullSettings>(CONSOLE_PATHS.settingsFeedPull, s, consoleQuery({ site })),
    saveFeedPull: (site: string, input: FeedPullInput, s: SessionOptions = {}) =>
      write<{ pull: FeedPullView }>(
        CONSOLE_PATHS.settingsFeedPull,
        { method: 'put', json: input, searchParams: consoleQuery({ site }) },
        s,
      ),
    removeFeedPull: (site: string, s: SessionOptions = {}) =>
      write<{ pull: null }>(
        CONSOLE_PATHS.settingsFeedPull,
        { method: 'delete', searchParams: consoleQuery({ site }) },
        s,
      ),
    /** Makes the pull due now (the server's next pass, within its tick, pulls it); audited. */
    pullFeedNow: (site: string, s: SessionOptions = {}) =>
      write<{ pull: FeedPullView }>(
        CONSOLE_PATHS.settingsFeedPullNow,
        { method: 'post', searchParams: consoleQuery({ site }) },
        s,
      ),
    revokeSiteToken: (site: string, id: string, s: SessionOptions = {}) =>
      write<{ info: SiteTokenInfo }>(
        CONSOLE_PATHS.settingsToken(id),
        { method: 'delete', searchParams: consoleQuery({ site }) },
        s,
      ),
  };
}

export type ConsoleCalls = ReturnType<typeof consoleCalls>;
