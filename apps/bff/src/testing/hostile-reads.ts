import fc from 'fast-check';
import type { HostileRequest, HostileTargets, RequestKit } from './hostile.js';
import { acceptHeader, headerText, hostileValue, pathPiece } from './hostile-values.js';

/** The read calls: search parameters, car records, site data, the dealer's API and page paths. */

function searchRequests({ site, host, extraHeaders }: RequestKit) {
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
  return fc
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
}

function carJsonRequests({ site, car }: RequestKit) {
  return fc
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
}

function siteDataRequests({ site }: RequestKit) {
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
  return fc.tuple(site, getPaths, pathPiece, pathPiece, fc.boolean()).map(
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
}

function dealerRequests({ site }: RequestKit, targets: HostileTargets) {
  return fc
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
}

function pageRequests({ site }: RequestKit) {
  return fc
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
}

export function readRequests(kit: RequestKit, targets: HostileTargets) {
  return [
    { weight: 10, arbitrary: searchRequests(kit) },
    { weight: 4, arbitrary: carJsonRequests(kit) },
    { weight: 3, arbitrary: siteDataRequests(kit) },
    { weight: 3, arbitrary: dealerRequests(kit, targets) },
    { weight: 3, arbitrary: pageRequests(kit) },
  ] as const;
}
