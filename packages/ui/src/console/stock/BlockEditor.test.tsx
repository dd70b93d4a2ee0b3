import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockEditor } from './BlockEditor';

const page = {
  slug: 'spring',
  title: 'Spring sale',
  version: 3,
  published: 2,
  saved_at: '2026-03-10T23:00:00Z',
  blocks: [
    { id: 'h', type: 'heading', text: 'Spring sale', level: 1, tunes: { alignment: 'center' } },
    { id: 'i', type: 'image', src: '/photos/s/content/f0123456789abcdef', alt: 'Our yard' },
    { id: 'f', type: 'custom', component: 'FinanceCalculator', props: '{}' },
  ],
};
const versions = [3, 2, 1].map((version) => ({
  version,
  saved_at: page.saved_at,
  page: { title: 'Spring sale' },
}));
const render = (result: Parameters<typeof BlockEditor>[0]['result']) =>
  renderToStaticMarkup(
    <BlockEditor
      page={page}
      versions={versions}
      result={result}
      site={null}
      publicHref="/pages/spring"
      formatTime={(iso) => iso}
    />,
  );

describe('BlockEditor', () => {
  it('lists each block with keyboard move and delete buttons, its form and tunes, and the publish state', () => {
    const html = render(null);
    expect(html).toContain('The website shows version 2.');
    expect(html).toContain('Publish version 3');
    expect(html).toContain('aria-label="Move up: block 2, Image"');
    expect(html).toMatch(/disabled=""[^>]*aria-label="Move up: block 1, Heading"/);
    expect(html).toContain('3. Finance calculator');
    expect(html).toContain('name="tunes.margin.top"');
    expect(html).toContain('name="tunes.hide_on"');
    expect(html).toContain('name="base_version" value="3"');
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('Restore version 1');
    expect(html).not.toContain('Restore version 3');
  });

  it('names a refused field under its block, shows what was typed, and shows both pages on a conflict', () => {
    const refused = render({
      intent: 'save-block',
      error: 'The page was not saved',
      fields: { 'blocks[1].alt': 'Required' },
      draft: {
        index: 1,
        block: { id: 'i', type: 'image', src: '/photos/s/content/f0123456789abcdef', alt: '' },
      },
    });
    expect(refused).toContain('id="block-1-alt-error" class="console-field__error">Required');
    expect(refused).toContain('aria-invalid="true"');
    const conflict = render({
      intent: 'save-block',
      error: 'Not saved',
      conflict: { yours: { title: 'Mine', blocks: [] }, current: { ...page, version: 4, title: 'Theirs' } },
    });
    expect(conflict).toContain('someone saved version 4');
    expect(conflict).toContain('Mine');
    expect(conflict).toContain('Theirs');
    expect(conflict).toContain('Keep my change (save over version 4)');
  });
});
