import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, consoleQuery } from './console.js';
import { isApiError } from './errors.js';
import { client, send, serve } from './test-support.js';

describe('console calls', () => {
  it('should name the console paths the server serves, ids encoded', () => {
    expect(CONSOLE_PATHS.lead('a/b')).toBe('api/console/leads/a%2Fb');
    expect(CONSOLE_PATHS.acceptInvitation('tok')).toBe('api/console/invitations/tok/accept');
  });

  it('should sign in with the JSON body, relay Set-Cookie, and say when a two-factor code is needed', async () => {
    const ok = await serve((_s, res) =>
      send(
        res,
        200,
        { staff: { userId: 'u1' } },
        { 'set-cookie': 'console_session=t; HttpOnly; SameSite=Strict' },
      ),
    );
    const answer = await client(ok.baseUrl).console.signIn(
      { email: 'm@x.example', password: 'pw' },
      { cookie: 'a=1' },
    );
    expect(answer).toEqual({
      ok: true,
      status: 200,
      setCookies: ['console_session=t; HttpOnly; SameSite=Strict'],
      body: { staff: { userId: 'u1' } },
    });
    expect(ok.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/console/sign-in',
      body: { email: 'm@x.example', password: 'pw' },
    });
    expect(ok.seen[0]?.headers.cookie).toBe('a=1');

    const totp = await serve((_s, res) =>
      send(res, 401, { error: 'Enter the code', fields: { totp: 'Enter the code' }, totpRequired: true }),
    );
    expect(await client(totp.baseUrl).console.signIn({ email: 'm@x.example', password: 'pw' })).toEqual({
      ok: false,
      status: 401,
      setCookies: [],
      error: 'Enter the code',
      fields: { totp: 'Enter the code' },
      totpRequired: true,
    });
    const slow = await serve((_s, res) => send(res, 429, { error: 'Too many' }, { 'retry-after': '60' }));
    expect(await client(slow.baseUrl).console.signIn({ email: 'm@x.example', password: 'pw' })).toMatchObject(
      {
        ok: false,
        status: 429,
        retryAfter: 60,
      },
    );
  });

  it('should send the inbox filters as query parameters (empty ones left out) with the cookie', async () => {
    const { baseUrl, seen } = await serve((_s, res) =>
      send(res, 200, { leads: [], overdueCount: 3, total: 0 }),
    );
    const list = await client(baseUrl).console.leads(
      { status: 'new', site: 'harbour-auto', source: '', assignee: 'none', limit: 50 },
      { cookie: 'console_session=t' },
    );
    expect(list.overdueCount).toBe(3);
    expect(seen[0]?.url).toBe('/api/console/leads?status=new&site=harbour-auto&assignee=none&limit=50');
    expect(seen[0]?.headers.cookie).toBe('console_session=t');
    expect(consoleQuery({ a: undefined, b: null, c: '', d: 0 }).toString()).toBe('d=0');
    expect(client(baseUrl).console.leadsCsvUrl({ site: 'x y' })).toBe(
      '/api/console/leads/export.csv?site=x+y',
    );
  });

  it('should throw the §8 ApiError on a refused read: 404 for a lead that is not the person’s', async () => {
    const { baseUrl } = await serve((_s, res) => send(res, 404, { error: 'Lead not found' }));
    const error = await client(baseUrl)
      .console.lead('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, message: 'Lead not found' });
  });

  it('should post status changes, assignments and notes, and return field messages without throwing', async () => {
    const { baseUrl, seen } = await serve((s, res) =>
      s.url.endsWith('/status')
        ? send(res, 400, { error: 'Check', fields: { lostReason: 'Say why' } })
        : send(res, 200, { id: 'l1' }),
    );
    const calls = client(baseUrl).console;
    expect(await calls.setStatus('l1', 'lost')).toMatchObject({
      ok: false,
      status: 400,
      fields: { lostReason: 'Say why' },
    });
    await calls.setStatus('l1', 'lost', 'Bought elsewhere');
    await calls.assign('l1', null);
    await calls.addNote('l1', 'Called');
    const rule = { siteSlug: 'a', locationId: null, category: 'Finance', staffIds: ['u1'] };
    await calls.changeAssignmentRule('r1', rule);
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/console/leads/l1/status', { status: 'lost' }],
      ['POST', '/api/console/leads/l1/status', { status: 'lost', lostReason: 'Bought elsewhere' }],
      ['POST', '/api/console/leads/l1/assign', { assigneeId: null }],
      ['POST', '/api/console/leads/l1/notes', { body: 'Called' }],
      ['PATCH', '/api/console/assignment-rules/r1', rule],
    ]);
  });

  it('should read lists out of their envelopes (sessions, team, invitations, rules)', async () => {
    const { baseUrl } = await serve((s, res) => {
      if (s.url.endsWith('/sessions')) return send(res, 200, { sessions: [{ id: 's1', current: true }] });
      if (s.url.endsWith('/team')) return send(res, 200, { members: [{ userId: 'u1' }] });
      if (s.url.endsWith('/invitations')) return send(res, 200, { invitations: [] });
      return send(res, 200, { rules: [{ id: 'r1' }], sites: [{ slug: 'a', name: 'A', locations: [] }] });
    });
    const calls = client(baseUrl).console;
    expect(await calls.sessions()).toEqual([{ id: 's1', current: true }]);
    expect(await calls.team()).toEqual([{ userId: 'u1' }]);
    expect(await calls.invitations()).toEqual([]);
    expect(await calls.assignmentRules()).toEqual([{ id: 'r1' }]);
    expect((await calls.assignmentRuleBoard()).sites).toEqual([{ slug: 'a', name: 'A', locations: [] }]);
  });

  it('should call the site settings with the site in the query (tokens, destinations, contact)', async () => {
    const { baseUrl, seen } = await serve((s, res) => {
      if (s.method === 'GET') return send(res, 200, { site: { slug: 'a' }, canManageTokens: true });
      if (s.url.startsWith('/api/console/settings/tokens?'))
        return send(res, 201, { token: 'dsf_x', info: {} });
      return send(res, 200, {});
    });
    const calls = client(baseUrl).console;
    expect((await calls.siteSettings('a')).canManageTokens).toBe(true);
    const made = await calls.createSiteToken('a', { kind: 'stock_feed', label: 'DMS' });
    expect(made).toMatchObject({ ok: true, status: 201, body: { token: 'dsf_x' } });
    await calls.rotateSiteToken('a', 't/1', 24);
    await calls.revokeSiteToken('a', 't1');
    await calls.saveLeadDestinations('a', {
      webhookUrls: [],
      adfEmails: [],
      notificationEmails: ['x@y.example'],
    });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/console/settings?site=a', undefined],
      ['POST', '/api/console/settings/tokens?site=a', { kind: 'stock_feed', label: 'DMS' }],
      ['POST', '/api/console/settings/tokens/t%2F1/rotate?site=a', { overlapHours: 24 }],
      ['DELETE', '/api/console/settings/tokens/t1?site=a', undefined],
      [
        'PUT',
        '/api/console/settings/destinations?site=a',
        { webhookUrls: [], adfEmails: [], notificationEmails: ['x@y.example'] },
      ],
    ]);
  });
});
