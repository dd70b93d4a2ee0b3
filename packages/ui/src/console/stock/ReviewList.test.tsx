import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './ReviewList';

const review = {
  id: 7,
  author: 'Kim P.',
  rating: 5,
  text: 'Great ute',
  date: '2026-02-01',
  source_url: 'https://www.productreview.com.au/listings/reef-motors',
  added_at: '2026-03-01T00:00:00.000Z',
};

describe('ReviewList (#28 reviews only from a real source)', () => {
  it('lists each review with the source it was given, linked, and a remove form', () => {
    const html = renderToStaticMarkup(
      <ReviewList
        reviews={[review, { ...review, id: 8, source: 'Google' }]}
        result={null}
        site="reef-motors"
      />,
    );
    expect(html).toContain('href="https://www.productreview.com.au/listings/reef-motors"');
    expect(html).toContain('>www.productreview.com.au</a>');
    expect(html).toContain('>Google</a>');
    expect(html).toContain('name="intent" value="review-remove"');
    expect(html).toContain('name="id" value="8"');
    expect(html).toContain('name="site" value="reef-motors"');
  });

  it('asks for the source link when adding one, and offers a CSV import', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={[]} result={null} site={null} />);
    expect(html).toMatch(/<input(?=[^>]*name="source_url")(?=[^>]*type="url")(?=[^>]*required)[^>]*>/);
    expect(html).toContain('name="intent" value="review-import"');
    expect(html).toContain('No reviews yet');
    expect(html).not.toContain('name="site"');
  });

  it('shows what the last add or import refused, field by field and row by row', () => {
    const add = renderToStaticMarkup(
      <ReviewList
        reviews={[]}
        result={{
          intent: 'review-add',
          error: 'The review was not added',
          fields: { source_url: 'Give the address' },
        }}
        site={null}
      />,
    );
    expect(add).toContain('Give the address');
    const csv = renderToStaticMarkup(
      <ReviewList
        reviews={[]}
        result={{
          intent: 'review-import',
          error: 'No review was imported',
          fields: { 'line 3 source_url': 'Give the address' },
        }}
        site={null}
      />,
    );
    expect(csv).toContain('line 3 source_url: Give the address');
  });
});
