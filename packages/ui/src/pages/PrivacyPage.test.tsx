import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './PrivacyPage';

const registry = demoRegistry();

describe('PrivacyPage (§2 privacy)', () => {
  it("names the site, its contact details and the country's privacy law", () => {
    const harbour = siteBySlug(registry, 'harbour-auto');
    const kiwi = siteBySlug(registry, 'kiwi-motors');
    if (!harbour || !kiwi) throw new Error('demo sites');
    const au = renderToString(<PrivacyPage site={harbour} kind="policy" />);
    expect(au).toContain('<h1>Privacy policy</h1>');
    expect(au).toContain('Australian Privacy Principles');
    expect(au).toContain('mailto:sales@harbour-auto.example');
    const nz = renderToString(<PrivacyPage site={kiwi} kind="statement" />);
    expect(nz).toContain('<h1>Privacy statement</h1>');
    expect(nz).toContain('Privacy Act 2020 (NZ)');
  });
});
