import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { canAccess, sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { adsFeedTokenName } from '../http/ads-feed-auth.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { leadsTokenName } from '../http/dealer-auth.js';
import { NO_STORE } from '../http/security.js';
import { isConnectable } from '../outbound/address.js';
import { contactSettingsSchema, destinationSettingsSchema } from '../sites/settings-store.js';
import { DEFAULT_OVERLAP_MS, SITE_TOKEN_KINDS, SiteTokens, tokenState } from '../sites/site-tokens.js';
import { auditedWrite, notFound, notSaved, parseBody, UUID } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { feedTokenName } from './stock-feed.js';

/**
 * The console's Settings (issue 28 item 7: settings without a restart), per site (`?site=`):
 *   GET    /api/console/settings                      → contact, and for a group admin destinations + tokens
 *   PUT    /api/console/settings/contact              {phone, email, openingHours, specialHours} (content.edit)
 *   PUT    /api/console/settings/destinations         {webhookUrls, adfEmails, notificationEmails} (tokens.manage)
 *   POST   /api/console/settings/tokens               {kind, label} → 201 {token (shown once), info}
 *   POST   /api/console/settings/tokens/{id}/rotate   {overlapHours} → {token, info, old}
 *   DELETE /api/console/settings/tokens/{id}          → {info}
 * Tokens and lead destinations are a group admin's (`tokens.manage`); a site the person may not touch is
 * not found. Every change is one transaction with its audit row, and is live at once on every copy.
 */

const tokenBody = z.object({
  kind: z.enum(SITE_TOKEN_KINDS, 'Choose stock_feed, leads_api or ads_feed.'),
  label: z.string().trim().min(1, 'Name the token (who holds it, e.g. "DMS export").').max(80),
});
const rotateBody = z.object({
  /** How long the old token keeps working (0: stops now); at most a week. */
  overlapHours: z
    .number('Enter the overlap in hours')
    .min(0)
    .max(168, 'At most 168 hours (a week)')
    .default(DEFAULT_OVERLAP_MS / 3_600_000),
});

const staffId = (c: AppContext) => c.get('staff').email;

/**
 * The first webhook a console user may not name: the lead delivery posts to it from inside the server's
 * network, so it must be https on a public host (WEBHOOK_ALLOW_PRIVATE=1 lets a test use http on
 * 127.0.0.1). A host with no address yet is taken: its delivery fails and is retried, visibly.
 */
/**
 * Whether every address the host has now is one the guarded client would connect to (outbound/address.ts,
 * which checks again at each delivery). A host with no address yet counts as public.
 */
async function publicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : ((await lookup(host, { all: true }).catch(() => null))?.map((a) => a.address) ?? []);
  return addresses.every((address) => isConnectable(address));
}

async function privateWebhook(urls: readonly string[], allowPrivate: boolean) {
  for (const [index, raw] of urls.entries()) {
    const field = `webhookUrls.${index}`;
    const url = new URL(raw);
    if (allowPrivate) continue;
    if (url.protocol !== 'https:') return { field, message: 'A webhook address must start with https://' };
    const isPublic = await publicHost(url.hostname);
    if (!isPublic)
      return {
        field,
        message: `${url.hostname} is inside a private network; webhooks go to public hosts only`,
      };
  }
  return null;
}

function settingsRoute(c: AppContext, deps: AppDeps, env: Record<string, string | undefined>) {
  const site = consoleSite(c, deps, 'content.edit');
  if (!site) return null;
  const staff = c.get('staff');
  const contact = deps.settings.contactOf(site);
  const base = {
    site: {
      slug: site.slug,
      name: site.name,
      locations: site.locations.map((l) => ({ id: l.id, name: l.location_name })),
    },
    sites: sitesFor(staff, 'content.edit').flatMap((slug) => {
      const s = deps.registry.sites.find((x) => x.slug === slug);
      return s ? [{ slug, name: s.name }] : [];
    }),
    contact: contact.value,
    contactSaved: contact.saved,
    canManageTokens: canAccess(staff, site.slug, 'tokens.manage'),
  };
  if (!base.canManageTokens) return { site, body: base };
  const destinations = deps.settings.destinationSettingsOf(site);
  return {
    site,
    body: {
      ...base,
      destinations: destinations.value,
      destinationsSaved: destinations.saved,
      // The operator's environment tokens still open the site beside the console's (their values never shown).
      operatorTokens: {
        stock_feed: Boolean(env[feedTokenName(site.slug)]),
        leads_api: Boolean(env[leadsTokenName(site.slug)]),
        ads_feed: Boolean(env[adsFeedTokenName(site.slug)]),
      },
    },
  };
}

export function registerConsoleSettingsRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  env: Record<string, string | undefined> = process.env,
): void {
  const staff = requireStaff(deps);
  const adminSite = (c: AppContext) => consoleSite(c, deps, 'tokens.manage');

  app.get('/api/console/settings', staff, async (c) => {
    const found = settingsRoute(c, deps, env);
    if (!found) return notFound(c, 'Site not found');
    // Each token's state by the server's clock (the page never judges time itself).
    const now = deps.now();
    const tokens = found.body.canManageTokens
      ? (await deps.siteTokens.list(found.site.slug)).map((t) => ({ ...t, state: tokenState(t, now) }))
      : undefined;
    return c.json({ ...found.body, ...(tokens ? { tokens } : {}) }, 200, NO_STORE);
  });

  app.put('/api/console/settings/contact', staff, async (c) => {
    const site = consoleSite(c, deps, 'content.edit');
    if (!site) return notFound(c, 'Site not found');
    const body = await parseBody(c, contactSettingsSchema);
    if (!body.ok) return body.response;
    const unknown = Object.keys(body.value.openingHours).find(
      (id) => !site.locations.some((l) => String(l.id) === id),
    );
    if (unknown)
      return c.json(
        {
          error: 'Unknown location',
          fields: { [`openingHours.${unknown}`]: 'This site has no such location' },
        },
        400,
        NO_STORE,
      );
    const before = deps.settings.contactOf(site).value;
    try {
      await auditedWrite(deps, async (tx) => {
        await deps.settings.saveContact(tx, site.slug, body.value, deps.now());
        const target = { type: 'site_settings', id: site.slug };
        const change = { action: 'settings.contact_changed', site, target, before, after: body.value };
        return { result: null, audit: auditEntry(c, deps, change) };
      });
    } catch (error) {
      return notSaved(c, deps, 'The contact details', error);
    }
    await deps.settings.applied();
    return c.json({ contact: body.value }, 200, NO_STORE);
  });

  app.put('/api/console/settings/destinations', staff, async (c) => {
    const site = adminSite(c);
    if (!site) return notFound(c, 'Site not found');
    const body = await parseBody(c, destinationSettingsSchema);
    if (!body.ok) return body.response;
    const refused = await privateWebhook(body.value.webhookUrls, env.WEBHOOK_ALLOW_PRIVATE === '1');
    if (refused)
      return c.json({ error: refused.message, fields: { [refused.field]: refused.message } }, 400, NO_STORE);
    const before = deps.settings.destinationSettingsOf(site).value;
    try {
      await auditedWrite(deps, async (tx) => {
        await deps.settings.saveDestinations(tx, site.slug, body.value, deps.now());
        const target = { type: 'site_settings', id: site.slug };
        const change = { action: 'settings.destinations_changed', site, target, before, after: body.value };
        return { result: null, audit: auditEntry(c, deps, change) };
      });
    } catch (error) {
      return notSaved(c, deps, 'The lead destinations', error);
    }
    await deps.settings.applied();
    return c.json({ destinations: body.value }, 200, NO_STORE);
  });

  app.post('/api/console/settings/tokens', staff, async (c) => {
    const site = adminSite(c);
    if (!site) return notFound(c, 'Site not found');
    const body = await parseBody(c, tokenBody);
    if (!body.ok) return body.response;
    try {
      const created = await auditedWrite(deps, async (tx) => {
        const made = await new SiteTokens(tx).create(
          { siteSlug: site.slug, kind: body.value.kind, label: body.value.label, createdBy: staffId(c) },
          deps.now(),
        );
        const target = { type: 'site_token', id: made.info.id };
        const after = { kind: made.info.kind, label: made.info.label, hint: made.info.hint };
        return { result: made, audit: auditEntry(c, deps, { action: 'token.created', site, target, after }) };
      });
      return c.json(created, 201, NO_STORE);
    } catch (error) {
      return notSaved(c, deps, 'The token', error);
    }
  });

  app.post('/api/console/settings/tokens/:id/rotate', staff, async (c) => {
    const site = adminSite(c);
    const id = c.req.param('id');
    if (!site || !UUID.test(id)) return notFound(c, 'Token not found');
    const body = await parseBody(c, rotateBody);
    if (!body.ok) return body.response;
    try {
      const rotated = await auditedWrite(deps, async (tx) => {
        const overlapMs = Math.round(body.value.overlapHours * 3_600_000);
        const done = await new SiteTokens(tx).rotate(site.slug, id, deps.now(), overlapMs, staffId(c));
        if (!done) return { result: null, audit: null };
        const target = { type: 'site_token', id };
        const after = { replacedBy: done.created.info.id, expiresAt: done.old.expiresAt };
        return { result: done, audit: auditEntry(c, deps, { action: 'token.rotated', site, target, after }) };
      });
      if (!rotated) return notFound(c, 'Token not found (or no longer live)');
      return c.json({ ...rotated.created, old: rotated.old }, 200, NO_STORE);
    } catch (error) {
      return notSaved(c, deps, 'The new token', error);
    }
  });

  app.delete('/api/console/settings/tokens/:id', staff, async (c) => {
    const site = adminSite(c);
    const id = c.req.param('id');
    if (!site || !UUID.test(id)) return notFound(c, 'Token not found');
    try {
      const revoked = await auditedWrite(deps, async (tx) => {
        const info = await new SiteTokens(tx).revoke(site.slug, id, deps.now());
        if (!info) return { result: null, audit: null };
        const target = { type: 'site_token', id };
        const after = { revokedAt: info.revokedAt };
        return { result: info, audit: auditEntry(c, deps, { action: 'token.revoked', site, target, after }) };
      });
      if (!revoked) return notFound(c, 'Token not found (or already revoked)');
      return c.json({ info: revoked }, 200, NO_STORE);
    } catch (error) {
      return notSaved(c, deps, 'The revocation', error);
    }
  });
}
