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
  })),
  { author: 'Grumpy', rating: 3, text: 'Meh', date: '2026-02-01' },
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
  });
  it('honours a smaller limit and renders nothing without qualifying reviews', () => {
    const html = renderToString(
      <ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews', limit: 3 })} reviews={feed} />,
    );
    expect(html.match(/class="cb-review"/g)).toHaveLength(3);
    expect(
      renderToString(<ReviewsBlock block={parseBlock({ id: 'r', type: 'reviews' })} reviews={[feed[14]]} />),
    ).toBe('');
  });
});
