import type {
  ConsoleAnswer,
  FeedPullInput,
  FeedPullSettings,
  LeadDestinationSettings,
  SettingsOpeningHours,
  SiteContactSettings,
  SiteSettingsView,
  SiteTokenCreated,
  SiteTokenKind,
} from '@dealer/api-client';
import { siteTimeZone, WEEKDAYS } from '@dealer/site-registry';
import { parseSpecialDays, SettingsPanel } from '@dealer/ui';
import { data, Form } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleRead, formText, refusal, session } from '../../lib/console.server';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/settings';

export const meta = () => consoleTitle('Settings');

/** The site the page works on: `?site=` (a group's other sites), else the console's own. */
const siteOf = (request: Request) => pageUrl(request).searchParams.get('site') ?? '';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const site = siteOf(request);
  const settings = await consoleRead(() => consoleApi(ctx).siteSettings(site, session(request)));
  // The scheduled feed pull: a group admin's (the API refuses anyone else; a server without it: none).
  const feedPull: FeedPullSettings | null = settings.canManageTokens
    ? await consoleApi(ctx)
        .feedPull(settings.site.slug, session(request))
        .catch(() => null)
    : null;
  return { settings, feedPull, timeZone: siteTimeZone(ctx.site) };
}

/** The feed pull form's fields as posted, shown again beside the server's messages (never the secret). */
const FEED_PULL_FIELDS = ['url', 'authKind', 'username', 'intervalMinutes', 'mode', 'enabled'] as const;

/**
 * The posted feed pull as the API takes it: a blank secret is left out (the stored one is kept); minutes
 * that are not a number go as typed, so the server's message names the field.
 */
function feedPullInput(form: FormData): FeedPullInput {
  const kind = formText(form, 'authKind');
  const secret = formText(form, 'secret');
  const minutes = formText(form, 'intervalMinutes').trim();
  const auth =
    kind === 'basic'
      ? { kind, username: formText(form, 'username').trim(), ...(secret ? { password: secret } : {}) }
      : kind === 'bearer'
        ? { kind, ...(secret ? { token: secret } : {}) }
        : { kind };
  return {
    url: formText(form, 'url').trim(),
    auth: auth as FeedPullInput['auth'],
    intervalMinutes: (/^\d+$/.test(minutes) ? Number(minutes) : minutes) as number,
    mode: formText(form, 'mode') as FeedPullInput['mode'],
    enabled: formText(form, 'enabled') === 'on',
  };
}

/** One weekday's hours as posted: '' status = the day is not shown. */
function dayHours(form: FormData, name: string): SettingsOpeningHours | null {
  const status = formText(form, `${name}.status`);
  if (status !== 'open' && status !== 'closed' && status !== 'by_appointment') return null;
  const open = formText(form, `${name}.open`);
  const close = formText(form, `${name}.close`);
  return { status, ...(open ? { open } : {}), ...(close ? { close } : {}) };
}

/** The posted contact form as the API takes it; a special-hours line that cannot be read is named. */
function contactInput(
  form: FormData,
  settings: SiteSettingsView,
): { ok: true; contact: SiteContactSettings } | { ok: false; field: string; message: string } {
  const special = parseSpecialDays(formText(form, 'specialHours'));
  if (!special.ok)
    return { ok: false, field: 'specialHours', message: `Line ${special.line}: ${special.problem}` };
  const openingHours: SiteContactSettings['openingHours'] = {};
  for (const location of settings.site.locations) {
    const week: Partial<Record<string, SettingsOpeningHours>> = {};
    for (const day of WEEKDAYS) {
      const hours = dayHours(form, `hours.${location.id}.${day}`);
      if (hours) week[day] = hours;
    }
    openingHours[String(location.id)] = week;
  }
  return {
    ok: true,
    contact: {
      phone: formText(form, 'phone'),
      email: formText(form, 'email'),
      openingHours,
      specialHours: special.days,
    },
  };
}

/** A textarea of addresses: one a line (commas also split), blanks dropped. */
const lines = (form: FormData, key: string) =>
  formText(form, key)
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

function destinationsInput(form: FormData): LeadDestinationSettings {
  return {
    webhookUrls: lines(form, 'webhookUrls'),
    adfEmails: lines(form, 'adfEmails'),
    notificationEmails: lines(form, 'notificationEmails'),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const s = session(request);
  const site = siteOf(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const tokenId = formText(form, 'tokenId') || undefined;
  let answer: ConsoleAnswer<unknown>;
  if (intent === 'contact') {
    const settings = await consoleRead(() => api.siteSettings(site, s));
    const input = contactInput(form, settings);
    if (!input.ok)
      return data(
        { intent, error: 'Please check the special hours.', fields: { [input.field]: input.message } },
        { status: 400 },
      );
    answer = await api.saveContactSettings(site, input.contact, s);
  } else if (intent === 'destinations')
    answer = await api.saveLeadDestinations(site, destinationsInput(form), s);
  else if (intent === 'feed-pull') answer = await api.saveFeedPull(site, feedPullInput(form), s);
  else if (intent === 'feed-pull-now') answer = await api.pullFeedNow(site, s);
  else if (intent === 'feed-pull-remove') answer = await api.removeFeedPull(site, s);
  else if (intent === 'create-token')
    answer = await api.createSiteToken(
      site,
      { kind: formText(form, 'kind') as SiteTokenKind, label: formText(form, 'label') },
      s,
    );
  else if (intent === 'rotate' && tokenId)
    answer = await api.rotateSiteToken(site, tokenId, Number(formText(form, 'overlapHours') || 24), s);
  else if (intent === 'revoke' && tokenId) answer = await api.revokeSiteToken(site, tokenId, s);
  else return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
  if (!answer.ok) {
    const refused = refusal(intent, answer);
    const values =
      intent === 'feed-pull'
        ? Object.fromEntries(FEED_PULL_FIELDS.map((name) => [name, formText(form, name)]))
        : undefined;
    return data({ ...refused.data, tokenId, ...(values ? { values } : {}) }, refused.init ?? undefined);
  }
  const created =
    intent === 'create-token' || intent === 'rotate' ? (answer.body as SiteTokenCreated) : undefined;
  return { intent, tokenId, saved: !created && intent !== 'revoke', ...(created ? { created } : {}) };
}

/**
 * The console's Settings: contact details and hours; lead destinations, machine tokens and the scheduled
 * feed pull (group admins).
 */
export default function ConsoleSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Settings</h1>
      <SettingsPanel
        settings={loaderData.settings}
        timeZone={loaderData.timeZone}
        result={actionData ?? null}
        Form={Form}
        feedPull={loaderData.feedPull}
      />
    </>
  );
}
