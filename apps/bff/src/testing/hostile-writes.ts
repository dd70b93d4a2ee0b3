import fc from 'fast-check';
import type { HostileCar, HostileSite, HostileTargets, RequestKit } from './hostile.js';
import { headerText, pathPiece } from './hostile-values.js';

/** The write calls, each POST/PUT built around a valid body that `mutatedBody` then breaks. */

const lead = (s: HostileSite, c: HostileCar) => ({
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

/** Leads and valuations: created, and updated with their token (real ones and junk). */
export function writeRequests(kit: RequestKit, targets: HostileTargets) {
  const { post } = kit;
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

  return [
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
    ...submissionWrites(kit),
    ...eventAndAccountWrites(kit),
  ] as const;
}

/** The lookups and the stored submissions. */
function submissionWrites({ post }: RequestKit) {
  return [
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
  ] as const;
}

/** Tracking events, reservations, garage sign-in and the payment webhook. */
function eventAndAccountWrites({ post }: RequestKit) {
  return [
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
      arbitrary: post(
        'console',
        'POST',
        fc.constantFrom('/api/console/sign-in', '/api/console/sign-out'),
        () => ({
          email: 'admin@harbour-auto-group.example',
          password: 'not-the-password',
          totp: '123456',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: post(
        'console',
        'POST',
        fc.constant(`/api/console/invitations/${'A'.repeat(43)}/accept`),
        () => ({
          password: 'a long enough password',
          name: 'Jo',
        }),
      ),
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
  ] as const;
}
