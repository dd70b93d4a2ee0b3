import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { PAGE_CSP } from './security.js';
import { pageWidgets, widgetCsp } from './widgets.js';

const sites = demoRegistry().sites;
const harbour = sites.find((s) => s.slug === 'harbour-auto') as Site; // GTM, call tracking, chat
const bigbox = sites.find((s) => s.slug === 'bigbox-cars') as Site; // none
/** The dealer's own host: where shoppers see the site. */
const PUBLIC = 'https://www.harbour-auto.example';
const env = {
  CALL_TRACKING_SCRIPT_URL: 'https://calls.example.net/swap.js',
  CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.org/widget.js',
};

describe('third-party widget slots (§1)', () => {
  it('should give a site exactly the widgets it switches on and whose provider is configured', () => {
    expect(pageWidgets(harbour, env, PUBLIC)).toEqual({
      analytics: { gtmId: 'GTM-HARB001' },
      callTracking: { src: env.CALL_TRACKING_SCRIPT_URL },
      chat: { src: env.CHAT_WIDGET_SCRIPT_URL },
    });
    expect(pageWidgets(harbour, {}, PUBLIC)).toEqual({
      analytics: { gtmId: 'GTM-HARB001' },
      callTracking: null,
      chat: null,
    });
    expect(pageWidgets(bigbox, env, PUBLIC)).toEqual({ analytics: null, callTracking: null, chat: null });
  });

  it.each(['http://harbour-auto.localhost:3000', 'http://localhost:3000', 'http://127.0.0.1:3000'])(
    'should load no widget on a machine of its own (%s): developers and demo viewers are not shoppers',
    (origin) => {
      expect(pageWidgets(harbour, env, origin)).toEqual({ analytics: null, callTracking: null, chat: null });
      expect(widgetCsp(pageWidgets(harbour, env, origin))).toBe(PAGE_CSP);
    },
  );

  it('should refuse a malformed GTM id or a non-https provider', () => {
    const odd = { features: { ...harbour.features, analytics: { gtm_id: 'GTM-1"><script>' } } };
    expect(pageWidgets(odd, { CHAT_WIDGET_SCRIPT_URL: 'http://chat.example.org/w.js' }, PUBLIC)).toEqual({
      analytics: null,
      callTracking: null,
      chat: null,
    });
  });

  it('should keep the default page CSP for a site without widgets', () => {
    expect(widgetCsp(pageWidgets(bigbox, env, PUBLIC))).toBe(PAGE_CSP);
  });

  it('should allow exactly the configured widgets’ origins in the CSP', () => {
    const csp = widgetCsp(pageWidgets(harbour, env, PUBLIC));
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://calls.example.net https://chat.example.org",
    );
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('frame-src')).toBe("frame-src 'self' https://chat.example.org");
    expect(directive('default-src')).toBe("default-src 'self'");
    const gtmOnly = widgetCsp(pageWidgets(harbour, {}, PUBLIC));
    expect(gtmOnly).not.toContain('example');
    expect(gtmOnly).not.toContain('frame-src');
  });
});
