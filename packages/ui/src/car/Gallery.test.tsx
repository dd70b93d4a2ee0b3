import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const PHOTOS = [
  '/photos/s/S1/f0000000000000001',
  '/photos/s/S1/f0000000000000002',
  '/photos/s/S1/f0000000000000003',
];

describe('Gallery', () => {
  it('loads the first photo eagerly with high priority and a srcset, the thumbnails lazily', () => {
    const html = renderToString(<Gallery images={PHOTOS} name="2020 Mazda CX-5" />);
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(4);
    const [hero, ...thumbs] = imgs;
    expect(hero).toContain('src="/photos/s/S1/f0000000000000001?width=1200&amp;quality=75"');
    expect(hero).toContain('srcSet="/photos/s/S1/f0000000000000001?width=400&amp;quality=75 400w,');
    expect(hero).toContain('sizes="(min-width: 992px) 66vw, 100vw"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('width="1200" height="900"');
    for (const [i, thumb] of thumbs.entries()) {
      expect(thumb).toContain('loading="lazy"');
      expect(thumb).toContain(
        `srcSet="${PHOTOS[i]}?width=96&amp;quality=75 96w, ${PHOTOS[i]}?width=192&amp;quality=75 192w"`,
      );
      expect(thumb).toContain('sizes="96px"');
      expect(thumb).toContain('width="96" height="72"');
    }
  });

  it('keeps the feed’s order: the primary photo first', () => {
    const html = renderToString(<Gallery images={PHOTOS} name="x" />);
    const order = [...html.matchAll(/src="([^"?]+)\?width=192/g)].map((m) => m[1]);
    expect(order).toEqual(PHOTOS);
  });

  it('shows a labelled empty box for a car without pictures', () => {
    expect(renderToString(<Gallery images={[]} name="2020 Mazda CX-5" />)).toContain(
      'aria-label="No photos of 2020 Mazda CX-5 yet"',
    );
  });
});
