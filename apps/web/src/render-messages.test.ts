import { describe, expect, it } from 'vitest';
import { contextData, fromWire, responseFromWire, responseToWire, toWire } from './render-messages';

describe('render worker messages', () => {
  it('carries a form POST across as bytes, headers and all', async () => {
    const form = new FormData();
    form.set('name', 'Jo Citizen');
    form.set('message', 'Is the Kluger still “available”?');
    const sent = new Request('http://harbour-auto.localhost/cars/x?enquire=1', {
      method: 'POST',
      body: form,
    });
    const wire = structuredClone(await toWire(sent.clone()));
    const received = fromWire(wire);
    expect(received.method).toBe('POST');
    expect(received.url).toBe(sent.url);
    expect(Object.fromEntries(await received.formData())).toEqual({
      name: 'Jo Citizen',
      message: 'Is the Kluger still “available”?',
    });
    await expect(toWire(new Request('http://x/', { method: 'GET' }))).resolves.toMatchObject({ body: null });
  });

  it('keeps each Set-Cookie apart, the status and a null body', async () => {
    const headers = new Headers({ location: '/garage' });
    headers.append('set-cookie', 'dealer_session=abc; HttpOnly; Path=/');
    headers.append('set-cookie', 'dealer_visitor=xyz; Path=/');
    const redirect = responseFromWire(
      structuredClone(await responseToWire(new Response(null, { status: 302, headers }))),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.getSetCookie()).toEqual([
      'dealer_session=abc; HttpOnly; Path=/',
      'dealer_visitor=xyz; Path=/',
    ]);
    expect(redirect.body).toBeNull();
    const page = responseFromWire(await responseToWire(new Response('<p>é</p>', { status: 404 })));
    expect([page.status, await page.text()]).toEqual([404, '<p>é</p>']);
  });

  it('sends the load context without its functions', () => {
    const data = contextData({
      site: { slug: 'harbour-auto' } as never,
      origin: 'http://harbour-auto.localhost',
      now: 1_800_000_000_000,
      nonce: 'n',
      fetchApi: async () => new Response(),
      formToken: async () => 't',
    });
    expect(data).toEqual({
      site: { slug: 'harbour-auto' },
      origin: 'http://harbour-auto.localhost',
      now: 1_800_000_000_000,
      nonce: 'n',
    });
    expect(() => structuredClone(data)).not.toThrow();
  });
});
