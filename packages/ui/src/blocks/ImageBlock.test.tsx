import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageBlock } from './ImageBlock';
import { parseBlock } from './test-support';

describe('ImageBlock (§1)', () => {
  it('renders the picture with alt, size, caption and link', () => {
    const block = parseBlock({
      id: 'i',
      type: 'image',
      src: '/images/yard.jpg',
      alt: 'Our yard',
      caption: 'Open Saturdays',
      href: '/our-locations',
      width: 1200,
      height: 600,
    });
    const html = renderToString(<ImageBlock block={block} />);
    expect(html).toContain(
      '<a href="/our-locations"><img src="/images/yard.jpg" alt="Our yard" width="1200" height="600" loading="lazy"',
    );
    expect(html).toContain('<figcaption>Open Saturdays</figcaption>');
  });
  it('keeps an empty alt for decorative images and loads the first block eagerly', () => {
    const html = renderToString(
      <ImageBlock block={parseBlock({ id: 'i', type: 'image', src: '/a.png', alt: '' })} eager />,
    );
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('<a ');
  });
});
