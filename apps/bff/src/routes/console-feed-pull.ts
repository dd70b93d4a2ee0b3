import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { isLoopbackHost } from '../feed-pulls/loopback.js';
import { type FeedPullBody, FeedPulls, feedPullBodySchema, publicPull } from '../feed-pulls/settings.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditedWrite, notFound, notSaved, parseBody } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * The console's scheduled feed pull (issue 28 item 6), per site (`?site=`), a group admin's
 * (`tokens.manage`, as the feed tokens are):
 *   GET    /api/console/settings/feed-pull  → {pull (no secret: `secretSet`) or null, reports (newest first)}
 *   PUT    /api/console/settings/feed-pull  {url, auth: {kind: none|basic|bearer, …}, intervalMinutes, mode, enabled}
 *   DELETE /api/console/settings/feed-pull
 *   POST   /api/console/settings/feed-pull/now  → the pull is due now (the next pass, within a tick, takes it)
 * The address must be https (plain http only to a loopback host, and only when the server allows calls
 * there: tests). Whether the host is public is checked at each pull (the guarded client), and a refusal
 * is in the report.
 */

function insecure(c: AppContext, deps: AppDeps, body: FeedPullBody): Response | null {
  const url = new URL(body.url);
  if (url.protocol === 'https:') return null;
  if (deps.feedPulls?.allowLoopbackHttp && isLoopbackHost(url.hostname)) return null;
  const message = 'The feed address must start with https://';
  return c.json({ error: message, fields: { url: message } }, 400, NO_STORE);
}

export function registerConsoleFeedPullRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  const adminSite = (c: AppContext) => (deps.feedPulls ? consoleSite(c, deps, 'tokens.manage') : null);

  app.get('/api/console/settings/feed-pull', staff, async (c) => {
    const site = adminSite(c);
    if (!site || !deps.feedPulls) return notFound(c, 'Site not found');
    const row = await deps.feedPulls.store.get(site.slug);
    const reports = await deps.feedPulls.store.reports(site.slug);
    return c.json({ pull: row ? publicPull(row) : null, reports }, 200, NO_STORE);
  });

  app.put('/api/console/settings/feed-pull', staff, async (c) => {
    const site = adminSite(c);
    if (!site || !deps.feedPulls) return notFound(c, 'Site not found');
    const body = await parseBody(c, feedPullBodySchema);
    if (!body.ok) return body.response;
    const refused = insecure(c, deps, body.value);
    if (refused) return refused;
    const pulls = deps.feedPulls.store;
    try {
      const saved = await auditedWrite(deps, async (tx) => {
        const ok = await new FeedPulls(tx).save(site.slug, body.value, deps.now());
        if (!ok) return { result: false, audit: null };
        const target = { type: 'feed_pull', id: site.slug };
        // The audit names the address and schedule, never the secret.
        const after = {
          url: body.value.url,
          auth: body.value.auth.kind,
          intervalMinutes: body.value.intervalMinutes,
        };
        return {
          result: true,
          audit: auditEntry(c, deps, { action: 'feed_pull.saved', site, target, after }),
        };
      });
      if (!saved) {
        const message =
          'Enter the password or token for this feed (again when its address moves to another host)';
        return c.json({ error: message, fields: { auth: message } }, 400, NO_STORE);
      }
    } catch (error) {
      return notSaved(c, deps, 'The feed pull', error);
    }
    const row = await pulls.get(site.slug);
    return c.json({ pull: row ? publicPull(row) : null }, 200, NO_STORE);
  });

  app.post('/api/console/settings/feed-pull/now', staff, async (c) => {
    const site = adminSite(c);
    if (!site || !deps.feedPulls) return notFound(c, 'Site not found');
    try {
      const due = await auditedWrite(deps, async (tx) => {
        const ok = await new FeedPulls(tx).markDue(site.slug, deps.now());
        const target = { type: 'feed_pull', id: site.slug };
        return {
          result: ok,
          audit: ok ? auditEntry(c, deps, { action: 'feed_pull.pull_now', site, target }) : null,
        };
      });
      if (!due) return notFound(c, 'No feed pull for this site');
    } catch (error) {
      return notSaved(c, deps, 'The pull request', error);
    }
    const row = await deps.feedPulls.store.get(site.slug);
    return c.json({ pull: row ? publicPull(row) : null }, 200, NO_STORE);
  });

  app.delete('/api/console/settings/feed-pull', staff, async (c) => {
    const site = adminSite(c);
    if (!site || !deps.feedPulls) return notFound(c, 'Site not found');
    const removed = await deps.feedPulls.store.remove(site.slug);
    if (!removed) return notFound(c, 'No feed pull for this site');
    return c.json({ pull: null }, 200, NO_STORE);
  });
}
