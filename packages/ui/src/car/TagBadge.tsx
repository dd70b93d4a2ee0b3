import type { CardTag } from '@dealer/pricing';
import type { CSSProperties } from 'react';

/** Prints a `cardTag` result; its colour comes from the site's rules, else the theme's accent. */
export function TagBadge({ tag }: { tag: CardTag }) {
  const style = tag.colour ? ({ '--tag-colour': tag.colour } as CSSProperties) : undefined;
  return (
    <span className={`tag tag--${tag.kind}`} style={style}>
      {tag.label}
    </span>
  );
}
