import type { RichTextBlock as RichTextBlockData } from '@dealer/content-blocks';

/**
 * §1 rich text block. Its HTML was sanitised by @dealer/content-blocks' allow-list when the page was
 * parsed (saved and read), so it is rendered as HTML here.
 */
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return <div className="cb-rich-text prose" dangerouslySetInnerHTML={{ __html: block.html }} />;
}
