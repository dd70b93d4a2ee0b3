import fc from 'fast-check';
import { type Json, mutatedBody } from './hostile-bodies.js';
import { readRequests } from './hostile-reads.js';
import { contentType, headerText } from './hostile-values.js';
import { writeRequests } from './hostile-writes.js';

/**
 * Generators of what the open internet sends a dealer site: strings PostgreSQL cannot store (NUL, lone
 * surrogates), huge and right-to-left text, wrong types, deep nesting, numbers past a double, duplicate
 * keys, truncated JSON, wrong content types, bad percent-encoding and odd headers — spread over every
 * route family (hostile-writes.ts, hostile-reads.ts; the values in hostile-values.ts, the bodies in
 * hostile-bodies.ts). The hostile-input test sends them to a real server; nothing here knows the answers.
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

export type HostileSite = HostileTargets['sites'][number];
export type HostileCar = HostileTargets['cars'][number];

/** What every request family draws from: a site, a car, odd extra headers, a host, and a mutated POST. */
export function requestKit(targets: HostileTargets) {
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
    base: (s: HostileSite, c: HostileCar) => Json,
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

  return { site, car, extraHeaders, host, post };
}

export type RequestKit = ReturnType<typeof requestKit>;

/** Requests across every route family (weights roughly follow how much each family parses). */
export function hostileRequests(targets: HostileTargets): fc.Arbitrary<HostileRequest> {
  const kit = requestKit(targets);
  return fc.oneof(...writeRequests(kit, targets), ...readRequests(kit, targets));
}
