import { sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { notificationsSince } from '../lead-events/notifications.js';
import { notFound } from '../staff/http.js';
import { LeadFeed } from '../staff/lead-feed.js';
import { consoleToken, requireStaff } from '../staff/require-staff.js';

/**
 * GET /api/console/leads/stream[?site=] — server-sent events of new leads the person may read
 * (`event: lead`, `id`: the lead's id, data: its inbox summary; a lead may come twice, keep one per id),
 * and the person's in-console notifications (`event: notification`, data: {id, leadId, kind, body,
 * createdAt}; issue 33 overdue leads, looked for every second), with a `ping` every 15 s. A site filter outside the person's sites is 404; a revoked session ends the
 * stream within 30 s.
 */

const PING_MS = 15_000;
const NOTIFY_MS = 1_000;

export function registerConsoleStreamRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  feed = new LeadFeed(deps),
): void {
  app.get('/api/console/leads/stream', requireStaff(deps), async (c) => {
    const staff = c.get('staff');
    const site = c.req.query('site');
    if (site !== undefined && !sitesFor(staff, 'leads.read').includes(site))
      return notFound(c, 'Site not found');
    const scoped = site ? { ...staff, siteSlugs: [site] } : staff;
    const token = consoleToken(c) ?? '';
    for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      const stop = await feed.listen({
        staff: { ...scoped, sessionId: c.get('staffSession') },
        token,
        send: (lead) => void stream.writeSSE({ event: 'lead', id: lead.id, data: JSON.stringify(lead) }),
        close: () => {
          closed = true;
          void stream.close();
        },
      });
      stream.onAbort(() => {
        closed = true;
        stop();
      });
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      // Issue 33: the person's new notifications (overdue leads) go out as `event: notification`.
      let since = deps.now();
      let quiet = 0;
      while (!closed && !stream.aborted) {
        await stream.sleep(NOTIFY_MS);
        if (closed || stream.aborted) break;
        for (const note of await notificationsSince(deps.store.db, staff.userId, since).catch(() => [])) {
          await stream.writeSSE({ event: 'notification', id: note.id, data: JSON.stringify(note) });
          since = new Date(note.createdAt);
        }
        quiet += NOTIFY_MS;
        if (quiet >= PING_MS) {
          quiet = 0;
          await stream.writeSSE({ event: 'ping', data: '' });
        }
      }
      stop();
    });
  });
}
