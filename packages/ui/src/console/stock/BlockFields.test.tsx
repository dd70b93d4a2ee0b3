import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentFields, TuneFields } from './BlockFields';
import { BLOCK_LABELS, type EditorBlockKind, newBlock } from './block-form';

const none = () => undefined;

describe('block fields (#33 item 7)', () => {
  it('gives every block type labelled fields', () => {
    for (const kind of Object.keys(BLOCK_LABELS) as EditorBlockKind[]) {
      const block = newBlock(kind, 'b', { src: '/photos/s/content/f0123456789abcdef', alt: 'A car' });
      const html = renderToStaticMarkup(<ContentFields id="b" block={block} error={none} />);
      const inputs = html.match(/<(input|textarea|select)[^>]*id="([^"]+)"/g) ?? [];
      expect(inputs.length, kind).toBeGreaterThan(0);
      for (const input of inputs) {
        const id = /id="([^"]+)"/.exec(input)?.[1];
        expect(html, `${kind}: ${id} has a label`).toContain(`for="${id}"`);
      }
    }
  });

  it('shows the tunes with their values and names a refused one', () => {
    const html = renderToStaticMarkup(
      <TuneFields
        id="b"
        tunes={{ margin: { top: 16 }, hide_on: ['xs'], colours: { text: 'primary' } }}
        error={(name) => (name === 'tunes.colours.background' ? 'Expected a theme colour' : undefined)}
      />,
    );
    expect(html).toContain('<details class="console-tunes" open="">');
    expect(html).toMatch(/name="tunes.margin.top" value="16"/);
    expect(html).toMatch(/checked=""[^>]*name="tunes.hide_on"|name="tunes.hide_on"[^>]*checked=""/);
    expect(html).toContain('Expected a theme colour');
  });
});
