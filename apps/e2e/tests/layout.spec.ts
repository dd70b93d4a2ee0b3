import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures.js';

// What a shopper sees on every demo site at phone, tablet and desktop widths (§2 pages, §9 breakpoints):
// nothing scrolls sideways, no control has its text cut off, the first result shows in the first screen
// on desktop, and Enquire Now is on screen on a car page at every width. Each test screenshots the pages
// it visits into SCREENSHOT_DIR (not compared pixel by pixel: they are there to be looked at).

/** Every demo site; the first test fails when /api/demo-sites and this list part ways. */
const SITES = [
  'harbour-auto',
  'bayside-mazda',
  'northside-skoda',
  'summit-pre-owned',
  'gateway-used',
  'throttle-moto',
  'outback-rv',
  'coastline-caravans',
  'wanderer-campers',
  'ironbark-trucks',
  'cityhop-rentals',
  'tarmac-rentals',
  'flexi-drive',
  'kiwi-motors',
  'bigbox-cars',
  'bathurst-motors',
  'cowra-motors',
  'central-west-auto',
  'hitch-trailers',
  'zippy-scooters',
] as const;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1366, height: 900 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

const SCREENSHOT_DIR = resolve(
  process.env.LAYOUT_SCREENSHOTS ?? join(import.meta.dirname, '../../../.reports/layout'),
);

interface DemoSite {
  slug: string;
  listingPath: string;
}

/** Problems a person notices at once on the page as it stands (empty when there are none). */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const said: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth)
      said.push(`page is ${doc.scrollWidth}px wide in a ${window.innerWidth}px window (scrolls sideways)`);
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a, summary, [role="button"], .tag, .chip, .price__now',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      // An inline link has no box width of its own to overflow; hidden ones (a closed menu) are not seen.
      if (style.display === 'inline' || el.closest('.visually-hidden') || !el.checkVisibility()) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        said.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" has its text cut off`);
    }
    // Tags and favourite hearts on the cards in view must not be clipped by a rounded card corner.
    for (const el of document.querySelectorAll<HTMLElement>('.car-card .tag, .car-card .favourite')) {
      const r = el.getBoundingClientRect();
      // Only what is in view: not below the fold, nor scrolled aside in a carousel's track.
      const view = el.closest('.cb-carousel__track')?.getBoundingClientRect() ?? {
        left: 0,
        right: window.innerWidth,
      };
      if (r.width === 0 || r.top < 0 || r.bottom > window.innerHeight) continue;
      if (r.left < view.left || r.right > view.right) continue;
      for (const x of [r.left + 3, r.left + r.width / 2, r.right - 3]) {
        const hit = document.elementFromPoint(x, r.top + r.height / 2);
        if (hit && !el.contains(hit) && !hit.closest('.car-action-bar, .site-header'))
          said.push(
            `"${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim()}" is clipped or covered`,
          );
      }
    }
    if (!document.querySelector('h1')) said.push('no h1');
    return [...new Set(said)];
  });
}

async function look(page: Page, slug: string, viewport: ViewportName, name: string) {
  await screenshot(page, { path: join(SCREENSHOT_DIR, `${slug}-${viewport}-${name}.png`) });
  expect.soft(await layoutProblems(page), `${slug} ${viewport} ${name}`).toEqual([]);
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

test('the layout suite covers every demo site', async ({ server }) => {
  const sites = (await (await fetch(`${server.url}/api/demo-sites`)).json()) as DemoSite[];
  expect(sites.map((s) => s.slug).sort()).toEqual([...SITES].sort());
});

for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`${viewportName} ${VIEWPORTS[viewportName].width}px`, () => {
    test.use({ viewport: VIEWPORTS[viewportName] });
    for (const slug of SITES) {
      test(`${slug}: home, listing, car, finance, special offers, trade-in, checkout`, async ({
        page,
        server,
        siteUrl,
      }) => {
        test.setTimeout(60_000);
        const sites = (await (await fetch(`${server.url}/api/demo-sites`)).json()) as DemoSite[];
        const site = sites.find((s) => s.slug === slug);
        if (!site) throw new Error(`${slug} is not a demo site`);
        const at = (path: string) => siteUrl(slug, path);
        const wide = viewportName === 'desktop';

        // Home: on phones and tablets the navigation sits behind a Menu button that opens it.
        await visit(page, at('/'));
        await look(page, slug, viewportName, 'home');
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (!wide) {
          const header = await page.locator('.site-header').boundingBox();
          expect.soft(header?.height, 'header height on a narrow screen').toBeLessThanOrEqual(80);
          await expect(nav).toBeHidden();
          await page.locator('.nav-menu__button').click();
          await expect(nav.getByRole('link').first()).toBeVisible();
          await page.locator('.nav-menu__button').click();
        } else {
          await expect(nav.getByRole('link').first()).toBeVisible();
        }

        // Listing: the first result in the first screen on desktop; on narrower screens the filters are
        // a drawer whose button names the result count with the site's noun.
        await visit(page, at(site.listingPath));
        await look(page, slug, viewportName, 'listing');
        const firstCard = page.getByRole('article').first();
        if (wide) {
          const title = await firstCard.getByRole('heading').boundingBox();
          expect
            .soft(title && title.y + title.height, 'first result title bottom')
            .toBeLessThanOrEqual(VIEWPORTS.desktop.height);
        } else {
          const count = ((await page.locator('.toolbar__count').textContent()) ?? '').trim();
          const [, hits = '', noun = ''] = /^([\d,]+) (.+) found$/.exec(count) ?? [];
          await page.locator('.filter-drawer__button').click();
          const show = page.locator('.filter-drawer__show');
          await expect(show).toBeVisible();
          // The site's noun in lower case, but for acronyms ('Show 219 RVs').
          await expect(show).toHaveText(new RegExp(`^Show ${hits} ${noun}$`, 'i'));
          await screenshot(page, { path: join(SCREENSHOT_DIR, `${slug}-${viewportName}-filters.png`) });
          await show.click();
          await expect(show).toBeHidden();
        }
        await expect(page.getByRole('combobox', { name: /^Search / })).toBeVisible();

        // A reservable car when the listing has one (its checkout page), else the first car.
        const reserveHref = await page
          .locator('.car-card a[href$="/checkout"], .car-card a[href$="/buy-online"]')
          .first()
          .getAttribute('href', { timeout: 1_000 })
          .catch(() => null);
        const carPath =
          reserveHref?.replace(/\/(checkout|buy-online)$/, '') ??
          (await firstCard.getByRole('heading').getByRole('link').getAttribute('href'));
        if (!carPath) throw new Error(`${slug}: no car link on the listing`);

        // Car: Enquire Now on screen at every width (a pinned bar on phones and tablets).
        await visit(page, at(carPath));
        await look(page, slug, viewportName, 'car');
        const enquire = page.getByRole('link', { name: 'Enquire Now' }).filter({ visible: true });
        const onScreen = await enquire.evaluateAll((links) =>
          links.some((link) => {
            const r = link.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && link.contains(hit);
          }),
        );
        expect.soft(onScreen, `${slug} ${viewportName}: Enquire Now in the first screen`).toBe(true);
        // Rental and subscription sites offer neither finance nor trade-in (§1): no link, no page to check.
        const panelLink = (part: string) =>
          page
            .locator(`.action-panel a[href*="${part}"]`)
            .first()
            .getAttribute('href', { timeout: 1_000 })
            .catch(() => null);
        const financeHref = await panelLink('finance');
        const tradeInHref = await panelLink('trade-in');

        // The enquiry modal: its title and close button are whole and clickable with any theme radius.
        if (wide) {
          await expect(enquire.first()).toHaveAttribute('aria-haspopup', 'dialog');
          await enquire.first().click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await look(page, slug, viewportName, 'enquiry-modal');
          const clipped = await dialog.evaluate(
            (modal) =>
              [...modal.querySelectorAll<HTMLElement>('.modal__title, .modal__close')].filter((el) => {
                const r = el.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
                return !hit || !el.contains(hit);
              }).length,
          );
          expect.soft(clipped, 'modal title or close button clipped').toBe(0);
          await dialog.getByRole('button', { name: /close/i }).click();
          await expect(dialog).toBeHidden();
        }

        if (financeHref) {
          await visit(page, at(financeHref));
          await look(page, slug, viewportName, 'finance');
        }
        await visit(page, at('/special-offers'));
        await look(page, slug, viewportName, 'special-offers');
        if (tradeInHref) {
          await visit(page, at(tradeInHref));
          await look(page, slug, viewportName, 'trade-in');
        }
        if (reserveHref) {
          await visit(page, at(reserveHref));
          await look(page, slug, viewportName, 'checkout');
        }
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

  test('the phone menu, the filter drawer and the search box work', async ({ page, siteUrl }) => {
    await visit(page, siteUrl('harbour-auto', '/search/new-used-and-demo-cars'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.locator('.nav-menu__button').click();
    await expect(nav.getByRole('link', { name: 'Finance' })).toBeVisible();
    await page.locator('.nav-menu__button').click();

    await page.locator('.filter-drawer__button').click();
    await expect(page.locator('.filter-drawer__show')).toHaveText(/^Show [\d,]+ cars$/);
    await page.locator('.filter-drawer__show').click();
    await expect(page.locator('.filter-drawer__show')).toBeHidden();

    await page.getByRole('combobox', { name: 'Search cars' }).fill('Kluger');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]query=Kluger\b/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: Kluger');
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Kluger/i);
  });

  test('the desktop sidebar shows the filters and the navigation without a button', async ({
    page,
    siteUrl,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await visit(page, siteUrl('cityhop-rentals', '/find/rental-cars'));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('.nav-menu__button')).toBeHidden();
    await expect(page.locator('.filter-drawer__button')).toBeHidden();
    await expect(page.locator('.filter').first()).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
  });
});

test('with JavaScript the search box submits its text with Enter (suggestions: search-box.spec.ts)', async ({
  page,
  siteUrl,
}) => {
  await visit(page, siteUrl('harbour-auto', '/search/new-used-and-demo-cars'));
  const search = page.getByRole('combobox', { name: 'Search cars' });
  await expect(page.locator('.filter-drawer')).toHaveAttribute('open', '');
  await search.pressSequentially('Kluger', { delay: 30 });
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]query=Kluger\b/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: Kluger');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('Kluger');
  await page.getByRole('link', { name: /Search: Kluger/ }).click();
  await expect(page).not.toHaveURL(/query=/);
  await expect(search).toHaveValue('');
});

test.describe('on a phone with JavaScript', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('Escape closes the menu and the filter drawer; a sold car pins its one action; a menu link closes the menu', async ({
    page,
    siteUrl,
  }) => {
    await visit(page, siteUrl('throttle-moto', '/search/new-and-used-motorcycles'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.locator('.nav-menu__button');
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Finance' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await page.locator('.filter-drawer__button').click();
    await expect(page.locator('.filter-drawer__show')).toHaveText(/^Show [\d,]+ motorcycles$/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.filter-drawer__show')).toBeHidden();

    // A sold car's pinned bar offers the panel's one action, not an enquiry (§2/§4). Sold cars rank
    // below cars for sale, so the listing is refined to them.
    const listingUrl = new URL(page.url());
    listingUrl.search = '?status=sold';
    await page.goto(listingUrl.href);
    const sold = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Find Me Something Similar' }) })
      .first();
    await sold.getByRole('heading').getByRole('link').click();
    const bar = page.getByRole('complementary', { name: 'Price and enquiry' });
    await expect(bar.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);

    await menu.click();
    await nav.getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/finance/);
    await expect(nav).toBeHidden();
  });
});
