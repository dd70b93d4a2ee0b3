import { describe, expect, it } from 'vitest';
import { serverErrorReporter } from './error-reporter.js';

describe('server error reporter (§8 error reporting)', () => {
  it('should do nothing without a DSN (the server log is the record)', () => {
    expect(serverErrorReporter({ dsn: undefined })).toBeNull();
    expect(serverErrorReporter({ dsn: '  ' })).toBeNull();
  });

  it('should post a Sentry envelope with the route and site, with personal data masked', async () => {
    const posts: { url: string; body: string }[] = [];
    const report = serverErrorReporter({
      dsn: 'https://publickey@errors.example.com/42',
      now: () => Date.UTC(2026, 2, 10),
      fetch: async (url, init) => {
        posts.push({ url, body: String(init.body) });
        return new Response('{}', { status: 200 });
      },
    });
    expect(report).not.toBeNull();
    await report?.(new Error('lead for jo@example.com on 0412 345 678 failed'), {
      method: 'POST',
      path: '/api/leads',
      site: 'harbour-auto',
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toContain('https://errors.example.com/api/42/envelope/');
    const body = posts[0]?.body ?? '';
    expect(body).toContain('"route":"/api/leads"');
    expect(body).toContain('"site":"harbour-auto"');
    expect(body).not.toContain('jo@example.com');
    expect(body).not.toContain('0412 345 678');
  });
});
