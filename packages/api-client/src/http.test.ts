import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { call, createHttp, exponentialBackoff, type FetchLike } from './http.js';

function recordingFetch(respond: (request: Request) => Response): { fetch: FetchLike; requests: Request[] } {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    },
  };
}

describe('http', () => {
  it.each([
    [1, 300],
    [2, 600],
    [3, 1200],
    [4, 2400],
    [5, 3000],
    [50, 3000],
  ])('should back off exponentially and stay bounded: attempt %i → %i ms', (attempt, ms) => {
    expect(exponentialBackoff()(attempt)).toBe(ms);
  });

  it('should resolve paths against the injected base URL and send default headers', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ ok: true }));
    const http = createHttp({ baseUrl: 'http://bff.test/', fetch, headers: { 'x-site': 'demo' } });
    expect(await call(http, 'api/auth', { method: 'get' })).toEqual({ ok: true });
    expect(requests[0]?.url).toBe('http://bff.test/api/auth');
    expect(requests[0]?.headers.get('x-site')).toBe('demo');
  });

  it('should keep a base path', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({}));
    await call(createHttp({ baseUrl: 'http://bff.test/app', fetch }), 'api/auth', { method: 'get' });
    expect(requests[0]?.url).toBe('http://bff.test/app/api/auth');
  });

  it('should turn a non-OK answer into the §8 ApiError', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ error: 'Nope', fields: { a: 'b' } }, { status: 400 }),
    );
    const error = await call(createHttp({ baseUrl: 'http://x.test', fetch }), 'api/x', {
      method: 'get',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Nope', status: 400, fields: { a: 'b' } });
  });

  it('should read empty bodies as null and blobs as blobs', async () => {
    const { fetch } = recordingFetch((r) =>
      r.url.endsWith('empty') ? new Response(null, { status: 204 }) : new Response('abc'),
    );
    const http = createHttp({ baseUrl: 'http://x.test', fetch });
    expect(await call(http, 'empty', { method: 'get' })).toBeNull();
    expect(((await call(http, 'file', { method: 'get' }, 'blob')) as Blob).size).toBe(3);
  });
});
