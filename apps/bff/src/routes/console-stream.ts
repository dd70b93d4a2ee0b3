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
 * createdAt}; issue 33 overdue leads, looked for every second), with a `ping` every 15 s. A site filter
 * outside the person's sites is 404; a revoked session ends the stream within 30 s; a server shutdown sends
 * `event: reconnect` (retry 1 s) and ends it at once.
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
      let wake: () => void = () => undefined;
      // A drain (the server stopping): the console is told to reconnect (to another copy) and the stream ends.
      const undrain = deps.lifecycle?.onDrain(() => {
        closed = true;
        // The loop ends (and the stream with it) only once the event is written.
        void stream
          .writeSSE({ event: 'reconnect', data: '{}', retry: 1000 })
          .catch(() => undefined)
          .finally(() => wake());
      });
      stream.onAbort(() => {
        closed = true;
        stop();
        wake();
      });
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      // Issue 33: the person's new notifications (overdue leads) go out as `event: notification`.
      let since = deps.now();
      let quiet = 0;
      while (!closed && !stream.aborted) {
        await new Promise<void>((done) => {
          const timer = setTimeout(done, NOTIFY_MS);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
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
      undrain?.();
      stop();
    });
  });
}
