import { expect, login, signIn, test } from './console-support.js';
import { enquireAs } from './enquiry-support.js';

// Issue 33 in Chromium: a lead nobody contacts is told to the site's manager live in the console inbox
// once its due time (120 opening minutes) and the managers' step (30 more) have passed — the server clock
// moves ahead instead of waiting; the background job runs every 10 s.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const listing = '/search/new-used-and-demo-cars';

/** Moves the console clock to 10 o'clock on a weekday in Sydney, at least three days on. */
function toWeekdayMorning(c: { now(): Date; advance(ms: number): void }): void {
  const sydney = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  let at = c.now().getTime() + 3 * 24 * 60 * 60_000;
  for (;;) {
    const parts = sydney.formatToParts(new Date(at));
    const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
    if (!['Sat', 'Sun'].includes(weekday) && Number(parts.find((p) => p.type === 'hour')?.value) === 10)
      break;
    at += 60 * 60_000;
  }
  c.advance(at - c.now().getTime());
}

test('an overdue lead is told to the manager, live in the console', async ({ page, browser, console: c }) => {
  toWeekdayMorning(c);
  const shopper = await browser.newContext();
  await enquireAs(await shopper.newPage(), c.url('harbour-auto', listing), {
    name: 'Nora Notify',
    email: 'nora.notify@example.com',
    phone: '0412 345 678',
  });
  await shopper.close();
  await signIn(
    page,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'manager'),
  );
  await expect(page.getByRole('link', { name: 'Nora Notify' }).first()).toBeVisible();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('link')).toHaveCount(0);

  c.advance(3 * 60 * 60_000); // 13:00: past the due time (12:00) and the managers' step (12:30)
  await expect(notifications.getByRole('link', { name: /Nora Notify's lead/ })).toBeVisible({
    timeout: 25_000,
  });
});
