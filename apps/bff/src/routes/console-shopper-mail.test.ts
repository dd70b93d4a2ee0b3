import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * The shopper's mail templates over real HTTP and the real store (issue 33 item 3): listed with the
 * platform's defaults, a template with an unknown or missing merge field refused with a 400 naming it,
 * a good one previewed (values escaped) and saved; a salesperson may not edit them.
 */

const GROUP = 'Central West Auto Group';
let server: TestServer;
let manager: ConsoleClient;
let sales: ConsoleClient;
let site: string;

beforeAll(async () => {
  server = await startTestServer({ inventorySize: 5 });
  const login = demoLogin(server, GROUP, 'manager');
  site = login.siteSlugs[0] as string;
  manager = await signIn(server, login, site);
  sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), site);
}, 90_000);

afterAll(async () => {
  await server?.close();
});

const put = (who: ConsoleClient, kind: string, json: unknown) =>
  who.call(`/api/console/mail-templates/${kind}?site=${site}`, { method: 'PUT', json });

const good = {
  subject: 'Thanks, {{shopper_name}}',
  text: 'Call {{location_phone}}.{{#if car_title}} {{car_title}}{{/if}}',
  html: '<p>Call {{location_phone}}</p>{{#if car_title}}<p>{{car_title}}</p>{{/if}}',
};

describe('shopper mail templates', () => {
  it('should list every kind with the defaults', async () => {
    const res = await manager.get(`/api/console/mail-templates?site=${site}`);
    expect(res.status).toBe(200);
    const kinds = res.json<{ templates: { kind: string; custom: boolean }[] }>().templates;
    expect(kinds.map((t) => t.kind)).toContain('enquiry');
    expect(kinds.every((t) => !t.custom)).toBe(true);
  });

  it('should refuse an unknown field and a missing required one, naming each', async () => {
    const unknown = await put(manager, 'enquiry', { ...good, text: 'Hi {{frist_name}} {{location_phone}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ field: string; error: string }>()).toMatchObject({
      field: 'text',
      error: expect.stringContaining('frist_name'),
    });
    const missing = await put(manager, 'enquiry', { ...good, text: 'Hi', html: '<p>Hi</p>', subject: 'Hi' });
    expect(missing.status).toBe(400);
    expect(missing.json<{ field: string }>().field).toBe('location_phone');
  });

  it('should preview with escaped values and save a good template', async () => {
    const preview = await manager.post(`/api/console/mail-templates/enquiry/preview?site=${site}`, good);
    expect(preview.status).toBe(200);
    expect(preview.json<{ html: string }>().html).toContain('<p>Call (07) 3000 0000</p>');
    expect((await put(manager, 'enquiry', good)).status).toBe(200);
    const list = await manager.get(`/api/console/mail-templates?site=${site}`);
    const enquiry = list
      .json<{ templates: { kind: string; custom: boolean; template: { subject: string } }[] }>()
      .templates.find((t) => t.kind === 'enquiry');
    expect(enquiry).toMatchObject({ custom: true, template: { subject: good.subject } });
  });

  it('should keep the reservation and rental booking mails per site, a booking’s dates required (issue 33)', async () => {
    const list = await manager.get(`/api/console/mail-templates?site=${site}`);
    const kinds = list.json<{ templates: { kind: string; fields: { always: string[] } }[] }>().templates;
    for (const kind of ['reservation_confirmed', 'reservation_cancelled', 'rental_booking'])
      expect(kinds.map((t) => t.kind)).toContain(kind);
    expect(kinds.find((t) => t.kind === 'rental_booking')?.fields.always).toEqual(
      expect.arrayContaining(['pickup_date', 'return_date']),
    );
    const noDates = await put(manager, 'rental_booking', good);
    expect(noDates.status).toBe(400);
    expect(noDates.json<{ field: string }>().field).toBe('pickup_date');
    const booking = {
      ...good,
      text: 'Booked {{pickup_date}} to {{return_date}}. Call {{location_phone}}.',
    };
    const preview = await manager.post(
      `/api/console/mail-templates/rental_booking/preview?site=${site}`,
      booking,
    );
    expect(preview.json<{ text: string }>().text).toContain(
      'Booked Saturday 5 December 2026 to Tuesday 8 December 2026.',
    );
    expect((await put(manager, 'rental_booking', booking)).status).toBe(200);
    expect((await put(manager, 'reservation_cancelled', good)).status).toBe(200);
  });

  it('should not let a salesperson edit them', async () => {
    expect((await put(sales, 'enquiry', good)).status).toBe(404);
  });
});
