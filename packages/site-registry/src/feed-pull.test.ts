import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo/sites.js';
import { resolveFeedPull, siteFeedPullSchema } from './feed-pull.js';
import { publicSite } from './public-site.js';
import { parseSite, type RegistryError } from './registry.js';

const site = (feed_pull: unknown) => ({ ...structuredClone(DEMO_SITES[1]!), feed_pull });
const problemsOf = (feed_pull: unknown) => {
  try {
    parseSite(site(feed_pull));
    return [];
  } catch (error) {
    return (error as RegistryError).problems.map((p) => `${p.path}: ${p.message}`);
  }
};

describe('a site file feed pull', () => {
  it('should take a bearer pull naming its secret variable, with defaults', () => {
    const parsed = parseSite(
      site({
        url: 'https://dms.example.com/stock.csv',
        interval_minutes: 60,
        auth: { kind: 'bearer', secret_env: 'HARBOUR_FEED_TOKEN' },
      }),
    );
    expect(parsed.feed_pull).toEqual({
      url: 'https://dms.example.com/stock.csv',
      interval_minutes: 60,
      mode: 'replace',
      enabled: true,
      auth: { kind: 'bearer', secret_env: 'HARBOUR_FEED_TOKEN' },
    });
    // Private: never in what pages get.
    expect(JSON.stringify(publicSite(parsed))).not.toContain('dms.example.com');
  });

  it('should name the field of each problem', () => {
    expect(problemsOf({ url: 'http://dms.example.com/x.csv', interval_minutes: 60 })).toEqual([
      'feed_pull.url: Expected the feed address, starting with https://',
    ]);
    expect(problemsOf({ url: 'https://dms.example.com/x.csv', interval_minutes: 2 })).toEqual([
      'feed_pull.interval_minutes: Expected at least 5 minutes',
    ]);
    expect(
      problemsOf({
        url: 'https://d.example.com/x',
        interval_minutes: 60,
        auth: { kind: 'bearer', secret_env: 'x y' },
      }),
    ).toEqual([
      'feed_pull.auth.secret_env: Expected the name of an environment variable like HARBOUR_FEED_TOKEN',
    ]);
    expect(
      problemsOf({ url: 'https://d.example.com/x', interval_minutes: 60, auth: { kind: 'digest' } })[0],
    ).toMatch(/^feed_pull\.auth\.kind: Expected auth\.kind none, basic or bearer/);
  });

  it('should refuse a secret written in the file', () => {
    const problems = problemsOf({
      url: 'https://d.example.com/x',
      interval_minutes: 60,
      auth: { kind: 'bearer', secret_env: 'T', token: 'abc' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^feed_pull\.auth: .*token/);
  });

  it('should read the secret from the environment, and name the field when it is not set', () => {
    const pull = siteFeedPullSchema.parse({
      url: 'https://d.example.com/x',
      interval_minutes: 30,
      mode: 'upsert',
      auth: { kind: 'basic', username: 'harbour', secret_env: 'HARBOUR_FEED_PASSWORD' },
    });
    expect(resolveFeedPull(pull, { HARBOUR_FEED_PASSWORD: 'pw' })).toEqual({
      ok: true,
      pull: {
        url: 'https://d.example.com/x',
        intervalMinutes: 30,
        mode: 'upsert',
        enabled: true,
        auth: { kind: 'basic', username: 'harbour', password: 'pw' },
      },
    });
    expect(resolveFeedPull(pull, {})).toEqual({
      ok: false,
      path: 'feed_pull.auth.secret_env',
      message: "The environment variable HARBOUR_FEED_PASSWORD is not set (it holds the feed's password)",
    });
  });
});
