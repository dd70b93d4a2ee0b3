import { adfDtdErrors } from '@dealer/test-utils/adf-dtd';
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type ConsoleServer, expect, test } from './console-support.js';

// Issue 29: multi-step leads reach the dealer's CRM whole. In Chromium on the demo site harbour-auto (ADF
// to crm@harbour-auto.example, its mail in the embedded catcher): a 3-step trade-in and a 3-step finance
// application each make exactly one ADF mail, after the last step, with the shopper's contact (and the
// trade-in car), valid against the ADF 1.0 DTD; an application left after step 1 makes one mail marked
// incomplete once the quiet time has passed on the server's clock (moved forward here), never a second.

interface CaughtMail {
  subject: string;
  raw_url: string;
}

async function adfMails(request: APIRequestContext, c: ConsoleServer, who: string) {
  const auth = `Basic ${Buffer.from(`harbour-auto:${c.server.dealerPassword('harbour-auto')}`).toString('base64')}`;
  const headers = { host: `harbour-auto.localhost:${c.server.port}`, authorization: auth };
  const answer = await request.get(`http://127.0.0.1:${c.server.port}/api/dealer/mail`, { headers });
  const { mails } = (await answer.json()) as { mails: CaughtMail[] };
  const mine = mails.filter((m) => m.subject.startsWith('ADF lead') && m.subject.includes(who));
  return Promise.all(
    mine.map(async (m) => {
      const raw = await (
        await request.get(`http://127.0.0.1:${c.server.port}${m.raw_url}`, { headers })
      ).text();
      const parsed = await simpleParser(raw);
      const xml = parsed.attachments[0]?.content.toString('utf8') ?? '';
      return { subject: m.subject, xml };
    }),
  );
}

/** Waits until the catcher has `count` ADF mails naming `who`, then a little longer, and returns them all. */
async function settledAdf(request: APIRequestContext, c: ConsoleServer, who: string, count: number) {
  await expect.poll(async () => (await adfMails(request, c, who)).length, { timeout: 15_000 }).toBe(count);
  await new Promise((r) => setTimeout(r, 1_500)); // a second mail would have come by now (worker: 1 s ticks)
  return adfMails(request, c, who);
}

async function financeStepOne(
  page: Page,
  c: ConsoleServer,
  who: { first: string; last: string; email: string },
) {
  await page.goto(c.url('harbour-auto', '/finance'));
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Postcode').fill('4000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
}

test('a 3-step trade-in makes one ADF mail after the last step, with the shopper and their car', async ({
  page,
  request,
  console: c,
}) => {
  await page.goto(c.url('harbour-auto', '/trade-in'));
  await page.getByLabel('Registration (rego)').fill('TRD529');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Make').fill('Mazda');
  await page.getByLabel('Model').fill('CX-5');
  await page.getByLabel('Year').fill('2019');
  await page.getByLabel('Odometer (km)').fill('64000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  for (const select of await page.getByRole('combobox').all()) await select.selectOption('No');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  // Two steps stored, nothing for the CRM yet.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await adfMails(request, c, 'Terry Trader')).toEqual([]);
  expect(await adfMails(request, c, 'A shopper')).toEqual([]);

  await page.getByLabel('Name', { exact: true }).fill('Terry Trader');
  await page.getByLabel('Email').fill('terry.trader@example.com');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success\?category=trade-in/);

  const [adf, ...more] = await settledAdf(request, c, 'Terry Trader', 1);
  expect(more).toEqual([]);
  expect(adf?.subject).toBe('ADF lead: Trade-In from Terry Trader (Harbour Auto Group)');
  expect(adf?.xml).toContain('<name part="full" type="individual">Terry Trader</name>');
  expect(adf?.xml).toContain(
    '<email>terry.trader@example.com</email><phone type="voice">0412 345 678</phone>',
  );
  expect(adf?.xml).toContain(
    '<vehicle interest="trade-in" status="used"><year>2019</year><make>Mazda</make><model>CX-5</model>',
  );
  expect(adfDtdErrors(adf?.xml ?? '')).toEqual([]);
  expect(await adfMails(request, c, 'A shopper')).toEqual([]);
});

test('a 3-step finance application makes one ADF mail after the last step, with every step’s answers', async ({
  page,
  request,
  console: c,
}) => {
  await financeStepOne(page, c, { first: 'Fiona', last: 'Finch', email: 'fiona.finch@example.com' });
  await page.getByLabel('Purchase price budget').fill('25000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await adfMails(request, c, 'Fiona Finch')).toEqual([]);
  await page.getByLabel('Additional comments').fill('Weekday calls please');
  await page.getByLabel(/I consent/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success\?category=finance/);

  const [adf, ...more] = await settledAdf(request, c, 'Fiona Finch', 1);
  expect(more).toEqual([]);
  expect(adf?.xml).toContain('<name part="first" type="individual">Fiona</name>');
  expect(adf?.xml).toContain(
    '<email>fiona.finch@example.com</email><phone type="voice">0412 345 678</phone>',
  );
  expect(adf?.xml).toContain('Purchase budget: $25,000');
  expect(adf?.xml).toContain('Additional comments: Weekday calls please');
  expect(adf?.xml).not.toContain('INCOMPLETE');
  expect(adfDtdErrors(adf?.xml ?? '')).toEqual([]);
});

test('an application left after step 1 makes one mail marked incomplete after the quiet time', async ({
  page,
  request,
  console: c,
}) => {
  await financeStepOne(page, c, { first: 'Quinn', last: 'Quiet', email: 'quinn.quiet@example.com' });
  await page.close();
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await adfMails(request, c, 'Quinn Quiet')).toEqual([]);
  c.advance(31 * 60_000); // past the demo site's quiet time (the default 30 minutes)
  const [adf, ...more] = await settledAdf(request, c, 'Quinn Quiet', 1);
  expect(more).toEqual([]);
  expect(adf?.subject).toBe('ADF lead (incomplete): Finance from Quinn Quiet (Harbour Auto Group)');
  expect(adf?.xml).toContain('<comments>INCOMPLETE:');
  expect(adf?.xml).toContain('<email>quinn.quiet@example.com</email>');
  expect(adfDtdErrors(adf?.xml ?? '')).toEqual([]);
  c.advance(24 * 60 * 60_000); // never a second one
  expect(await settledAdf(request, c, 'Quinn Quiet', 1)).toHaveLength(1);
});
