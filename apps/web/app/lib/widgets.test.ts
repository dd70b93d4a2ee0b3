import { describe, expect, it } from 'vitest';
import { widgetScripts } from './widgets';

describe('third-party widget slots (§1)', () => {
  it('should load nothing for a site without widgets', () => {
    expect(widgetScripts(null)).toEqual([]);
    expect(widgetScripts({ analytics: null, callTracking: null, chat: null })).toEqual([]);
  });

  it('should load GTM by container id first, then call tracking and chat by their URLs, and nothing else', () => {
    expect(
      widgetScripts({
        analytics: { gtmId: 'GTM-HARB001' },
        callTracking: { src: 'https://calls.example.net/swap.js' },
        chat: { src: 'https://chat.example.org/widget.js' },
      }),
    ).toEqual([
      { id: 'widget-gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-HARB001' },
      { id: 'widget-call-tracking', src: 'https://calls.example.net/swap.js' },
      { id: 'widget-chat', src: 'https://chat.example.org/widget.js' },
    ]);
  });
});
