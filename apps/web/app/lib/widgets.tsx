import { useEffect } from 'react';
import type { PageWidgets } from '../context';

/**
 * §1 third-party widget slots: Google Tag Manager, call tracking and chat load only
 * after the page is usable — once React has hydrated and the browser is idle — and only the ones the
 * site configures (the BFF decides, apps/bff/src/http/widgets.ts, and its CSP allows exactly those).
 * Nothing about the shopper is passed: the scripts get the container id or their URL, no page data.
 */

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  dataLayer?: unknown[];
};

/** Runs `work` when the browser is idle (at the latest after `timeout` ms); Safari has no idle callback. */
export function whenIdle(work: () => void, timeout = 4_000): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(work, { timeout });
    return () => (w as unknown as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(work, 1_500);
  return () => window.clearTimeout(id);
}

/** The script URLs a page loads for its widgets, in order (GTM first: it may carry the others' tags). */
export function widgetScripts(widgets: PageWidgets | null | undefined): { id: string; src: string }[] {
  if (!widgets) return [];
  const scripts: { id: string; src: string }[] = [];
  if (widgets.analytics) {
    scripts.push({
      id: 'widget-gtm',
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(widgets.analytics.gtmId)}`,
    });
  }
  if (widgets.callTracking) scripts.push({ id: 'widget-call-tracking', src: widgets.callTracking.src });
  if (widgets.chat) scripts.push({ id: 'widget-chat', src: widgets.chat.src });
  return scripts;
}

function inject(script: { id: string; src: string }): void {
  if (document.getElementById(script.id)) return;
  const element = document.createElement('script');
  element.id = script.id;
  element.src = script.src;
  element.async = true;
  element.referrerPolicy = 'strict-origin-when-cross-origin';
  // The page's CSP nonce (readable only as a property): GTM hands it on to the tags it adds inline.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) element.nonce = nonce;
  document.head.appendChild(element);
}

/** Mounted once in the root layout; renders nothing on the server and loads the scripts after hydration. */
export function ThirdPartyWidgets({ widgets }: { widgets: PageWidgets | null | undefined }) {
  const scripts = widgetScripts(widgets);
  const key = scripts.map((s) => s.src).join(' ');
  useEffect(() => {
    if (key === '') return;
    return whenIdle(() => {
      if (scripts.some((s) => s.id === 'widget-gtm')) {
        const w = window as IdleWindow;
        w.dataLayer = w.dataLayer ?? [];
        w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      }
      for (const script of scripts) inject(script);
    });
  }, [key]);
  return null;
}
