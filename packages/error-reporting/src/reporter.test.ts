import { describe, expect, it, vi } from 'vitest';
import { byteLength } from './envelope.js';
import type { ErrorEvent } from './event.js';
import { MAX_PAYLOAD_BYTES } from './payload.js';
import {
  clampSetting,
  createErrorReporter,
  DEFAULT_MAX_BREADCRUMBS,
  DEFAULT_MAX_EVENTS_PER_SESSION,
  type ErrorReporterOptions,
} from './reporter.js';
import type { ErrorTransport } from './transport.js';

const NOW = 1_750_000_000_000;

function memoryTransport(fail = false) {
  const bodies: string[] = [];
  const transport: ErrorTransport = {
    kind: 'console',
    serialise: (event) => JSON.stringify(event),
    send: vi.fn(async (body: string) => {
      if (fail) throw new Error('offline');
      bodies.push(body);
    }),
  };
  const events = () => bodies.map((b) => JSON.parse(b) as ErrorEvent);
  return { transport, bodies, events };
}

function setup(options: Partial<ErrorReporterOptions> = {}, fail = false) {
  const memory = memoryTransport(fail);
  let id = 0;
  const reporter = createErrorReporter({
    transport: memory.transport,
    now: () => NOW,
    sessionId: 'session-1',
    createEventId: () => String(++id).padStart(32, '0'),
    ...options,
  });
  return { reporter, ...memory };
}

describe('reporter', () => {
  it('should send an exception as a Sentry-shaped event with the session tag', async () => {
    const { reporter, events } = setup({
      release: 'web@1.0.0',
      environment: 'production',
      tags: { site: 'demo' },
    });
    await expect(reporter.captureException(new TypeError('x is undefined'))).resolves.toEqual({
      status: 'sent',
      eventId: '00000000000000000000000000000001',
    });
    const [event] = events();
    expect(event).toMatchObject({
      event_id: '00000000000000000000000000000001',
      timestamp: NOW / 1000,
      platform: 'javascript',
      level: 'error',
      release: 'web@1.0.0',
      environment: 'production',
      tags: { site: 'demo', session_id: 'session-1' },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
  });

  it('should send a message with its level and context', async () => {
    const { reporter, events } = setup();
    await reporter.captureMessage('Failed to save valuation data', { level: 'warning', extra: { step: 2 } });
    expect(events()[0]).toMatchObject({
      level: 'warning',
      message: 'Failed to save valuation data',
      extra: { step: 2 },
    });
  });

  describe('breadcrumbs', () => {
    it.each([
      [undefined, DEFAULT_MAX_BREADCRUMBS],
      [25, 25],
      [100, 100],
      [101, 100],
      [0, 0],
      [-5, 0],
      [30.7, 30],
      [Number.NaN, DEFAULT_MAX_BREADCRUMBS],
    ])('should keep at most %s configured breadcrumbs as %i (§9: 25, max 100)', (configured, kept) => {
      const { reporter } = setup({ maxBreadcrumbs: configured as number });
      for (let i = 0; i < 150; i++) reporter.addBreadcrumb({ message: `step ${i}` });
      expect(reporter.breadcrumbs()).toHaveLength(kept);
      if (kept > 0) expect(reporter.breadcrumbs().at(-1)?.message).toBe('step 149');
    });

    it('should drop the oldest breadcrumb when the 26th arrives', () => {
      const { reporter } = setup();
      for (let i = 1; i <= 26; i++) reporter.addBreadcrumb({ message: `c${i}` });
      expect(reporter.breadcrumbs().map((c) => c.message)).toEqual(
        Array.from({ length: 25 }, (_, i) => `c${i + 2}`),
      );
    });

    it('should stamp, scrub and attach breadcrumbs to the next event', async () => {
      const { reporter, events } = setup();
      reporter.addBreadcrumb({
        category: 'form',
        message: 'typed sam@example.com',
        data: { phone: '0412345678' },
      });
      await reporter.captureMessage('boom');
      expect(events()[0]?.breadcrumbs?.values).toEqual([
        { category: 'form', message: 'typed [email]', data: { phone: '[Filtered]' }, timestamp: NOW / 1000 },
      ]);
    });
  });

  describe('events per session', () => {
    it.each([
      [undefined, 10],
      [10, 10],
      [100, 100],
      [101, 100],
      [0, 0],
    ])(
      'should send at most %s configured events as %i (§9: 10, bound up to 100)',
      async (configured, max) => {
        const { reporter, bodies } = setup({ maxEventsPerSession: configured as number });
        const results = [];
        for (let i = 0; i < 120; i++) results.push(await reporter.captureMessage(`e${i}`));
        expect(bodies).toHaveLength(max);
        expect(results[max]).toEqual({ status: 'dropped', reason: 'session_limit' });
        expect(reporter.eventsRemaining()).toBe(0);
      },
    );

    it('should send the 10th event and drop the 11th', async () => {
      const { reporter } = setup();
      for (let i = 1; i < DEFAULT_MAX_EVENTS_PER_SESSION; i++) await reporter.captureMessage(`e${i}`);
      expect(reporter.eventsRemaining()).toBe(1);
      expect((await reporter.captureMessage('tenth')).status).toBe('sent');
      expect(await reporter.captureMessage('eleventh')).toEqual({
        status: 'dropped',
        reason: 'session_limit',
      });
    });

    it('should count a failed delivery against the budget and never throw', async () => {
      const { reporter } = setup({}, true);
      await expect(reporter.captureException(new Error('x'))).resolves.toEqual({
        status: 'dropped',
        reason: 'transport_failed',
      });
      expect(reporter.eventsRemaining()).toBe(9);
    });

    it('should not throw when the transport cannot even serialise', async () => {
      const reporter = createErrorReporter({
        transport: {
          kind: 'console',
          serialise: () => {
            throw new Error('bad');
          },
          send: async () => {},
        },
        now: () => NOW,
        sessionId: 's',
      });
      await expect(reporter.captureMessage('m')).resolves.toEqual({
        status: 'dropped',
        reason: 'transport_failed',
      });
    });
  });

  describe('payload limit', () => {
    /** A reporter holding 25 breadcrumbs whose next event serialises to exactly `bytes` with `pad` extra. */
    async function sendPadded(bytes: number) {
      const probe = setup();
      const fill = (r: typeof probe.reporter) => {
        for (let i = 0; i < 25; i++) r.addBreadcrumb({ message: `crumb ${i}` });
      };
      fill(probe.reporter);
      await probe.reporter.captureMessage('big', { extra: { pad: '' } });
      const overhead = byteLength(probe.bodies[0]!);
      const run = setup();
      fill(run.reporter);
      const result = await run.reporter.captureMessage('big', {
        extra: { pad: 'x'.repeat(bytes - overhead) },
      });
      return { result, body: run.bodies[0], event: run.events()[0] };
    }

    it('should send a payload of exactly 1 MB untouched (§9)', async () => {
      const { result, body, event } = await sendPadded(MAX_PAYLOAD_BYTES);
      expect(result.status).toBe('sent');
      expect(byteLength(body!)).toBe(MAX_PAYLOAD_BYTES);
      expect(event?.breadcrumbs?.values).toHaveLength(25);
    });

    it('should trim a payload of 1 MB + 1 byte until it fits, oldest breadcrumbs first', async () => {
      const { result, body, event } = await sendPadded(MAX_PAYLOAD_BYTES + 1);
      expect(result.status).toBe('sent');
      expect(byteLength(body!)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      expect(event?.breadcrumbs?.values).toHaveLength(24);
      expect(event?.breadcrumbs?.values[0]?.message).toBe('crumb 1');
    });

    it('should never configure the limit above 1 MB', async () => {
      const { reporter, bodies } = setup({ maxPayloadBytes: 5 * MAX_PAYLOAD_BYTES });
      await reporter.captureMessage('big', { extra: { pad: 'x'.repeat(2 * MAX_PAYLOAD_BYTES) } });
      expect(byteLength(bodies[0]!)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    });

    it('should drop, not send, an event that cannot fit at all', async () => {
      const { reporter, bodies } = setup({ maxPayloadBytes: 10 });
      expect(await reporter.captureMessage('m')).toEqual({ status: 'dropped', reason: 'too_large' });
      expect(bodies).toEqual([]);
      expect(reporter.eventsRemaining()).toBe(10);
    });
  });

  describe('personal data', () => {
    it('should never send a lead body, e-mail addresses or phone numbers', async () => {
      const { reporter, bodies } = setup();
      await reporter.captureException(new Error('Lead for sam@example.com (0412 345 678) failed'), {
        extra: { lead: { name: 'Sam Citizen', email: 'sam@example.com' }, note: 'ring +61 7 5550 1234' },
        tags: { email: 'sam@example.com' },
      });
      const body = bodies[0]!;
      expect(body).not.toMatch(/sam@example\.com|Sam Citizen|0412 345 678|5550 1234/);
      expect(JSON.parse(body).extra).toEqual({ lead: '[Filtered]', note: 'ring [phone]' });
    });
  });

  it('should send the session id as given, even when it looks like a phone number', async () => {
    const { reporter, events } = setup({ sessionId: '12345678-1234-1234-1234-123456789012' });
    await reporter.captureMessage('m');
    expect(events()[0]?.tags?.session_id).toBe('12345678-1234-1234-1234-123456789012');
  });

  it.each([
    [undefined, 10, 100, 10],
    [5, 10, 100, 5],
    [200, 10, 100, 100],
    [-1, 10, 100, 0],
  ])('should clamp setting %s (default %i, max %i) to %i', (value, fallback, max, expected) => {
    expect(clampSetting(value, fallback, max)).toBe(expected);
  });

  it('should derive distinct 32-hex event ids without injected randomness', async () => {
    const memory = memoryTransport();
    const reporter = createErrorReporter({ transport: memory.transport, now: () => NOW, sessionId: 's' });
    await reporter.captureMessage('a');
    await reporter.captureMessage('b');
    const [a, b] = memory.events().map((e) => e.event_id);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
