import { leadDestinations } from '@dealer/site-registry';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { MailCatcher } from '../mail/catcher.js';
import { authorisedDealer } from './dealer.js';

/**
 * CRM delivery for the signed-in dealer (dealer auth, http/dealer-auth.ts):
 * GET /api/dealer/leads/{id}/deliveries — the lead's delivery log (destination, attempt, when, result);
 * GET /api/dealer/mail — mails the embedded catcher took for this site's addresses (newest first), and
 * GET /api/dealer/mail/{id} — one as its raw RFC 5322 message. The mail routes answer 404 when the
 * deployment sends real mail (SMTP_URL set: no catcher).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIGN_IN = { 'www-authenticate': 'Basic realm="Dealer inbox", charset="UTF-8"', ...NO_STORE };

/** The mails the embedded catcher took for a site's lead addresses (ADF, notifications), newest first. */
export function siteMail(catcher: MailCatcher | null, site: Parameters<typeof leadDestinations>[0]) {
  return (
    catcher?.list(
      leadDestinations(site, 'created').flatMap((d) => (d.channel === 'webhook' ? [] : [d.target])),
    ) ?? []
  );
}

export function registerDealerDeliveryRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  catcher: MailCatcher | null,
): void {
  app.get('/api/dealer/leads/:id/deliveries', async (c) => {
    if (!authorisedDealer(c, deps)) return c.json({ error: 'Dealer sign-in required' }, 401, SIGN_IN);
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json({ error: 'Lead not found' }, 404, NO_STORE);
    const log = await deps.store.outbox.deliveryLog(c.get('site').slug, id);
    return c.json({ lead_id: id, attempts: log }, 200, NO_STORE);
  });

  const mailOf = (site: Parameters<typeof leadDestinations>[0]) => siteMail(catcher, site);

  app.get('/api/dealer/mail', (c) => {
    if (!authorisedDealer(c, deps)) return c.json({ error: 'Dealer sign-in required' }, 401, SIGN_IN);
    if (!catcher)
      return c.json({ error: 'No mail catcher: this server sends mail over SMTP_URL' }, 404, NO_STORE);
    const mails = mailOf(deps.settings.leadSite(c.get('site'))).map(({ raw: _raw, ...mail }) => ({
      ...mail,
      raw_url: `/api/dealer/mail/${mail.id}`,
    }));
    return c.json({ mails }, 200, NO_STORE);
  });

  app.get('/api/dealer/mail/:id', (c) => {
    if (!authorisedDealer(c, deps)) return c.json({ error: 'Dealer sign-in required' }, 401, SIGN_IN);
    const mail = mailOf(deps.settings.leadSite(c.get('site'))).find((m) => m.id === c.req.param('id'));
    if (!mail) return c.json({ error: 'Mail not found' }, 404, NO_STORE);
    return c.body(mail.raw, 200, { 'content-type': 'message/rfc822', ...NO_STORE });
  });
}
