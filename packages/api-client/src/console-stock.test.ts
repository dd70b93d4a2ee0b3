import { describe, expect, it } from 'vitest';
import { CONSOLE_STOCK_PATHS } from './console-stock.js';
import { isApiError } from './errors.js';
import { client, send, serve } from './test-support.js';

describe('console stock calls', () => {
  it('should name the paths, ids encoded', () => {
    expect(CONSOLE_STOCK_PATHS.car(42)).toBe('api/console/stock/42');
    expect(CONSOLE_STOCK_PATHS.reservation('a/b', 'refund')).toBe('api/console/reservations/a%2Fb/refund');
    expect(CONSOLE_STOCK_PATHS.restore('about', 3)).toBe('api/console/pages/about/versions/3/restore');
  });

  it('should read the stock for a site with the session cookie, and throw the §8 error on a 404', async () => {
    const ok = await serve((_s, res) =>
      send(res, 200, { site: 'b', total: 0, page: 1, pageSize: 50, cars: [] }),
    );
    const list = await client(ok.baseUrl).consoleStock.stock(
      { site: 'b', q: 'ranger', page: 2 },
      { cookie: 'c=1' },
    );
    expect(list.total).toBe(0);
    expect(ok.seen[0]).toMatchObject({ method: 'GET', url: '/api/console/stock?site=b&q=ranger&page=2' });
    expect(ok.seen[0]?.headers.cookie).toBe('c=1');
    const missing = await serve((_s, res) => send(res, 404, { error: 'Not found' }));
    const error = await client(missing.baseUrl)
      .consoleStock.stock({ site: 'x' })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('should send a quick edit as PATCH with the site, answering the refusal with its field messages', async () => {
    const refused = await serve((_s, res) =>
      send(res, 400, { error: 'The car was not changed', fields: { price: 'Enter a price over $10' } }),
    );
    const answer = await client(refused.baseUrl).consoleStock.editCar(7, { price: 5 }, { site: 'b' });
    expect(answer).toMatchObject({ ok: false, status: 400, fields: { price: 'Enter a price over $10' } });
    expect(refused.seen[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/console/stock/7?site=b',
      body: { price: 5 },
    });
  });

  it('should post reservation actions without a body', async () => {
    const ok = await serve((_s, res) => send(res, 200, { reservation: { id: 'r1', status: 'cancelled' } }));
    const answer = await client(ok.baseUrl).consoleStock.reservationAction('r1', 'cancel', {});
    expect(answer.ok).toBe(true);
    expect(ok.seen[0]).toMatchObject({ method: 'POST', url: '/api/console/reservations/r1/cancel' });
  });

  it('should create, publish and delete pages, upload an image as JSON, and write dated promotions (#33)', async () => {
    const ok = await serve((_s, res) => send(res, 201, { url: '/photos/b/content/f0123456789abcdef' }));
    const api = client(ok.baseUrl).consoleStock;
    await api.createPage({ slug: 'spring', title: 'Spring', blocks: [] }, { site: 'b' });
    await api.publishPage('spring', 3, { site: 'b' });
    await api.deletePage('spring', { site: 'b' });
    const upload = await api.uploadContentImage('aGk=', { site: 'b' });
    expect(upload.body?.url).toBe('/photos/b/content/f0123456789abcdef');
    await api.deleteDatedPromotion('easter', { site: 'b' });
    const edit = {
      title: 'T',
      alt: 'A',
      image_url: '/photos/b/content/f1',
      starts_on: '2026-04-01',
      ends_on: '2026-04-02',
    };
    await api.editDatedPromotion('easter', { ...edit, base_version: 2 }, { site: 'b' });
    await api.createPost({ title: 'T', excerpt: '', body: '<p>x</p>' }, { site: 'b' });
    expect(ok.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/console/pages?site=b',
      'POST /api/console/pages/spring/publish?site=b',
      'DELETE /api/console/pages/spring?site=b',
      'POST /api/console/content/images?site=b',
      'DELETE /api/console/dated-promotions/easter?site=b',
      'PUT /api/console/dated-promotions/easter?site=b',
      'POST /api/console/posts?site=b',
    ]);
    expect(ok.seen[1]?.body).toEqual({ version: 3 });
    expect(ok.seen[3]?.body).toEqual({ image: 'aGk=' });
    expect(ok.seen[5]?.body).toMatchObject({ title: 'T', base_version: 2 });
  });
});
