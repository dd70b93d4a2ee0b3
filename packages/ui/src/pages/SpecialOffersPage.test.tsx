import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpecialOffersPage } from './SpecialOffersPage';

describe('SpecialOffersPage (§2 /special-offers)', () => {
  it('shows promotions with their 1920×540 images and links, then the cars', () => {
    const html = renderToString(
      <SpecialOffersPage
        promotions={[
          {
            id: 1,
            title: 'Kia specials',
            subtitle: '3 vehicles on special',
            image: { url: '/images/cars/a.svg', width: 1920, height: 540 },
            href: '/search?make=Kia&tag=Special',
          },
        ]}
      >
        <p>cards</p>
      </SpecialOffersPage>,
    );
    expect(html).toContain('Kia specials');
    expect(html).toContain('width="1920" height="540"');
    expect(html.replace(/<!-- -->/g, '')).toContain('See the kia specials');
    expect(html).toContain('<p>cards</p>');
  });
  it('says there are no offers when there are none', () => {
    expect(renderToString(<SpecialOffersPage promotions={[]} />)).toContain('no special offers right now');
  });
});
