import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { SUGGEST_DEBOUNCE_MS } from '@dealer/search-suggest';
import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, isHydrated, screenshot, test } from './fixtures.js';

// §2 the listing's search box: suggestions as a shopper types (makes, models, badges, search pages), one
// request per pause in typing, never the same prefix twice, a WAI-ARIA combobox, a plain GET form without
// JavaScript.

const LISTING = '/search/new-used-and-demo-cars';
const SHOTS = resolve(
  process.env.SEARCH_BOX_SCREENSHOTS ?? join(import.meta.dirname, '../../../.reports/search-box'),
);

/** Every /api/suggest request the page sends, by its `q`, in order (aborted ones included). */
function recordSuggestRequests(page: Page) {
  const asked: string[] = [];
  const aborted: string[] = [];
  const q = (url: string) => new URL(url).searchParams.get('q') ?? '';
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/suggest') asked.push(q(r.url()));
  });
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname === '/api/suggest') aborted.push(q(r.url()));
  });
  return { asked, aborted };
}

/**
 * Times every value the box takes as the shopper types, so a test can tell a pause in typing (the machine
 * stalled longer than the debounce: a request is then right) from a fast run of keys (no request).
 */
async function timeTyping(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { typed: [number, string][] };
    w.typed = [];
    const box = document.getElementById('listing-search') as HTMLInputElement;
    box.addEventListener('input', () => w.typed.push([performance.now(), box.value]));
  });
  /** The longest gap between two keys of the last `keys` values typed (ms). */
  return async (keys: number) =>
    page.evaluate((n) => {
      const typed = (window as unknown as { typed: [number, string][] }).typed.slice(-n);
      return Math.max(0, ...typed.slice(1).map(([t], i) => t - (typed[i]?.[0] ?? t)));
    }, keys);
}

async function openListing(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // Hydrated: React has attached the search box's own handlers (the router alone can exist while the
  // page's component is still on its way; a key typed then is the server-rendered input's, not the box's).
  const box = page.getByRole('combobox', { name: 'Search cars' });
  await hydrated(box);
  return box;
}

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('a shopper types "toy", picks a model with the keyboard and lands on its listing; no prefix asked twice', async ({
  page,
  siteUrl,
}) => {
  const requests = recordSuggestRequests(page);
  const box = await openListing(page, siteUrl('harbour-auto', LISTING));
  const listbox = page.getByRole('listbox', { name: 'Suggested cars' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Typed fast (40 ms a key, inside the 150 ms pause): one request, for the whole word.
  const longestGap = await timeTyping(page);
  await box.pressSequentially('toy', { delay: 40 });
  await expect.poll(() => requests.asked.at(-1)).toBe('toy');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Only a machine stalled past the debounce between two keys may have asked for a shorter prefix first.
  if ((await longestGap(3)) < SUGGEST_DEBOUNCE_MS) expect(requests.asked).toEqual(['toy']);
  else expect(requests.asked.at(-1)).toBe('toy');
  const typed = [...requests.asked];
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  const options = listbox.getByRole('option');
  await expect(options.first()).toHaveText(/^Toyota\s*Make/);

  // Backspace to "to" (a new prefix unless a stall asked it already: one request), then type "y" again
  // (answered already: no request).
  const afterBackspace = typed.includes('to') ? typed : [...typed, 'to'];
  await box.press('Backspace');
  await expect.poll(() => requests.asked).toEqual(afterBackspace);
  await expect(options.first()).toHaveText(/^Toyota\s*Make/);
  await box.pressSequentially('y', { delay: 40 });
  await page.waitForTimeout(500);
  expect(requests.asked).toEqual(afterBackspace);
  expect(new Set(requests.asked).size).toBe(requests.asked.length);

  // Down twice: the second suggestion (a Toyota model) is the active descendant; focus stays in the box.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  const label = ((await second.locator('.search-box__label').textContent()) ?? '').trim();
  expect(label).toMatch(/^Toyota \S/);
  const model = label.slice('Toyota '.length);

  // axe on the open combobox (all WCAG 2.2 AA rules, not only the serious ones).
  const axe = await new AxeBuilder({ page })
    .include('.search-box')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshot(page, { path: join(SHOTS, 'desktop-open.png') });

  await box.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`[?&]model=${encodeURIComponent(model).replace(/%20/g, '(\\+|%20)')}(&|$)`),
  );
  await expect(page).toHaveURL(/[?&]make=Toyota(&|$)/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(model);
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain(`Toyota ${model}`);
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(new Set(requests.asked).size).toBe(requests.asked.length);
});

test('a superseded request is cancelled and its late answer never replaces the newer list', async ({
  page,
  siteUrl,
}) => {
  const requests = recordSuggestRequests(page);
  // The answer for "ki" takes 1.5 s; "kia" answers at once.
  await page.route('**/api/suggest?q=ki', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue().catch(() => {});
  });
  const box = await openListing(page, siteUrl('harbour-auto', LISTING));
  await box.pressSequentially('ki', { delay: 40 });
  await expect.poll(() => requests.asked).toEqual(['ki']);
  await box.pressSequentially('a', { delay: 40 });
  await expect.poll(() => requests.asked).toEqual(['ki', 'kia']);
  await expect.poll(() => requests.aborted).toEqual(['ki']);
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveText(/^Kia\s*Make/);
  await page.waitForTimeout(1_800);
  await expect(first).toHaveText(/^Kia\s*Make/);
});

test('Enter with no suggestion highlighted submits the text as the §2 query; Home/End stay the caret’s; Escape closes, then clears', async ({
  page,
  siteUrl,
}) => {
  const requests = recordSuggestRequests(page);
  const box = await openListing(page, siteUrl('harbour-auto', LISTING));
  await box.pressSequentially('toyota r', { delay: 60 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Home');
  expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(0);
  await box.press('End');
  expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(8);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('toyota r');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('Kluger', { delay: 60 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]query=Kluger\b/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: Kluger');
  await expect(box).toHaveValue('Kluger');
  await page.waitForTimeout(500);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(new Set(requests.asked).size).toBe(requests.asked.length);
});

test('text typed before the page has hydrated stays in the box and gets its suggestions', async ({
  page,
  siteUrl,
}) => {
  const requests = recordSuggestRequests(page);
  // The page's scripts are held back until the shopper has typed: the server-rendered box takes the keys.
  const scripts = await holdScripts(page);
  const response = await page.goto(siteUrl('harbour-auto', LISTING), { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  const box = page.getByRole('combobox', { name: 'Search cars' });
  await expect(box).toBeVisible();
  await expect.poll(scripts.waiting).toBeGreaterThan(0);
  expect(await isHydrated(box)).toBe(false);
  await box.pressSequentially('toy', { delay: 40 });
  expect(await isHydrated(box)).toBe(false);

  await scripts.release();
  await hydrated(box);
  await expect(box).toHaveValue('toy');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Suggested cars' }).getByRole('option').first()).toHaveText(
    /^Toyota\s*Make/,
  );
  expect(requests.asked).toEqual(['toy']);
  await expect(box).toHaveValue('toy');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a search page suggestion is tapped and opens its listing', async ({ page, siteUrl }) => {
    const box = await openListing(page, siteUrl('harbour-auto', LISTING));
    await box.tap();
    await box.pressSequentially('7 se', { delay: 80 });
    const page7 = page.getByRole('option', { name: /7 seater cars/ });
    await expect(page7).toBeVisible();
    await screenshot(page, { path: join(SHOTS, 'phone-open.png') });
    await page7.tap();
    await expect(page).toHaveURL(/7-seater/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a plain GET form: Enter lands on the listing with the query', async ({
    page,
    siteUrl,
  }) => {
    const requests = recordSuggestRequests(page);
    await page.goto(siteUrl('harbour-auto', LISTING));
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.fill('Kluger');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]query=Kluger\b/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: Kluger');
    expect(requests.asked).toEqual([]);
  });
});
