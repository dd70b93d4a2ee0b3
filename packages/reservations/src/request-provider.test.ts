import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookVerificationError } from './provider.js';
import { createRequestProvider, DEALER_CONFIRMS_MESSAGE, dealerConfirmsMessage } from './request-provider.js';

const INPUT = {
  reservation: {
    id: '0b8f5a8e-6d0a-4c3e-9f57-2d1e9c7b4a10',
    siteSlug: 'demo',
    carId: 1,
    carSlug: 'car-1',
    contact: { name: 'Sam', email: 'sam@example.com', phone: '0412345678' },
  },
  amount: 0,
  currency: 'aud' as const,
  expiresAt: new Date('2026-03-04T10:00:00Z'),
  successUrl: 'https://demo.example/success',
  cancelUrl: 'https://demo.example/cars/car-1',
  description: 'Reserve car 1',
};

describe('request-provider', () => {
  it('should answer a payment step that says the dealer will confirm, with no session', async () => {
    const provider = createRequestProvider();
    expect(provider.name).toBe('request');
    expect(await provider.createPayment(INPUT)).toEqual({
      step: { kind: 'dealer_confirms', provider: 'request', message: DEALER_CONFIRMS_MESSAGE },
      sessionId: null,
    });
    expect(DEALER_CONFIRMS_MESSAGE).toMatch(/No payment is taken online/);
  });

  it('should accept no webhooks and refund nothing', async () => {
    const provider = createRequestProvider();
    expect(() => provider.verifyWebhook('{}', {})).toThrow(WebhookVerificationError);
    await expect(provider.refund('pi_1', 100, 'k')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.cancelPayment('x')).resolves.toBeUndefined();
  });

  it('should allow holds from a minute to two weeks', () => {
    expect(createRequestProvider()).toMatchObject({ minHoldMinutes: 1, maxHoldMinutes: 14 * 24 * 60 });
  });
});

describe("dealerConfirmsMessage (§1 the site's noun)", () => {
  it.each([
    ['car', 'The car is held'],
    ['motorcycle', 'The motorcycle is held'],
    ['rv', 'The RV is held'],
  ] as const)('a %s site: "%s…"', (template, words) => {
    expect(dealerConfirmsMessage(createSite({ template }))).toContain(words);
  });

  it('car words without a site (DEALER_CONFIRMS_MESSAGE)', () => {
    expect(DEALER_CONFIRMS_MESSAGE).toBe(dealerConfirmsMessage());
    expect(DEALER_CONFIRMS_MESSAGE).toContain('The car is held');
  });
});
