import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ButtonGroupBlock } from './ButtonGroupBlock';
import { parseBlock } from './test-support';

describe('ButtonGroupBlock (§1 buttons: text, href, colour, outline type, custom padding)', () => {
  it('renders solid and outline buttons with colour and padding (outline text readable, WCAG AA)', () => {
    const block = parseBlock({
      id: 'b',
      type: 'button_group',
      buttons: [
        { text: 'Browse', href: '/search' },
        {
          text: 'Call',
          href: 'tel:0299990000',
          variant: 'outline',
          colour: 'accent',
          padding: { x: 24, y: 12 },
        },
        { text: 'Maps', href: 'https://maps.example.com', new_tab: true, colour: '#ffcc00' },
        { text: 'Hex', href: '/x', variant: 'outline', colour: '#1a7f37' },
        { text: 'Accent', href: '/y', colour: 'accent' },
      ],
    });
    const html = renderToString(<ButtonGroupBlock block={block} />);
    expect(html).toContain(
      '<a href="/search" class="button cb-button cb-button-solid" style="background-color:var(--color-primary);border-color:var(--color-primary);color:var(--color-on-primary)">Browse</a>',
    );
    // A themed outline button: the chosen colour on the border, the theme's readable link colour on the text.
    expect(html).toContain(
      'class="button button--outline cb-button cb-button-outline" style="background-color:transparent;border-color:var(--color-accent);padding:12px 24px"',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    // A light hex colour gets dark text.
    expect(html).toContain('background-color:#ffcc00;border-color:#ffcc00;color:#111111');
    expect(html).toContain('(opens in a new tab)');
    // A solid accent button's text is the theme's readable on-accent colour.
    expect(html).toContain(
      'background-color:var(--color-accent);border-color:var(--color-accent);color:var(--color-on-accent)',
    );
    // A dealer's own hex outline colour is kept for text too.
    expect(html).toContain('border-color:#1a7f37;color:#1a7f37');
  });
});
