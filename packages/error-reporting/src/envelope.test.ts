import { describe, expect, it } from 'vitest';
import { buildEnvelope, byteLength, envelopeUrl, parseDsn } from './envelope.js';
import type { ErrorEvent } from './event.js';

const DSN = 'https://abc123@o1.ingest.sentry.io/4501';
const event: ErrorEvent = {
  event_id: '0123456789abcdef0123456789abcdef',
  timestamp: 1_750_000_000.5,
  platform: 'javascript',
  level: 'error',
  message: 'Général failure',
};

describe('envelope', () => {
  it('should parse a sentry.io DSN', () => {
    expect(parseDsn(DSN)).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o1.ingest.sentry.io',
      path: '',
      projectId: '4501',
    });
  });

  it('should parse a self-hosted DSN with a port and a path', () => {
    expect(parseDsn('http://key@errors.example:9000/sentry/7')).toMatchObject({
      protocol: 'http',
      host: 'errors.example:9000',
      path: '/sentry',
      projectId: '7',
    });
  });

  it.each([
    ['not a url', /not a URL/],
    ['ftp://k@host/1', /protocol/],
    ['https://host/1', /public key/],
    ['https://k@host/', /project id/],
    ['https://k@host/abc', /project id/],
  ])('should reject the DSN %j', (dsn, message) => {
    expect(() => parseDsn(dsn)).toThrow(message);
  });

  it('should address the envelope endpoint with the key in the query', () => {
    expect(envelopeUrl(DSN)).toBe(
      'https://o1.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
    );
    expect(envelopeUrl('http://key@errors.example:9000/sentry/7')).toBe(
      'http://errors.example:9000/sentry/api/7/envelope/?sentry_key=key&sentry_version=7',
    );
  });

  it('should build header, item header and payload lines with the payload byte length', () => {
    const [header, item, payload, ...rest] = buildEnvelope(event, DSN).split('\n');
    expect(rest).toEqual([]);
    expect(JSON.parse(header!)).toEqual({
      event_id: event.event_id,
      sent_at: '2025-06-15T15:06:40.500Z',
      dsn: DSN,
    });
    expect(JSON.parse(payload!)).toEqual(event);
    // Each of the two 'é' is two bytes: the length counts bytes, not characters.
    expect(JSON.parse(item!)).toEqual({
      type: 'event',
      content_type: 'application/json',
      length: payload!.length + 2,
    });
  });

  it('should stamp sent_at when given', () => {
    const header = JSON.parse(buildEnvelope(event, DSN, new Date(0)).split('\n')[0]!);
    expect(header.sent_at).toBe('1970-01-01T00:00:00.000Z');
  });

  it('should refuse a malformed DSN', () => {
    expect(() => buildEnvelope(event, 'nope')).toThrow(/Invalid DSN/);
  });

  it('should count UTF-8 bytes', () => {
    expect([byteLength(''), byteLength('a'), byteLength('é'), byteLength('日'), byteLength('😀')]).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });
});
