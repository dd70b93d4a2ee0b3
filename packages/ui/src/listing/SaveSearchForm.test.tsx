import { createSearchState } from '@dealer/search-query';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveSearchForm } from './SaveSearchForm';

const site = siteBySlug(demoRegistry(), 'harbour-auto')!;

describe('SaveSearchForm (issue #34 item 1)', () => {
  it('renders a form post with the listing, email, frequency and the consent text (no JavaScript needed)', () => {
    const state = createSearchState({ refinements: { make: ['Kia'] } });
    const html = renderToString(<SaveSearchForm site={site} state={state} />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/saved-searches"');
    expect(html).toMatch(/name="listing" value="[^"]*Kia[^"]*"/);
    expect(html).toContain('name="email"');
    expect(html).toContain('value="instant"');
    expect(html).toContain('value="daily"');
    expect(html).toContain(`I agree to receive emails from ${site.name}`);
  });

  it("says the search in the site's words (amounts, condition labels)", () => {
    const state = createSearchState({
      refinements: { car_type: ['demo'] },
      ranges: { price: { min: null, max: 30_000 } },
    });
    const html = renderToString(<SaveSearchForm site={site} state={state} />);
    expect(html.replace(/<!-- -->/g, '')).toContain(
      'Get an email about new Demo · under $30,000 stock and price drops.',
    );
  });

  it('offers the whole stock as "new stock", and a motorcycle site\'s consent names motorcycles', () => {
    const moto = siteBySlug(demoRegistry(), 'throttle-moto')!;
    const html = renderToString(<SaveSearchForm site={moto} state={createSearchState()} />).replace(
      /<!-- -->/g,
      '',
    );
    expect(html).toContain('Get an email about new stock and price drops.');
    expect(html).not.toContain('all stock');
    expect(html).toContain('about motorcycles matching this search');
  });
});
