import type { CardTag } from '@dealer/pricing';
import { readableTextOn } from '@dealer/site-registry';
import type { CSSProperties } from 'react';

/** Prints a `cardTag` result; its colour comes from the site's rules, else the theme's accent, with readable text. */
export function TagBadge({ tag }: { tag: CardTag }) {
  const style = tag.colour
    ? ({ '--tag-colour': tag.colour, '--tag-text': readableTextOn(tag.colour) } as CSSProperties)
    : undefined;
  return (
    <span className={`tag tag--${tag.kind}`} style={style}>
      {tag.label}
    </span>
  );
}
