import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import { adfDtdErrors } from '@dealer/test-utils/adf-dtd';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerAuth, startTestServer, type TestServer, testFormToken } from '../testing/server.js';

/**
 * Leads reach the dealer's CRM whole, with values our own forms never write (awkward names, every AU/NZ
 * phone form, plus-addressed upper-case emails, `&`, `<`, `]]>`, emoji, long comments, "85,000 km"): each
 * lead kind is posted over HTTP as a page's script posts it (its form token), and read back at a real
 * webhook receiver on loopback and as the ADF mail in the embedded SMTP mail catcher.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> & { lead_id: string; lead: Record<string, unknown> };
}

/** A CRM receiver: answers 500 (or nothing for `hangMs`) to a lead's first delivery when told to. */
async function startReceiver() {
  const received: Received[] = [];
  const seen = new Set<string>();
  const failFirst = new Set<string>();
  const hangFirst = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
      const email = String(body.lead?.email ?? '');
      const first = !seen.has(`${email}|${body.topic}`);
      seen.add(`${email}|${body.topic}`);
      if (first && failFirst.has(email)) return void res.writeHead(500).end('down');
      if (first && hangFirst.has(email)) return void setTimeout(() => res.end('late'), 1_500);
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`,
    received,
    failFirst,
    hangFirst,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const SITES = ['harbour-auto', 'kiwi-motors', 'cityhop-rentals', 'flexi-drive'];

function registryWith(url: string): Registry {
  const base = demoRegistry();
  return {
    ...base,
    sites: base.sites.map((s) =>
      SITES.includes(s.slug)
        ? {
            ...s,
            leads: {
              ...s.leads,
              webhook_url: url,
              adf_emails: [`crm@${s.slug}.example`],
              notification_emails: [],
            },
          }
        : s,
    ),
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** §4 a car a shopper can reserve (in stock, priced, not held, not marked unreservable). */
const reservable = (hit: Node) =>
  hit.status === 'in_stock' &&
  !hit.sold &&
  !hit.reserved &&
  Number(hit.price) > 200 &&
  hit.reservable !== false;

const LONG = `${'Please call after 5pm & ask for <Zoë>. ]]> 🚗💨 '.repeat(120)}THE END`;
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['vehicle', 'name', 'phone', 'email'].includes(name),
});

type Node = Record<string, unknown>;
const textOf = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as Node | undefined)?.['#text'] ?? '');

describe('leads reach the CRM whole (awkward values, webhook + ADF mail)', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({
      registry: registryWith(receiver.url),
      reservations: { demoFallback: true },
      mail: { catcher: true, from: 'leads@platform.example' },
      outbox: { intervalMs: 50, backoffSeconds: 0.1, maxAttempts: 10, timeoutMs: 700, secret: 'whsec-test' },
      outbound: { allowLoopback: true },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const human = async () => ({ website: '', form_fill_ms: 9_000, form_token: await testFormToken(20_000) });
  const firstCar = async (slug: string) => {
    const site = demoRegistry().sites.find((s) => s.slug === slug);
    const hits = (await server.site(slug)('/api/search')).json<{ hits: Node[] }>().hits as (Node & {
      id: number;
      slug: string;
    })[];
    const hit = hits.find((h) => reservable(h)) as { id: number; slug: string };
    const car = (await server.site(slug)(`/api/websites/${site?.id}/cars/${hit.slug}.json`)).json<
      Record<string, unknown>
    >();
    return { id: hit.id, car };
  };

  /** The webhook body and the parsed ADF prospect of one lead (found by the shopper's email). */
  async function delivered(slug: string, leadId: string) {
    const hook = await until(`webhook of ${leadId}`, () =>
      receiver.received.find((r) => r.body.lead_id === leadId && r.body.topic === 'lead.created'),
    );
    const adf = await until(`ADF mail of ${leadId}`, async () => {
      const list = (await server.site(slug)('/api/dealer/mail', { headers: dealerAuth(slug) })).json<{
        mails: { raw_url: string; subject: string }[];
      }>().mails;
      for (const mail of list.filter((m) => m.subject.startsWith('ADF lead'))) {
        const raw = (await server.site(slug)(mail.raw_url, { headers: dealerAuth(slug) })).text;
        const parsed = await simpleParser(raw);
        if (parsed.text?.includes(`>${leadId}</id>`)) return parsed;
      }
      return undefined;
    });
    const text = adf.text ?? '';
    expect(XMLValidator.validate(text)).toBe(true);
    expect(adfDtdErrors(text)).toEqual([]);
    // Nothing escaped twice: an entity never follows an `&amp;`.
    expect(text).not.toMatch(/&amp;(amp|lt|gt|quot|apos|#\d+);/);
    const prospect = (xml.parse(text) as { adf: { prospect: Node } }).adf.prospect;
    return { hook, adf, subject: adf.subject ?? '', prospect, text };
  }

  function customerOf(prospect: Node) {
    const contact = (prospect.customer as Node).contact as Node;
    const names = Object.fromEntries(
      (contact.name as Node[]).map((n) => [String(n['@part']), textOf(n)]),
    ) as Record<string, string>;
    return {
      names,
      email: textOf((contact.email as unknown[] | undefined)?.[0]),
      phone: textOf((contact.phone as unknown[] | undefined)?.[0]),
      phoneType: String((contact.phone as Node[] | undefined)?.[0]?.['@type'] ?? ''),
      comments: textOf((prospect.customer as Node).comments),
    };
  }

  const post = async (slug: string, lead: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.site(slug)('/api/leads', { method: 'POST', json: { lead }, headers });

  it('should deliver an enquiry about a stock car whole: names, plus-addressed email, +61 phone, the car, escapes', async () => {
    const { id: carId, car } = await firstCar('harbour-auto');
    const email = 'Zoe.OBrien+Cars@Example.COM';
    receiver.failFirst.add(email);
    const res = await post('harbour-auto', {
      first_name: "Zoë O'Brien",
      last_name: 'Ngāti <Whātua> & Sons',
      email,
      phone: '+61 412 345 678',
      category: 'General Enquiry',
      dealership_slug: 'harbour-toyota',
      car_id: carId,
      message: LONG,
      opt_in: true,
      ...(await human()),
    });
    expect(res.status).toBe(201);
    const { id } = res.json<{ id: string }>();
    const got = await delivered('harbour-auto', id);
    expect(got.hook.body.lead).toMatchObject({
      first_name: "Zoë O'Brien",
      last_name: 'Ngāti <Whātua> & Sons',
      email,
      phone: '+61 412 345 678',
      message: LONG,
    });
    expect(got.hook.headers['webhook-id']).toBe(got.hook.body.id);
    const customer = customerOf(got.prospect);
    expect(customer.names).toEqual({ first: "Zoë O'Brien", last: 'Ngāti <Whātua> & Sons' });
    expect(customer.email).toBe(email);
    expect(customer.phone).toBe('+61 412 345 678');
    expect(customer.phoneType).toBe('voice');
    expect(customer.comments).toContain(LONG);
    expect(customer.comments).toContain('Category: General Enquiry');
    expect(got.subject).toContain("General Enquiry from Zoë O'Brien Ngāti <Whātua> & Sons");
    const vehicle = (got.prospect.vehicle as Node[])[0] as Node;
    expect(vehicle['@interest']).toBe('buy');
    expect(textOf(vehicle.year)).toBe(String(car.year));
    expect(textOf(vehicle.make)).toBe(String(car.make));
    expect(textOf(vehicle.model)).toBe(String(car.model));
    expect(textOf(vehicle.stock)).toBe(String(car.stocknum));
    expect(textOf(vehicle.vin)).toBe(String(car.vin));
    expect(textOf(vehicle.price)).toBe(String(car.price));
    expect(textOf((got.prospect.id as Node) ?? '')).toBe(id);
    // §9 harbour-auto keeps Sydney time: 2026-03-11 10:00 +11:00 (daylight saving).
    expect(textOf(got.prospect.requestdate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+11:00$/);
    const vendor = got.prospect.vendor as Node;
    expect(textOf(vendor.vendorname)).toBeTruthy();
    expect((vendor.contact as Node).name).toBeDefined();
    // The first answer was 500: delivered once after it, never twice.
    expect(
      receiver.received.filter((r) => r.body.lead_id === id && r.body.topic === 'lead.created'),
    ).toHaveLength(1);
  }, 40_000);

  it('should deliver a test drive by a name-only shopper (李雷), a landline in brackets, once after a receiver timeout', async () => {
    const { id: carId } = await firstCar('harbour-auto');
    const email = 'LI.LEI+testdrive@EXAMPLE.com.au';
    receiver.hangFirst.add(email);
    const res = await post('harbour-auto', {
      name: '李雷',
      email,
      phone: '(02) 9876-5432',
      category: 'Test Drive',
      dealership_slug: 'harbour-toyota',
      car_id: carId,
      dateTime: '2026-03-14T09:30',
      message: 'Saturday? 🙏 <b>not bold</b> & ]]>',
      ...(await human()),
    });
    expect(res.status).toBe(201);
    const { id } = res.json<{ id: string }>();
    const got = await delivered('harbour-auto', id);
    expect(got.hook.body.lead).toMatchObject({ name: '李雷', email, phone: '(02) 9876-5432' });
    const customer = customerOf(got.prospect);
    expect(customer.names).toEqual({ full: '李雷' });
    expect(customer.email).toBe(email);
    expect(customer.phone).toBe('(02) 9876-5432');
    expect(customer.comments).toContain('Message: Saturday? 🙏 <b>not bold</b> & ]]>');
    expect(customer.comments).toContain('Test drive: Sat 14 Mar, 9:30 am');
    expect((got.prospect.vehicle as Node[])[0]?.['@interest']).toBe('test-drive');
    expect(got.subject).toContain('Test Drive from 李雷');
    // The first delivery timed out (the receiver answered late): one delivery recorded, not two.
    await new Promise((r) => setTimeout(r, 1_600));
    expect(
      receiver.received.filter((r) => r.body.lead_id === id && r.body.topic === 'lead.created'),
    ).toHaveLength(1);
  }, 40_000);

  it('should deliver a three-step finance application whole: macrons, apostrophes, 04 mobile with dashes, "$85k" income', async () => {
    const email = 'Aroha.Ngati+Finance@Example.NET';
    const step1 = await post('harbour-auto', {
      first_name: 'Ngāti',
      last_name: "Te Whānau-O'Hara",
      email,
      phone: '0412-345-678',
      postcode: '2000',
      category: 'Finance',
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 0,
      ...(await human()),
    });
    expect(step1.status).toBe(201);
    const { id, update_token } = step1.json<{ id: string; update_token: string }>();
    const put = (lead: Record<string, unknown>) =>
      server.site('harbour-auto')(`/api/leads/${id}`, {
        method: 'PUT',
        json: { lead: { category: 'Finance', ...lead } },
        headers: { authorization: `Bearer ${update_token}` },
      });
    expect(
      (
        await put({
          preferredDealership: 'harbour-toyota',
          purchasePriceBudget: '$35,000',
          'Deposit Amount': '$5,000',
          income: '$85k',
          lead_status: 'Incomplete',
          form_completed: false,
          step_number: 1,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await put({
          'Additional Comments': 'Self-employed & paid <monthly> ]]> 💸',
          consent: true,
          lead_status: '',
          form_completed: true,
          step_number: 2,
        })
      ).status,
    ).toBe(200);
    const got = await delivered('harbour-auto', id);
    expect(got.hook.body.lead).toMatchObject({
      first_name: 'Ngāti',
      last_name: "Te Whānau-O'Hara",
      email,
      phone: '0412-345-678',
      postcode: '2000',
      income: '$85k',
    });
    const customer = customerOf(got.prospect);
    expect(customer.names).toEqual({ first: 'Ngāti', last: "Te Whānau-O'Hara" });
    expect(customer.email).toBe(email);
    expect(customer.phone).toBe('0412-345-678');
    expect(customer.comments).toContain('Purchase budget: $35,000');
    expect(customer.comments).toContain('Deposit: $5,000');
    expect(customer.comments).toContain('income: $85k');
    expect(customer.comments).toContain('Additional comments: Self-employed & paid <monthly> ]]> 💸');
    expect(customer.comments).toContain('Category: Finance');
    expect(got.subject).toContain("Finance from Ngāti Te Whānau-O'Hara");
    const created = receiver.received.filter((r) => r.body.lead_id === id && r.body.topic === 'lead.created');
    expect(created).toHaveLength(1);
  }, 40_000);

  it('should deliver a trade-in valuation whole: rego, odometer written "85,000 km", 0061 phone', async () => {
    const email = "o'brien.trade+in@Example.org";
    const first = await post('harbour-auto', {
      Rego: 'ABC-12Z',
      regoState: 'NSW',
      make: 'Mazda',
      model: 'CX-5 Maxx Sport',
      year: '2019',
      km: '85,000 km',
      category: 'Trade-In',
      lead_status: 'Incomplete',
      form_completed: false,
      ...(await human()),
    });
    expect(first.status).toBe(201);
    const { id, update_token } = first.json<{ id: string; update_token: string }>();
    const put = (lead: Record<string, unknown>) =>
      server.site('harbour-auto')(`/api/leads/${id}`, {
        method: 'PUT',
        json: { lead: { category: 'Trade-In', ...lead } },
        headers: { authorization: `Bearer ${update_token}` },
      });
    expect(
      (await put({ 'Any accident damage?': 'No', lead_status: 'Incomplete', form_completed: false })).status,
    ).toBe(200);
    expect(
      (
        await put({
          name: "Seán O'Brien",
          email,
          phone: '0061 412 345 678',
          message: 'Roof racks & tow bar <incl.>',
          offer_price: 18500,
          form_completed: true,
          lead_status: '',
        })
      ).status,
    ).toBe(200);
    const got = await delivered('harbour-auto', id);
    expect(got.hook.body.lead).toMatchObject({
      name: "Seán O'Brien",
      email,
      phone: '0061 412 345 678',
      km: '85,000 km',
    });
    const customer = customerOf(got.prospect);
    expect(customer.names).toEqual({ full: "Seán O'Brien" });
    expect(customer.email).toBe(email);
    expect(customer.phone).toBe('0061 412 345 678');
    expect(got.subject).toContain("Trade-In from Seán O'Brien");
    const trade = (got.prospect.vehicle as Node[]).find((v) => v['@interest'] === 'trade-in') as Node;
    expect(textOf(trade.year)).toBe('2019');
    expect(textOf(trade.make)).toBe('Mazda');
    expect(textOf(trade.model)).toBe('CX-5 Maxx Sport');
    expect(textOf(trade.odometer)).toBe('85000');
    expect(textOf(trade.price)).toBe('18500');
    expect(textOf(trade.comments)).toContain('Rego ABC-12Z (NSW)');
    expect(customer.comments).toContain('Odometer: 85,000 km');
  }, 40_000);

  it('should deliver an NZ enquiry with +64 and 021 numbers, and a subscription enquiry', async () => {
    const kiwi = await post('kiwi-motors', {
      first_name: 'Aroha',
      last_name: 'Ngāti Pōneke',
      email: 'AROHA+kiwi@Example.co.nz',
      // §5 this NZ site takes a phone under 15 characters as typed ('+64 21 123 4567' is refused, 400).
      phone: '+64 21 123 456',
      category: 'General Enquiry',
      dealership_slug: 'kiwi-motors',
      message: 'Kia ora & thanks',
      ...(await human()),
    });
    expect(kiwi.status, kiwi.text).toBe(201);
    const got = await delivered('kiwi-motors', kiwi.json<{ id: string }>().id);
    expect(customerOf(got.prospect).phone).toBe('+64 21 123 456');
    expect(customerOf(got.prospect).names).toEqual({ first: 'Aroha', last: 'Ngāti Pōneke' });
    expect(textOf(got.prospect.requestdate)).toMatch(/\+13:00$/);

    const kiwi2 = await post('kiwi-motors', {
      name: 'Zoë Māui',
      email: 'zoe@example.co.nz',
      phone: '021-123 4567',
      category: 'General Enquiry',
      ...(await human()),
    });
    expect(kiwi2.status).toBe(201);
    expect(customerOf((await delivered('kiwi-motors', kiwi2.json<{ id: string }>().id)).prospect).phone).toBe(
      '021-123 4567',
    );

    const { id: carId } = await firstCar('flexi-drive');
    const sub = await post('flexi-drive', {
      name: 'Chloë & Ōtautahi',
      email: 'CHLOE+sub@example.com',
      phone: '0412 345 678',
      category: 'Subscription Enquiry',
      car_id: carId,
      ...(await human()),
    });
    expect(sub.status).toBe(201);
    const subGot = await delivered('flexi-drive', sub.json<{ id: string }>().id);
    expect(customerOf(subGot.prospect).names).toEqual({ full: 'Chloë & Ōtautahi' });
    expect(subGot.subject).toContain('Subscription Enquiry from Chloë & Ōtautahi');
  }, 40_000);

  it('should deliver a reservation and a rental booking whole', async () => {
    const { id: carId, car } = await firstCar('harbour-auto');
    const reserved = await server.site('harbour-auto')('/api/reservations', {
      method: 'POST',
      json: {
        car_id: carId,
        name: "Zoë O'Brien-李",
        email: 'Zoe+Reserve@Example.COM',
        phone: '+61 (0)412 345 678'.replace('(0)', ''),
        terms_agreed: true,
        ...(await human()),
      },
    });
    expect(reserved.status, reserved.text).toBe(201);
    const hook = await until('reserve webhook', () =>
      receiver.received.find((r) => r.body.lead?.email === 'Zoe+Reserve@Example.COM'),
    );
    const got = await delivered('harbour-auto', hook.body.lead_id);
    expect(customerOf(got.prospect)).toMatchObject({
      names: { full: "Zoë O'Brien-李" },
      email: 'Zoe+Reserve@Example.COM',
      phone: '+61 412 345 678',
    });
    expect(got.subject).toContain("Reserve from Zoë O'Brien-李");
    expect(textOf((got.prospect.vehicle as Node[])[0]?.stock)).toBe(String(car.stocknum));

    const { id: rentalCar } = await firstCar('cityhop-rentals');
    const booked = await server.site('cityhop-rentals')('/api/rental-bookings', {
      method: 'POST',
      json: {
        car_id: rentalCar,
        name: 'Ngāti & <Co>',
        email: 'HIRE+me@Example.com',
        phone: '04 1234 5678',
        terms_agreed: true,
        pickUpDate: '2026-03-20',
        returnDate: '2026-03-23',
        ...(await human()),
      },
    });
    expect(booked.status).toBe(201);
    const rentalHook = await until('rental webhook', () =>
      receiver.received.find((r) => r.body.lead?.email === 'HIRE+me@Example.com'),
    );
    const rental = await delivered('cityhop-rentals', rentalHook.body.lead_id);
    expect(customerOf(rental.prospect)).toMatchObject({
      names: { full: 'Ngāti & <Co>' },
      phone: '04 1234 5678',
    });
    expect(customerOf(rental.prospect).comments).toContain('Pick-up: Fri 20 Mar 2026');
  }, 40_000);

  it('should take a double-tapped form as one lead, delivered once', async () => {
    const lead = {
      name: 'Double Tap',
      email: 'Double+Tap@Example.com',
      phone: '0412 345 678',
      category: 'General Enquiry',
      message: 'tap tap',
      ...(await human()),
    };
    // Two taps: the script gives each request its own Idempotency-Key; a form without script sends none.
    const a = await post('harbour-auto', lead, { 'idempotency-key': 'tap-1' });
    const b = await post('harbour-auto', lead, { 'idempotency-key': 'tap-2' });
    const c = await post('harbour-auto', lead);
    expect([a.status, b.status, c.status]).toEqual([201, expect.any(Number), expect.any(Number)]);
    const ids = new Set([a, b, c].map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    await delivered('harbour-auto', a.json<{ id: string }>().id);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.filter((r) => r.body.lead?.email === lead.email)).toHaveLength(1);
  }, 40_000);
});
