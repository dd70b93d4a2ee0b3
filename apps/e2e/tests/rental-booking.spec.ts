import { type StartedServer, startServer } from '@dealer/bff/server';
import { apiGet, test as base, dealerInbox, expect } from './fixtures.js';

// Issue 29 item 3, in Chromium over the real BFF + web build: a rental site's booking takes pick-up and
// return dates; the car is booked for those dates only, and an overlapping second booking is refused
// with a 409 whose message sits next to the pick-up date.

const test = base.extend<object, { server: StartedServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const handlerModule = '../../web/dist/handler.js';
      const { createWebHandler } = (await import(handlerModule)) as {
        createWebHandler(): Promise<NonNullable<Exclude<Parameters<typeof startServer>[0]['web'], boolean>>>;
      };
      const server = await startServer({ port: 0, web: await createWebHandler() });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const SITE = 'cityhop-rentals';
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.setTimeout(120_000);

test('book a hire car for dates, then an overlapping booking of it is refused next to the pick-up date', async ({
  page,
  request,
  server,
}) => {
  const hits = (await (await apiGet(request, SITE, server.port, '/api/search')).json()) as {
    hits: { id: number; slug: string }[];
  };
  const car = hits.hits[0] as { id: number; slug: string };
  // cityhop-rentals keeps the default vehicle base and reserve segment (§2 /cars/{slug}/checkout).
  const checkout = `http://${SITE}.localhost:${server.port}/cars/${car.slug}/checkout`;

  const book = async (name: string, email: string, from: number, to: number) => {
    await page.goto(checkout, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: /^Book the / })).toBeVisible();
    const pickUp = page.getByLabel('Pick-up date');
    const min = (await pickUp.getAttribute('min')) ?? '';
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(pickUp).toHaveAttribute('max', plusDays(min, 180));
    await pickUp.fill(plusDays(min, from));
    await page.getByLabel('Return date').fill(plusDays(min, to));
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByLabel(/I agree to the booking terms/).check();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/rental-bookings') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /^Book this / }).click();
    return { status: (await answer).status(), min };
  };

  const first = await book('Ann Hire', 'ann.hire@example.com', 10, 14);
  expect(first.status).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your booking is in' })).toBeVisible();

  const second = await book('Bob Clash', 'bob.clash@example.com', 12, 16);
  expect(second.status).toBe(409);
  const pickUp = page.getByLabel('Pick-up date');
  await expect(pickUp).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await pickUp.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toContainText(/already booked/);

  // Other dates of the same car stay bookable: the car was booked for dates, not held for 48 hours.
  expect((await book('Cat Later', 'cat.later@example.com', 14, 17)).status).toBe(201);

  const leads = await dealerInbox(request, server.port, SITE, server.dealerPassword(SITE) ?? '');
  const ann = leads.find((l) => l.lead.email === 'ann.hire@example.com') as
    | { category: string; lead: Record<string, unknown> }
    | undefined;
  expect(ann?.category).toBe('Rental Booking');
  expect(ann?.lead).toMatchObject({
    pickup_date: plusDays(first.min, 10),
    return_date: plusDays(first.min, 14),
  });
  expect(leads.some((l) => l.lead.email === 'bob.clash@example.com')).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking form posts to the page and shows the booked dates, or the refusal by its field', async ({
    page,
    request,
    server,
  }) => {
    const hits = (await (await apiGet(request, SITE, server.port, '/api/search')).json()) as {
      hits: { id: number; slug: string }[];
    };
    const car = hits.hits[1] as { id: number; slug: string };
    const checkout = `http://${SITE}.localhost:${server.port}/cars/${car.slug}/checkout`;
    const post = async (from: number, to: number) => {
      await page.goto(checkout);
      const min = (await page.getByLabel('Pick-up date').getAttribute('min')) ?? '';
      await page.getByLabel('Pick-up date').fill(plusDays(min, from));
      await page.getByLabel('Return date').fill(plusDays(min, to));
      await page.getByLabel('Name', { exact: true }).fill('Nia Script');
      await page.getByLabel('Email').fill('nia.script@example.com');
      await page.getByLabel('Phone').fill('0412 345 678');
      await page.getByLabel(/I agree to the booking terms/).check();
      await page.getByRole('button', { name: /^Book this / }).click();
    };
    await post(20, 22);
    await expect(page.getByRole('heading', { name: 'Your booking is in' })).toBeVisible();
    await post(21, 23);
    await expect(page.getByLabel('Pick-up date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/already booked/).first()).toBeVisible();
  });
});
