import fc from 'fast-check';

/**
 * Generators of what the open internet sends a dealer site: strings PostgreSQL cannot store (NUL, lone
 * surrogates), huge and right-to-left text, wrong types, deep nesting, numbers past a double, duplicate
 * keys, truncated JSON, wrong content types, bad percent-encoding and odd headers — spread over every
 * route family. The hostile-input test sends them to a real server; nothing here knows the answers.
 */

export interface HostileRequest {
  family: string;
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Real things the requests are built around, so a mutation reaches past the first check. */
export interface HostileTargets {
  sites: { slug: string; id: number; dealershipSlug: string }[];
  cars: { id: number; slug: string; dealershipId: number }[];
  leads: { id: string; token: string }[];
  valuations: { id: string; token: string }[];
  dealerAuthorization: (slug: string) => string;
}

const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '👍🏽👨‍👩‍👧‍👦',
  '\ufeff',
  '\u2028\u2029',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0024{7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '',
  ' ',
  'null',
  'NaN',
  '-1e309',
  '1e309',
  'Infinity',
  '\\u0000',
  'Zoë Çelik',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(lone, fc.constant('\u0000')), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u0000', '👍', 'ب', '\ud83d'), fc.integer({ min: 256, max: 24_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  5e-324,
  -0,
  0.1,
  2 ** 31,
  -(2 ** 63),
);

/** Any JSON value, weighted towards the hostile ones; depth-bounded (deep nesting is its own case). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 2, arbitrary: hugeNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** A JSON text with `levels` of nesting around a value (arrays, objects or both). */
function deeplyNested(levels: number, kind: 'array' | 'object' | 'mixed'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i++) {
    const object = kind === 'object' || (kind === 'mixed' && i % 2 === 0);
    open += object ? '{"a":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return `${open}1${close}`;
}

/** Numbers JSON allows but a double does not hold. */
const hugeNumberText = fc.constantFrom('1e309', '-1e309', '1e-400', `1${'0'.repeat(400)}`, '-0.0e0');

type Json = Record<string, unknown>;

/**
 * A body derived from a valid one: one field replaced by a hostile value (at its top level or inside
 * a `lead` envelope), a field added, or the whole text replaced by something that is not the schema.
 */
function mutatedBody(base: Json): fc.Arbitrary<{ text: string | Buffer; contentType?: string }> {
  const keys = Object.keys(base);
  const inner =
    base.lead && typeof base.lead === 'object' ? Object.keys(base.lead as Json).map((k) => `lead.${k}`) : [];
  const fieldPaths = [...keys, ...inner, 'extra_field', 'lead.extra_field'];
  const setAt = (path: string, value: unknown): Json => {
    const copy = structuredClone(base);
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail === undefined) copy[head] = value;
    else copy[head] = { ...((copy[head] as Json) ?? {}), [tail]: value };
    return copy;
  };
  const json = (value: unknown) => ({ text: JSON.stringify(value) });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.constantFrom(...fieldPaths), hostileValue).map(([p, v]) => json(setAt(p, v))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...fieldPaths), hugeNumberText)
        .map(([p, n]) => ({ text: JSON.stringify(setAt(p, 0)).replace(/(:\s*)0([,}])/, `$1${n}$2`) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 9_000 }),
          fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
          fc.constantFrom(...fieldPaths),
        )
        .map(([levels, kind, p]) => ({
          text: JSON.stringify(setAt(p, 0)).replace(/(:\s*)0([,}])/, `$1${deeplyNested(levels, kind)}$2`),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 14_000 }),
          fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
        )
        .map(([levels, kind]) => ({ text: deeplyNested(levels, kind) })),
    },
    {
      weight: 1,
      // Duplicate keys: the last one wins in JSON.parse, so the hostile value must be the second.
      arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({
        text: `${JSON.stringify(base).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.nat().map((cut) => {
        const text = JSON.stringify(base);
        return { text: text.slice(0, cut % text.length) };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { text: '' },
        { text: 'null' },
        { text: '[]' },
        { text: '"lead"' },
        { text: '42' },
        { text: '{"lead":null}' },
        { text: '{"__proto__":{"admin":true}}' },
        { text: '{"lead":{"__proto__":{"x":1},"constructor":{"prototype":{}}}}' },
        { text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]) },
        { text: Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"a":1}')]) },
        { text: 'name=Jo&email=jo%40example.com', contentType: 'application/x-www-form-urlencoded' },
        {
          text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileValue).map(([value]) => ({ text: JSON.stringify(value) ?? 'null' })),
    },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      '',
      'application/json; boundary=💥'.replace('💥', 'x'),
    ),
  },
);

/** Header-safe text (latin-1, no controls): what a client can put in a header at all. */
const headerText = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), 'x'.repeat(20_000), 'Ã©', '%00', 'null', '\t'),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, '')),
);

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD) plus now and then a broken escape. */
export function percent(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}
const BROKEN_ESCAPES = ['%E0%A4%A', '%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%00', '%2F..%2F', '%25'];
const pathPiece = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => percent(s.slice(0, 300))) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{0,40}$/) },
);

const acceptHeader = fc.constantFrom(
  'text/html',
  'application/json',
  '*/*',
  'text/html;q=0.9,*/*;q=0.1',
  'image/avif',
  'x'.repeat(2000),
  '',
);

/** Requests across every route family (weights roughly follow how much each family parses). */
export function hostileRequests(targets: HostileTargets): fc.Arbitrary<HostileRequest> {
  const site = fc.constantFrom(...targets.sites);
  const car = fc.constantFrom(...targets.cars);
  const extraHeaders = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          'idempotency-key': headerText,
          cookie: headerText,
          'user-agent': headerText,
          'x-forwarded-for': headerText,
          'if-none-match': headerText,
          origin: headerText,
          referer: headerText,
          'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'.repeat(500)),
        },
        { requiredKeys: [] },
      ),
    },
  );
  const host = (slug: string) =>
    fc.oneof(
      { weight: 20, arbitrary: fc.constant(`${slug}.localhost`) },
      { weight: 1, arbitrary: headerText },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'localhost',
          `${slug}.localhost:99999`,
          `${slug.toUpperCase()}.LOCALHOST.`,
          '[::1]',
          `${slug}.localhost\\x`,
        ),
      },
    );

  const post = (
    family: string,
    method: string,
    path: fc.Arbitrary<string>,
    base: (s: HostileTargets['sites'][number], c: HostileTargets['cars'][number]) => Json,
    headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
  ) =>
    fc
      .tuple(site, car, path, contentType, extraHeaders, headers)
      .chain(([s, c, p, type, extra, own]) =>
        fc.tuple(
          fc.constant(s),
          fc.constant(p),
          host(s.slug),
          mutatedBody(base(s, c)),
          fc.constant({ ...extra, ...own, 'content-type': type }),
        ),
      )
      .map(
        ([, p, h, body, headers]): HostileRequest => ({
          family,
          method,
          host: h,
          path: p,
          headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
          body: body.text,
        }),
      );

  const lead = (s: HostileTargets['sites'][number], c: HostileTargets['cars'][number]) => ({
    lead: {
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      category: 'General Enquiry',
      dealership_slug: s.dealershipSlug,
      website_slug: s.slug,
      car_id: String(c.id),
      message: 'Is it still available?',
      opt_in: true,
    },
  });
  const bearer = (tokens: { id: string; token: string }[]) =>
    fc.oneof(
      fc.constantFrom(...tokens).map((t) => ({ id: t.id, auth: `Bearer ${t.token}` })),
      fc.tuple(fc.uuid(), headerText).map(([id, junk]) => ({ id, auth: `Bearer ${junk}` })),
      fc.tuple(pathPiece).map(([id]) => ({ id, auth: 'Bearer AAAAAAAAAAAAAAAAAAAAAA' })),
    );
  const leadPut = bearer(targets.leads).chain(({ id, auth }) =>
    post('leads PUT', 'PUT', fc.constant(`/api/leads/${id}`), lead, fc.constant({ authorization: auth })),
  );
  const valuationPut = bearer(targets.valuations).chain(({ id, auth }) =>
    post(
      'valuations PUT',
      'PUT',
      fc.constant('/api/valuations'),
      () => ({
        id,
        adjustmentAnswers: { 'Any accident damage?': 'No' },
        make: 'Toyota',
        model: 'RAV4',
        year: 2023,
      }),
      fc.constant({ authorization: auth }),
    ),
  );

  const searchParam = fc.tuple(
    fc.constantFrom(
      'q',
      'km',
      'price',
      'year',
      'weekly_price',
      'make',
      'model',
      'body_type',
      'sortBy',
      'page',
      'path',
      'refinementList[make][0]',
      'refinementList[dealership_slug][0]',
      'utm_source',
      'gclid',
      'seats',
      'x',
    ),
    fc.oneof(
      { weight: 3, arbitrary: pathPiece },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '-1e309:1e309',
          '1e309:',
          ':-1e309',
          'NaN:1',
          '1:0',
          '0:0',
          '-0:0',
          '1e308:1e308',
          '9999999999999999999999',
          '-1',
          '0x10',
          '1e2',
          '%20',
          '/',
          '//evil.com',
          '/cars?x=1',
          `/${'a'.repeat(3000)}`,
        ),
      },
      { weight: 1, arbitrary: fc.integer().map(String) },
    ),
  );
  const search = fc
    .tuple(site, fc.array(searchParam, { maxLength: 6 }), extraHeaders)
    .chain(([s, params, headers]) => fc.tuple(host(s.slug), fc.constant(params), fc.constant(headers)))
    .map(
      ([h, params, headers]): HostileRequest => ({
        family: 'search',
        method: 'GET',
        host: h,
        path: `/api/search?${params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`,
        headers,
      }),
    );

  const carJson = fc
    .tuple(
      site,
      fc.oneof(
        car.map((c) => c.slug),
        car.map((c) => String(c.id)),
        pathPiece,
      ),
      fc.constantFrom('.json', '', '.JSON', '.json.json'),
      fc.oneof(
        site.map((s) => String(s.id)),
        pathPiece,
      ),
    )
    .map(
      ([s, slug, ext, websiteId]): HostileRequest => ({
        family: 'car json',
        method: 'GET',
        host: `${s.slug}.localhost`,
        path: `/api/websites/${websiteId}/cars/${slug}${ext}`,
        headers: {},
      }),
    );

  const getPaths = fc.constantFrom(
    '/api/websites/{id}/site_config.json',
    '/api/v1/websites/{id}/website_session_data.json',
    '/api/websites/{id}/models.json',
    '/api/models/{x}.json',
    '/api/manufacturers/{x}.json',
    '/api/websites/{id}/pages/{x}.json',
    '/api/websites/{id}/promotions.json',
    '/api/websites/{id}/search_pages.json',
    '/api/websites/{id}/reviews.json',
    '/api/websites/{id}/posts.json',
    '/api/websites/{id}/posts/{x}.json',
    '/history-reports/{x}',
    '/images/promotions/{x}',
    '/images/vehicles/{x}/{x}/{x}/{x}',
    '/api/websiteUsers?email={x}',
    '/api/reservations/config?car_id={x}',
    '/api/auth?{x}={x}',
    '/api/suggest?q={x}',
    '/api/suggest?q={x}&limit={x}',
    '/api/health',
    '/api/demo-sites',
  );
  const siteData = fc.tuple(site, getPaths, pathPiece, pathPiece, fc.boolean()).map(
    ([s, template, x, y, ownId]): HostileRequest => ({
      family: 'site data',
      method: 'GET',
      host: `${s.slug}.localhost`,
      path: template
        .replaceAll('{id}', ownId ? String(s.id) : x)
        .replace('{x}', x)
        .replaceAll('{x}', y),
      headers: {},
    }),
  );

  const dealer = fc
    .tuple(
      site,
      fc.constantFrom('GET', 'POST', 'PUT'),
      fc.constantFrom(
        '/api/dealer/leads',
        '/api/dealer/leads?format=csv&{x}={x}',
        '/api/dealer/reservations',
        '/api/dealer/reservations/{x}/confirm',
        '/api/dealer/reservations/{x}/cancel',
        '/api/dealer/pages',
        '/api/dealer/pages/{x}',
        '/api/dealer/pages/{x}/versions',
        '/api/dealer/pages/{x}/versions/{x}/restore',
      ),
      pathPiece,
      fc.oneof(fc.constant(true), fc.constant(false), headerText),
      hostileValue,
      fc.constantFrom('about', 'finance', 'home'),
    )
    .map(
      ([s, method, template, x, auth, body, slug]): HostileRequest => ({
        family: 'dealer',
        method,
        host: `${s.slug}.localhost`,
        path: template.replaceAll('{x}', template.includes('pages/{x}') && x.length % 2 === 0 ? slug : x),
        headers: {
          ...(auth === true
            ? { authorization: targets.dealerAuthorization(s.slug) }
            : auth === false
              ? {}
              : { authorization: `Basic ${auth}` }),
          'content-type': 'application/json',
          origin: `http://${s.slug}.localhost`,
        },
        ...(method === 'GET'
          ? {}
          : { body: JSON.stringify({ title: body, blocks: [{ type: 'text', text: body }] }) }),
      }),
    );

  const page = fc
    .tuple(
      site,
      fc.array(pathPiece, { minLength: 1, maxLength: 4 }),
      acceptHeader,
      fc.constantFrom('', '?page=1e309', '?km=-1e309:1e309', '?q=%00', '?sortBy=%E0%A4%A'),
    )
    .chain(([s, pieces, accept, query]) =>
      fc.tuple(
        fc.constant(s),
        fc.constantFrom(
          '/',
          '/cars/',
          '/used-cars/',
          '/car/',
          '/special-offers/',
          '/finance/',
          '/sitemap.xml',
          '/robots.txt',
          '/assets/',
          '/history-reports/',
          '',
        ),
        fc.constant(pieces),
        fc.constant(accept),
        fc.constant(query),
      ),
    )
    .map(
      ([s, prefix, pieces, accept, query]): HostileRequest => ({
        family: 'pages',
        method: 'GET',
        host: `${s.slug}.localhost`,
        path: `${prefix.startsWith('/') ? prefix : '/'}${pieces.join('/')}${query}`,
        headers: { accept },
      }),
    );

  return fc.oneof(
    {
      weight: 10,
      arbitrary: post('leads POST', 'POST', fc.constantFrom('/api/leads', '/api/mock/leads'), lead),
    },
    { weight: 4, arbitrary: leadPut },
    {
      weight: 4,
      arbitrary: post('valuations POST', 'POST', fc.constant('/api/valuations'), () => ({
        rego: 'ABC123',
        regoState: 'NSW',
        make: 'Toyota',
        model: 'RAV4',
        year: 2023,
        km: 30_000,
        adjustmentAnswers: { 'Any accident damage?': 'No' },
      })),
    },
    { weight: 2, arbitrary: valuationPut },
    {
      weight: 2,
      arbitrary: post('lookups', 'POST', fc.constant('/api/nevdis'), () => ({
        rego: 'ABC123',
        state: 'NSW',
      })),
    },
    {
      weight: 2,
      arbitrary: post('lookups', 'POST', fc.constant('/api/simple-autograb-lookup'), () => ({
        rego: 'ABC123',
        state: 'NSW',
        make: 'Toyota',
        model: 'RAV4',
        year: 2023,
        km: 20_000,
      })),
    },
    {
      weight: 2,
      arbitrary: post('lookups', 'POST', fc.constant('/api/credit-score'), () => ({
        first_name: 'Jo',
        last_name: 'Citizen',
        consent: true,
      })),
    },
    {
      weight: 2,
      arbitrary: post('miscellaneous', 'POST', fc.constant('/api/miscellaneous'), () => ({
        offer_price: 1000,
        note: 'hi',
      })),
    },
    {
      weight: 3,
      arbitrary: post('carClarityCustomer', 'POST', fc.constant('/api/carClarityCustomer'), lead),
    },
    {
      weight: 2,
      arbitrary: post('events', 'POST', fc.constant('/api/events/car_phone_call'), (_s, c) => ({
        car_id: c.id,
      })),
    },
    {
      weight: 2,
      arbitrary: post('events', 'POST', fc.constant('/api/events/phone_reveal'), (s, c) => ({
        car_id: c.id,
        dealership_id: c.dealershipId,
        website_id: s.id,
      })),
    },
    {
      weight: 2,
      arbitrary: post('reservations', 'POST', fc.constant('/api/reservations'), (_s, c) => ({
        car_id: c.id,
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        terms_agreed: true,
      })),
    },
    {
      weight: 1,
      arbitrary: post('auth', 'POST', fc.constantFrom('/api/auth/sign-in', '/api/auth/sign-out'), () => ({
        email: 'jo@example.com',
        password: 'jo-password-123',
      })),
    },
    {
      weight: 1,
      arbitrary: post('auth', 'POST', fc.constant('/api/auth/sign-up'), () => ({
        name: 'Jo Citizen',
        email: 'jo@example.com',
        password: 'jo-password-123',
      })),
    },
    {
      weight: 1,
      arbitrary: post(
        'payments',
        'POST',
        fc.constant('/api/payments/stripe/webhook'),
        () => ({ type: 'checkout.session.completed', data: { object: {} } }),
        fc.constant({ 'stripe-signature': 't=1,v1=abc' }),
      ),
    },
    { weight: 10, arbitrary: search },
    { weight: 4, arbitrary: carJson },
    { weight: 3, arbitrary: siteData },
    { weight: 3, arbitrary: dealer },
    { weight: 3, arbitrary: page },
  );
}
