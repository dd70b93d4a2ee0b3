import { type ButtonGroupBlock as ButtonGroupBlockData, buttonAttributes } from '@dealer/content-blocks';
import type { CSSProperties } from 'react';
import { UiLink } from '../link';

/** §1 button group: each button's text, href, colour, outline type and custom padding (buttonAttributes). */
export function ButtonGroupBlock({ block }: { block: ButtonGroupBlockData }) {
  return (
    <div className="cb-buttons">
      {block.buttons.map((button, index) => {
        const { href, className, style, target, rel } = buttonAttributes(button);
        const classes = `button ${className}`;
        const css = style as CSSProperties;
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
