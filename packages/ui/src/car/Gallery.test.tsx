import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const PHOTOS = [
  '/photos/s/S1/f0000000000000001',
  '/photos/s/S1/f0000000000000002',
  '/photos/s/S1/f0000000000000003',
];

const imgs = (html: string, cls: string) =>
  (html.match(/<img [^>]*>/g) ?? []).filter((img) =>
    cls ? img.includes(`class="${cls}"`) : !img.includes('class='),
  );

describe('Gallery', () => {
  it('renders every photo in a focusable scroll strip: the first eager with high priority, the rest lazily', () => {
    const html = renderToString(<Gallery images={PHOTOS} name="2020 Mazda CX-5" />);
    const photos = imgs(html, 'gallery__photo');
    expect(photos).toHaveLength(3);
    const [first, ...rest] = photos;
    expect(first).toContain('src="/photos/s/S1/f0000000000000001?width=1200&amp;quality=75"');
    expect(first).toContain('srcSet="/photos/s/S1/f0000000000000001?width=400&amp;quality=75 400w,');
    expect(first).toContain('sizes="(min-width: 992px) 66vw, 100vw"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('width="1200" height="900"');
    expect(first).toContain('alt="2020 Mazda CX-5, view 1 of 3"');
    for (const photo of rest) {
      expect(photo).toContain('loading="lazy"');
      expect(photo).not.toContain('fetchPriority');
    }
    expect(html).toMatch(
      /<ul class="gallery__strip" tabindex="0" aria-label="2020 Mazda CX-5: 3 photos, use the arrow keys to browse">/,
    );
    expect(html).toContain('<section class="gallery" aria-label="Photos of 2020 Mazda CX-5">');
  });

  it('links each thumbnail to its photo, so without JavaScript a tap scrolls the strip there', () => {
    const html = renderToString(<Gallery images={PHOTOS} name="x" />);
    const thumbs = imgs(html, '');
    expect(thumbs).toHaveLength(3);
    for (const [i, thumb] of thumbs.entries()) {
      expect(thumb).toContain('loading="lazy"');
      expect(thumb).toContain(
        `srcSet="${PHOTOS[i]}?width=96&amp;quality=75 96w, ${PHOTOS[i]}?width=192&amp;quality=75 192w"`,
      );
      expect(thumb).toContain('width="96" height="72"');
      expect(thumb).toContain(`alt="Show view ${i + 1} of 3"`);
    }
    expect([...html.matchAll(/href="#(gallery-photo-\d)"/g)].map((m) => m[1])).toEqual([
      'gallery-photo-1',
      'gallery-photo-2',
      'gallery-photo-3',
    ]);
    for (const n of [1, 2, 3]) expect(html).toContain(`id="gallery-photo-${n}"`);
  });

  it('paints nothing that needs JavaScript (arrows, full screen, a counter that would not follow) before hydration', () => {
    const html = renderToString(<Gallery images={PHOTOS} name="x" />);
    expect(html).not.toContain('Next photo');
    expect(html).not.toContain('full screen');
    expect(html).not.toContain('gallery__count');
    expect(html).not.toContain('aria-current="true"');
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
