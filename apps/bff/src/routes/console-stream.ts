import { sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { notFound } from '../staff/http.js';
import { LeadFeed } from '../staff/lead-feed.js';
import { consoleToken, requireStaff } from '../staff/require-staff.js';

/**
 * GET /api/console/leads/stream[?site=] — server-sent events of new leads the person may read
 * (`event: lead`, `id`: the lead's id, data: its inbox summary; a lead may come twice, keep one per id),
 * with a `ping` every 15 s. A site filter outside the person's sites is 404; a revoked session ends the
 * stream within 30 s.
 */

const PING_MS = 15_000;

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
      while (!closed && !stream.aborted) {
        await stream.sleep(PING_MS);
        if (!closed && !stream.aborted) await stream.writeSSE({ event: 'ping', data: '' });
      }
      stop();
    });
  });
}
