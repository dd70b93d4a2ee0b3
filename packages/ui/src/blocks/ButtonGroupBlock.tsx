import { type ButtonGroupBlock as ButtonGroupBlockData, buttonAttributes } from '@dealer/content-blocks';
import type { CSSProperties } from 'react';
import { UiLink } from '../link';

/** §1 button group: each button's text, href, colour, outline type and custom padding (buttonAttributes). */
export function ButtonGroupBlock({ block }: { block: ButtonGroupBlockData }) {
  return (
    <div className="cb-buttons">
      {block.buttons.map((button, index) => {
        const { href, className, style, target, rel } = buttonAttributes(button);
        // An outline button's text sits on the page background: with a theme colour, the theme's readable
        // link colour (.button--outline, WCAG AA on every demo theme) carries the text and the chosen colour
        // the border; a dealer's own hex colour is kept as given.
        const themeOutline = button.variant === 'outline' && !button.colour.startsWith('#');
        const classes = `button ${themeOutline ? 'button--outline ' : ''}${className}`;
        const { color: _color, ...rest } = style;
        const css = (themeOutline ? rest : style) as CSSProperties;
        // The theme derives a readable text colour for its accent (--color-on-accent); use it on accent buttons.
        if (button.variant === 'solid' && button.colour === 'accent') css.color = 'var(--color-on-accent)';
        // Site paths go through the app's link (client navigation); tel:, mailto:, other hosts and new tabs are plain anchors.
        return href.startsWith('/') && !target ? (
          <UiLink key={`${index}-${href}`} href={href} className={classes} style={css}>
            {button.text}
          </UiLink>
        ) : (
          <a key={`${index}-${href}`} href={href} className={classes} style={css} target={target} rel={rel}>
            {button.text}
            {target ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        );
      })}
    </div>
  );
}
