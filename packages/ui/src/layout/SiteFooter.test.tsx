import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSite, textOf } from '../blocks/test-support';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('names the NZ trader and its register number', () => {
    const text = textOf(renderToString(<SiteFooter site={demoSite('kiwi-motors')} privacyHref="/privacy" />));
    expect(text).toContain('Kiwi Motors Limited · Registered motor vehicle trader M555014');
  });
  it('has no trader line on an AU site', () => {
    const text = textOf(
      renderToString(<SiteFooter site={demoSite('harbour-auto')} privacyHref="/privacy" />),
    );
    expect(text).not.toContain('Registered motor vehicle trader');
  });
});
