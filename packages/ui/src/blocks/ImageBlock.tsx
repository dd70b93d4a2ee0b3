import type { ImageBlock as ImageBlockData } from '@dealer/content-blocks';
import { UiLink } from '../link';

/** §1 image block: a picture with its alt text ('' = decorative), optional caption and link. */
export function ImageBlock({ block, eager = false }: { block: ImageBlockData; eager?: boolean }) {
  const img = (
    <img
      src={block.src}
      alt={block.alt}
      width={block.width}
      height={block.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  return (
    <figure className="cb-image">
      {block.href ? <UiLink href={block.href}>{img}</UiLink> : img}
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
