import { SAMPLE_HEADER } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTokenName } from '../http/feed-auth.js';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * §2 SEO structured data of the cars a DMS really sends: a title with quotes, a closing script tag and an
 * emoji, a car with no photo, one without a price (POA), one coming soon and one just sold. Each page's
 * JSON-LD stays JSON (never breaks out of its script tag) and says what the page says.
 */
const TOKEN = 'harbour-feed-token-structured-0123456789';
type Node = Record<string, unknown>;

/** A sample-feed row with its own stock number, model, badge, price, status, sold date and photos. */
function row(stock: string, model: string, badge: string, price: string, status: string, images: string) {
  const soldDate = status === 'Sold' ? TEST_NOW.toISOString().slice(0, 10) : '';
  return [
    stock,
    'ABC123',
    '2026-08-31',
    `JT1000000000${stock.slice(-5)}`,
    '',
    'Toyota',
    model,
    badge,
    'Series 1',
    2022,
    '2022-03',
    '2022-04',
    30_000,
    'Sedan',
    'Petrol',
    'Automatic',
    'FWD',
    5,
    'White',
    'Bluetooth',
    price,
    '',
    '',
    '',
    '',
    status,
    soldDate,
    'Used',
    'N',
    'Y',
    images,
    '"A tidy one."',
  ].join(',');
}

describe('structured data of odd stock', () => {
  let server: TestServer;
  const site = () => server.site('harbour-auto');
  const get = (path: string) => site()(path, { headers: { accept: 'text/html' } });
  const push = async (rows: string[]) => {
    const answer = await site()('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: `${[SAMPLE_HEADER, ...rows].join('\r\n')}\r\n`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
  };
  const carPath = async (model: string) => {
    const found = await site()(`/api/search?path=/search/new-used-and-demo-cars&query=${model}`);
    const hit = found.json<{ hits: { slug: string; model: string }[] }>().hits.find((h) => h.model === model);
    if (!hit) throw new Error(`no ${model} listed`);
    return `/cars/${hit.slug}`;
  };
  const jsonLd = (page: HttpResponse): Node[] =>
    [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Node,
    );
  const vehicle = (page: HttpResponse) => jsonLd(page).find((n) => n['@type'] === 'Car') as Node;

  beforeAll(async () => {
    process.env[feedTokenName('harbour-auto')] = TOKEN;
    server = await startTestServer({ web: true, demo: true, inventorySize: { 'harbour-auto': 5 } });
    await push([
      row(
        'Z90001',
        'Zedcorolla',
        '"GR ""Sport"" </script><script>alert(1)</script> 🚗"',
        '"$31,990"',
        'In Stock',
        '',
      ),
      row('Z90002', 'Zedcamry', 'Ascent', 'POA', 'In Stock', 'https://photos.example/z2/1.jpg'),
      row('Z90003', 'Zedyaris', 'SX', '"$21,990"', 'Coming Soon', 'https://photos.example/z3/1.jpg'),
      row('Z90004', 'Zedhilux', 'SR5', '"$51,990"', 'In Stock', 'https://photos.example/z4/1.jpg'),
    ]);
  }, 120_000);
  afterAll(async () => {
    delete process.env[feedTokenName('harbour-auto')];
    await server.close();
  });

  it('keeps a title with quotes, a closing script tag and an emoji inside valid JSON-LD', async () => {
    const page = await get(await carPath('Zedcorolla'));
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)');
    const car = vehicle(page);
    expect(car.name).toContain('GR "Sport" </script><script>alert(1)</script> 🚗');
    // No photo: no empty image list (the vehicle-listing validators read [] as a missing image).
    expect(car.image === undefined || (Array.isArray(car.image) && car.image.length > 0)).toBe(true);
  });

  it('says what a POA, a coming-soon and a just-sold car’s offer is', async () => {
    const poa = vehicle(await get(await carPath('Zedcamry')));
    const poaOffer = poa.offers as Node | undefined;
    if (poaOffer) expect(poaOffer).not.toHaveProperty('price');
    const soon = vehicle(await get(await carPath('Zedyaris')));
    expect((soon.offers as Node).availability).toBe('https://schema.org/PreOrder');
    const hilux = await carPath('Zedhilux');
    await push([row('Z90004', 'Zedhilux', 'SR5', '"$51,990"', 'Sold', 'https://photos.example/z4/1.jpg')]);
    const sold = await get(hilux);
    expect(sold.status).toBe(200);
    expect((vehicle(sold).offers as Node).availability).toBe('https://schema.org/SoldOut');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).not.toContain(hilux);
  });
});
