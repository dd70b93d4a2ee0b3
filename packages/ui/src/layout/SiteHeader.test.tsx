import { demoRegistry } from '@dealer/site-registry';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSite, textOf } from '../blocks/test-support';
import { SiteHeader } from './SiteHeader';

/** The home link of the header as rendered: its attributes and its inner HTML. */
function logoLink(html: string) {
  const match = /<a([^>]*class="logo"[^>]*)>(.*?)<\/a>/.exec(html);
  if (!match) throw new Error('no logo link');
  return { attributes: match[1] as string, inner: match[2] as string };
}

describe('SiteHeader logo link (WCAG 2.5.3 label in name)', () => {
  it.each(demoRegistry().sites.map((s) => s.slug))(
    'should name the home link of %s with its visible word mark followed by "home"',
    (slug) => {
      const site = demoSite(slug);
      const { attributes, inner } = logoLink(renderToString(<SiteHeader site={site} />));
      expect(attributes).not.toContain('aria-label');
      expect(textOf(inner).replaceAll('&amp;', '&')).toBe(`${site.theme.logo.text} home`);
    },
  );

  it('should keep the accented word mark as written (NORTHSIDE ŠKODA, not the plain site name)', () => {
    const site = demoSite('northside-skoda');
    expect(site.name).toBe('Northside Skoda');
    const { inner } = logoLink(renderToString(<SiteHeader site={site} />));
    expect(textOf(inner)).toBe('NORTHSIDE ŠKODA home');
  });

  it('should name an image logo by its alt text', () => {
    const site = demoSite('harbour-auto');
    const withImage = {
      ...site,
      theme: { ...site.theme, logo: { ...site.theme.logo, url: '/logo.svg', width: 160, height: 40 } },
    };
    const { attributes, inner } = logoLink(renderToString(<SiteHeader site={withImage} />));
    expect(attributes).not.toContain('aria-label');
    expect(inner).toContain('alt="Harbour Auto Group home"');
  });
});
