import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { editableField, PageEditor, PageList } from './PageEditor';

const page = {
  slug: 'about',
  title: 'About us',
  version: 2,
  saved_at: '2026-03-10T23:00:00Z',
  blocks: [
    { id: 'h', type: 'heading', text: 'Welcome', level: 1 },
    { id: 'r', type: 'rich_text', html: '<p>Hello</p>' },
    { id: 'c', type: 'car_carousel' },
  ],
};

describe('PageEditor', () => {
  it('edits headings and rich text, keeps other blocks, and offers earlier versions to restore', () => {
    expect(editableField(page.blocks[0] as Record<string, unknown>)).toBe('text');
    expect(editableField(page.blocks[2] as Record<string, unknown>)).toBeNull();
    const html = renderToStaticMarkup(
      <PageEditor
        page={page}
        versions={[
          { version: 2, saved_at: page.saved_at, page: { title: 'About us' } },
          { version: 1, saved_at: page.saved_at, page: { title: 'About' } },
        ]}
        result={{ intent: 'save', error: 'The page was not saved', fields: { 'blocks[1].html': 'Too long' } }}
        site={null}
        formatTime={(iso) => iso}
      />,
    );
    expect(html).toContain('name="block.0" value="Welcome"');
    expect(html).toContain('&lt;p&gt;Hello&lt;/p&gt;</textarea>');
    expect(html).toContain('Block 3: car_carousel (kept as it is)');
    expect(html).toContain('Too long');
    expect(html).toContain('Restore version 1');
    expect(html).not.toContain('Restore version 2');
  });

  it('lists the pages', () => {
    const html = renderToStaticMarkup(
      <PageList
        pages={[{ slug: 'about', title: 'About us', version: 2, saved_at: '' }]}
        hrefOf={(s) => `/console/content/${s}`}
      />,
    );
    expect(html).toContain('href="/console/content/about"');
  });
});
