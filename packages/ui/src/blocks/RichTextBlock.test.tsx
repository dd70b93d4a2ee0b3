import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextBlock } from './RichTextBlock';
import { parseBlock } from './test-support';

describe('RichTextBlock (§1 sanitised rich text)', () => {
  it('renders the sanitised HTML as HTML (scripts and handlers gone, formatting kept)', () => {
    const block = parseBlock({
      id: 't',
      type: 'rich_text',
      html: '<p onclick="x()">Hello <strong>there</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    const html = renderToString(<RichTextBlock block={block} />);
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
  });
});
