import type { PageWidgets } from '@dealer/api-client';
import { isLocalOrigin, type Site } from '@dealer/site-registry';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { cspNonceIfMade, pageCsp } from './security.js';

/**
 * §1 third-party widgets: analytics (Google Tag Manager, `features.analytics.gtm_id`),
 * call tracking (`features.call_tracking`) and a chat widget (`features.chat`). The browser loads them
 * only after the page is usable (apps/web/app/lib/widgets.tsx); the page's CSP allows exactly the
 * origins of the widgets this site configures and nothing for sites that configure none.
 *
 * The call-tracking and chat providers are deployment settings (CALL_TRACKING_SCRIPT_URL,
 * CHAT_WIDGET_SCRIPT_URL: https script URLs); a site that switches a widget on loads it only when its
 * provider is configured.
 *
 * A page served on a machine's own name (`<slug>.localhost`, isLocalOrigin) loads no widget at all: its
 * visitors are developers and demo viewers, whose hits would count in the dealer's analytics, call
 * attribution and chat inbox, and such a machine may be offline (the demo sites' GTM container is
 * fictional, so asking Google for it only fails). Served on any other host, the same site loads them.
 */
export type { PageWidgets };

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where GTM's own tags send hits: the analytics collection hosts. */
const GTM_CONNECT = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

function httpsScript(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

const NO_WIDGETS: PageWidgets = { analytics: null, callTracking: null, chat: null };

export function pageWidgets(
  site: Pick<Site, 'features'>,
  env: { CALL_TRACKING_SCRIPT_URL?: string | undefined; CHAT_WIDGET_SCRIPT_URL?: string | undefined },
  /** The origin the page is served on. */
  origin: string,
): PageWidgets {
  if (isLocalOrigin(origin)) return NO_WIDGETS;
  const gtmId = site.features.analytics.gtm_id?.trim().toUpperCase();
  const callTracking = site.features.call_tracking ? httpsScript(env.CALL_TRACKING_SCRIPT_URL) : null;
  const chat = site.features.chat ? httpsScript(env.CHAT_WIDGET_SCRIPT_URL) : null;
  return {
    analytics: gtmId && GTM_ID.test(gtmId) ? { gtmId } : null,
    callTracking: callTracking ? { src: callTracking } : null,
    chat: chat ? { src: chat } : null,
  };
}

/**
 * The page CSP with the sources the site's widgets need added; the default CSP when there are none.
 * The widgets load as script files from their origins (apps/web/app/lib/widgets.tsx adds them after
 * hydration), so they need no inline script: the page's nonce covers the app's own inline scripts.
 */
export function widgetCsp(widgets: PageWidgets, nonce?: string): string {
  const add: Record<string, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'img-src': new Set(),
    'frame-src': new Set(),
  };
  if (widgets.analytics) {
    add['script-src']?.add(GTM_SCRIPT_ORIGIN);
    for (const origin of GTM_CONNECT) add['connect-src']?.add(origin);
  }
  for (const widget of [widgets.callTracking, widgets.chat]) {
    if (!widget) continue;
    const origin = new URL(widget.src).origin;
    add['script-src']?.add(origin);
    add['connect-src']?.add(origin);
  }
  if (widgets.chat) add['frame-src']?.add(new URL(widgets.chat.src).origin);
  const directives = pageCsp(nonce)
    .split('; ')
    .map((d) => {
      const name = d.split(' ')[0] as string;
      const extra = add[name];
      if (!extra || extra.size === 0) return d;
      const value = `${d} ${[...extra].join(' ')}`;
      extra.clear();
      return value;
    });
  for (const [name, extra] of Object.entries(add))
    if (extra.size > 0) directives.push(`${name} 'self' ${[...extra].join(' ')}`);
  return directives.join('; ');
}

/** Sets the site's page CSP on HTML responses (securityHeaders keeps a CSP a response already has). */
export function widgetCspHeaders(env: Parameters<typeof pageWidgets>[1]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('text/html')) return;
    if (c.res.headers.get('content-security-policy')) return;
    c.res.headers.set(
      'content-security-policy',
      widgetCsp(pageWidgets(c.get('site'), env, new URL(c.req.url).origin), cspNonceIfMade(c.req.raw)),
    );
  };
}
