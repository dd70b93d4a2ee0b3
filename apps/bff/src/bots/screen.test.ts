import { createFormTokens } from '@dealer/bot-protection';
import { demoRegistry, type Site } from '@dealer/site-registry';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context.js';
import {
  startTestServer,
  TEST_FORM_TOKEN_SECRET,
  TEST_NOW,
  type TestServer,
  testDealerPassword,
  testFormToken,
} from '../testing/server.js';
import { createBotScreen, withoutBotFields } from './screen.js';

const sites = demoRegistry().sites;
const bigbox = sites.find((s) => s.slug === 'bigbox-cars') as Site; // features.bot_protection
const harbour = sites.find((s) => s.slug === 'harbour-auto') as Site; // no bot protection
const inboxAuth = (slug: string) => ({
  authorization: `Basic ${Buffer.from(`${slug}:${testDealerPassword(slug)}`).toString('base64')}`,
});

interface InboxLead {
  id: string;
  quarantined: boolean;
  quarantine_reason: string | null;
  delivery: { status: string | null };
  lead: Record<string, unknown>;
}

describe('bot screen (§1 bot protection, unit)', () => {
  /** A one-route app so the screen sees a real Hono context (host, address). */
  function appWith(screen: ReturnType<typeof createBotScreen>, site: Site) {
    const app = new Hono<AppEnv>();
    app.post('/', async (c) =>
      c.json({ reason: await screen.screen(c, site, 'enquiry', await c.req.json()) }),
    );
    return async (fields: Record<string, unknown>) =>
      (
        await app.request('/', {
          method: 'POST',
          body: JSON.stringify(fields),
          headers: { host: 'bigbox-cars.localhost' },
        })
      ).json() as Promise<{ reason: string | null }>;
  }

  it('should call Turnstile siteverify only on protected sites when a secret is set, and quarantine a missing token', async () => {
    const calls: string[] = [];
    const screen = createBotScreen({
      now: () => TEST_NOW,
      formTokens: createFormTokens({ secret: TEST_FORM_TOKEN_SECRET, now: () => TEST_NOW.getTime() }),
      trustProxy: false,
      turnstileSecretKey: 'secret',
      fetch: async (_url, init) => {
        calls.push(String(init?.body));
        return new Response(
          JSON.stringify({ success: true, hostname: 'bigbox-cars.localhost', action: 'enquiry' }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    const post = appWith(screen, bigbox);
    const form_token = await testFormToken(8000);
    expect((await post({ form_token })).reason).toBe('token_missing');
    expect((await post({ form_token, 'cf-turnstile-response': 'tok-1' })).reason).toBeNull();
    expect(calls).toHaveLength(1);
    // The same token twice is a replay.
    expect((await post({ form_token, 'cf-turnstile-response': 'tok-1' })).reason).toBe('token_reused');
    // An unprotected site never calls the provider and checks only the honeypot.
    const open = appWith(screen, harbour);
    expect((await open({})).reason).toBeNull();
    expect((await open({ website: 'http://spam.example' })).reason).toBe('honeypot_filled');
    expect(calls).toHaveLength(1);
  });

  it('should strip the bot-check fields from what is stored', () => {
    expect(
      withoutBotFields({ name: 'A', website: '', form_fill_ms: 4000, 'cf-turnstile-response': 't' }),
    ).toEqual({
      name: 'A',
    });
  });
});

describe('bot-protected leads over HTTP (§1 bot protection): stored quarantined, never dropped, never forwarded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'bigbox-cars': 20, 'harbour-auto': 20 } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const post = (slug: string, extra: Record<string, unknown>, address?: string) =>
    server.site(slug)('/api/leads', {
      method: 'POST',
      json: { lead: { name: 'Jo Citizen', email: 'jo@example.com', category: 'General Enquiry', ...extra } },
      ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
    });
  const inbox = async (slug: string) =>
    (await server.site(slug)('/api/dealer/leads', { headers: inboxAuth(slug) })).json<{
      leads: InboxLead[];
    }>().leads;
  const stored = async (slug: string, res: { json<T>(): T }) => {
    const { id } = res.json<{ id: string }>();
    const lead = (await inbox(slug)).find((l) => l.id === id);
    if (!lead) throw new Error(`lead ${id} is not in the ${slug} inbox`);
    return lead;
  };

  it('should store a honeypot lead as quarantined with the reason, held back from the CRM', async () => {
    const res = await post('bigbox-cars', { website: 'http://spam.example', form_fill_ms: 9000 });
    expect(res.status).toBe(201);
    const lead = await stored('bigbox-cars', res);
    expect(lead.quarantined).toBe(true);
    expect(lead.quarantine_reason).toBe('honeypot_filled');
    expect(lead.delivery.status).toBe('held');
    expect(lead.lead).not.toHaveProperty('website');
  });

  it('should quarantine a form sent too fast or without its fill time, and pass a human-paced one', async () => {
    const fast = await stored(
      'bigbox-cars',
      await post('bigbox-cars', { form_fill_ms: 200, form_token: await testFormToken(60_000) }),
    );
    expect(fast.quarantine_reason).toBe('submitted_too_fast');
    const untimed = await stored('bigbox-cars', await post('bigbox-cars', {}));
    expect(untimed.quarantine_reason).toBe('timing_missing');
    const human = await stored(
      'bigbox-cars',
      await post('bigbox-cars', {
        website: '',
        form_fill_ms: '12000',
        form_token: await testFormToken(20_000),
      }),
    );
    expect(human.quarantined).toBe(false);
    expect(human.quarantine_reason).toBeNull();
    expect(human.delivery.status).not.toBe('held');
    expect(human.lead).not.toHaveProperty('form_fill_ms');
  });

  it('should time the fill from the signed render: a claimed start or fill time cannot stretch it, a made-up token is forged', async () => {
    // A bot fetched the page 0.2 s ago and claims it took two minutes (JSON API or a forged no-JS start).
    const fresh = await testFormToken(200);
    const claimed = await stored(
      'bigbox-cars',
      await post('bigbox-cars', { form_fill_ms: 120_000, form_started_at: '1', form_token: fresh }),
    );
    expect(claimed.quarantine_reason).toBe('submitted_too_fast');
    // A fill time alone (no signed start) is not trusted however long it says.
    const unsigned = await stored('bigbox-cars', await post('bigbox-cars', { form_fill_ms: 120_000 }));
    expect(unsigned.quarantine_reason).toBe('timing_missing');
    // A token with its instant moved back, or signed with another key, is forged.
    const [, , signature] = fresh.split('.');
    const moved = `v1.${TEST_NOW.getTime() - 600_000}.${signature}`;
    const other = await createFormTokens({ secret: 'someone-elses-secret-key', now: () => 0 }).issue(
      TEST_NOW.getTime() - 600_000,
    );
    for (const form_token of [moved, other, String(TEST_NOW.getTime() - 600_000)]) {
      const forged = await stored(
        'bigbox-cars',
        await post('bigbox-cars', { form_fill_ms: 9000, form_token }),
      );
      expect(forged).toMatchObject({ quarantined: true, quarantine_reason: 'timing_forged' });
      expect(forged.lead).not.toHaveProperty('form_token');
    }
  });

  it('should deliver an autofilled lead sent 1.35 s after load, flagged as a possible bot (issue 29)', async () => {
    const res = await post('bigbox-cars', {
      website: '',
      form_fill_ms: 1_350,
      // Its own page render: the same render's token with the same answers is one submission (a double tap).
      form_token: await testFormToken(61_000),
      possible_bot_fill_ms: 'forged by the shopper',
    });
    const lead = await stored('bigbox-cars', res);
    expect(lead.quarantined).toBe(false);
    expect(lead.delivery.status).not.toBe('held');
    expect(lead.lead.possible_bot_fill_ms).toBe(1_350);
    // A clean, human-paced lead carries no flag, and a shopper cannot set one.
    const human = await stored(
      'bigbox-cars',
      await post('bigbox-cars', {
        form_fill_ms: 9_000,
        form_token: await testFormToken(60_000),
        possible_bot_fill_ms: 5,
      }),
    );
    expect(human.lead).not.toHaveProperty('possible_bot_fill_ms');
  });

  it('should keep the honeypot on sites without bot protection, and not ask them for a fill time', async () => {
    const bot = await stored('harbour-auto', await post('harbour-auto', { website: 'x' }));
    expect(bot.quarantined).toBe(true);
    expect(bot.quarantine_reason).toBe('honeypot_filled');
    const plain = await stored('harbour-auto', await post('harbour-auto', {}));
    expect(plain.quarantined).toBe(false);
  });
});
