import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SitePicker } from './SitePicker';

describe('SitePicker', () => {
  const sites = [
    { slug: 'bathurst-motors', name: 'Bathurst Motors' },
    { slug: 'cowra-motors', name: 'Cowra Motors' },
  ];
  it('picks one of several sites, keeping the other query values', () => {
    const html = renderToStaticMarkup(
      <SitePicker sites={sites} current="cowra-motors" keep={{ status: 'held' }} />,
    );
    expect(html).toContain('<option value="cowra-motors" selected="">Cowra Motors</option>');
    expect(html).toContain('name="status" value="held"');
  });
  it('is not shown to someone with one site', () => {
    expect(renderToStaticMarkup(<SitePicker sites={sites.slice(0, 1)} current="bathurst-motors" />)).toBe('');
  });
});
