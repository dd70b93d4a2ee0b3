import { describe, expect, it } from 'vitest';
import {
  headerValue,
  PaymentConfigurationError,
  PaymentProviderError,
  WebhookVerificationError,
} from './provider.js';

describe('provider', () => {
  describe('headerValue', () => {
    it('should read a header whatever its case from a plain record', () => {
      expect(headerValue({ 'Stripe-Signature': 't=1,v1=a' }, 'stripe-signature')).toBe('t=1,v1=a');
      expect(headerValue({ 'stripe-signature': ['t=2,v1=b', 't=3'] }, 'Stripe-Signature')).toBe('t=2,v1=b');
      expect(headerValue({ other: 'x', 'stripe-signature': undefined }, 'stripe-signature')).toBeUndefined();
    });

    it('should read a fetch Headers object', () => {
      expect(headerValue(new Headers({ 'Stripe-Signature': 'sig' }), 'stripe-signature')).toBe('sig');
      expect(headerValue(new Headers(), 'stripe-signature')).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('should name each error kind so the BFF can map it to a status', () => {
      expect(new WebhookVerificationError('bad').name).toBe('WebhookVerificationError');
      expect(new PaymentProviderError('down').name).toBe('PaymentProviderError');
      const config = new PaymentConfigurationError('demo', 'till', 'no till');
      expect(config).toMatchObject({ name: 'PaymentConfigurationError', siteSlug: 'demo', provider: 'till' });
      expect(config).toBeInstanceOf(Error);
    });
  });
});
