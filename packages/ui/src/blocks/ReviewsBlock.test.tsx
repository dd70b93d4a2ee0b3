import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewsBlock } from './ReviewsBlock';
import { parseBlock, textOf } from './test-support';

const feed = [
  ...Array.from({ length: 14 }, (_, i) => ({
    author: `Happy ${i}`,
    rating: 5,
    text: 'Great',
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    source_url: 'https://www.google.com/maps/place/harbour-auto',
    ...(i === 0 ? { source: 'Google' } : {}),
  })),
  { author: 'Grumpy', rating: 3, text: 'Meh', date: '2026-02-01', source_url: 'https://g.example/r' },
  { author: 'Sourceless', rating: 5, text: 'Invented?', date: '2026-03-01' },
  { author: 'Broken' },
];

describe('ReviewsBlock (§9 minimum rating 4, up to 12)', () => {
  it('shows at most 12 reviews rated 4 or more, newest first, none below 4', () => {
    const html = renderToString(
      <ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews', title: 'Reviews' })} reviews={feed} />,
    );
    expect(html.match(/class="cb-review"/g)).toHaveLength(12);
    const text = textOf(html);
    expect(text).not.toContain('Grumpy');
    expect(text).not.toContain('Broken');
    expect(text).toContain('Happy 13');
    expect(text).not.toContain('Happy 1,');
    expect(text).toContain('Rated 5 out of 5');
    expect(text).not.toContain('Sourceless');
  });
  it('labels each review with the source it was given and links to it (#28)', () => {
    const html = renderToString(
      <ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews' })} reviews={[feed[0], feed[1]]} />,
    );
    expect(html).toContain('href="https://www.google.com/maps/place/harbour-auto"');
    expect(textOf(html)).toContain('on Google');
    expect(textOf(html)).toContain('on www.google.com');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
  });
  it('honours a smaller limit and renders nothing without qualifying reviews', () => {
    const html = renderToString(
      <ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews', limit: 3 })} reviews={feed} />,
    );
    expect(html.match(/class="cb-review"/g)).toHaveLength(3);
    expect(
      renderToString(
        <ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews' })} reviews={[feed[14], feed[15]]} />,
      ),
    ).toBe('');
  });
});
