import type { HeadingBlock as HeadingBlockData } from '@dealer/content-blocks';

/** §1 heading block: its text at its level (1–4). */
export function HeadingBlock({ block }: { block: HeadingBlockData }) {
  const Tag = `h${block.level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return <Tag className="cb-heading">{block.text}</Tag>;
}
