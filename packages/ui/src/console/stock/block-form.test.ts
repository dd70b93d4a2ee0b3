import { pageSchema } from '@dealer/content-blocks';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_LABELS,
  blockFromForm,
  blockKind,
  type EditorBlockKind,
  fieldPath,
  newBlock,
  newBlockId,
} from './block-form';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe('block editor forms (#33 item 7)', () => {
  it('starts every block type as a block the page schema takes (an image with its upload)', () => {
    const blocks = (Object.keys(BLOCK_LABELS) as EditorBlockKind[]).map((kind, n) =>
      newBlock(kind, `b${n}`, { src: '/photos/s/content/f0123456789abcdef', alt: 'A car' }),
    );
    expect(pageSchema.safeParse({ slug: 'p', title: 'P', blocks }).success).toBe(true);
    expect(blockKind(newBlock('finance_calculator', 'f'))).toBe('finance_calculator');
    expect(newBlockId([{ id: 'heading-2' }, { id: 'x' }], 'heading')).toBe('heading-3');
  });

  it('reads a block form with its tunes, leaving blank rows and unset tunes out', () => {
    const block = blockFromForm(
      { id: 'b', type: 'button_group', buttons: [] },
      form([
        ['buttons.0.text', 'Browse'],
        ['buttons.0.href', '/search/used-cars'],
        ['buttons.0.variant', 'outline'],
        ['buttons.0.padding.x', '24'],
        ['buttons.0.new_tab', 'on'],
        ['buttons.1.text', ''],
        ['buttons.1.href', ''],
        ['tunes.margin.top', '16'],
        ['tunes.margin.left', ''],
        ['tunes.alignment', 'center'],
        ['tunes.colours.text', ''],
        ['tunes.hide_on', 'xs'],
        ['tunes.class_name', 'promo'],
      ]),
    );
    expect(block).toEqual({
      id: 'b',
      type: 'button_group',
      tunes: { margin: { top: 16 }, alignment: 'center', hide_on: ['xs'], class_name: 'promo' },
      buttons: [
        {
          text: 'Browse',
          href: '/search/used-cars',
          variant: 'outline',
          padding: { x: 24, y: 0 },
          new_tab: true,
        },
      ],
    });
    const heading = blockFromForm(
      { id: 'h', type: 'heading', text: 'Old' },
      form([
        ['text', 'New'],
        ['level', '1'],
      ]),
    );
    expect(heading).toEqual({ id: 'h', type: 'heading', text: 'New', level: 1 });
    // A number field with text in it goes to the server as text, which names the field.
    const bad = blockFromForm({ id: 'r', type: 'reviews' }, form([['limit', 'ten']]));
    expect(bad.limit).toBe('ten');
  });

  it('keeps an image’s file when no new one is chosen, and names fields by the server’s path', () => {
    const image = blockFromForm(
      { id: 'i', type: 'image', src: '/photos/s/content/f0123456789abcdef', alt: 'x' },
      form([
        ['alt', 'Our yard'],
        ['caption', ''],
      ]),
    );
    expect(image).toEqual({
      id: 'i',
      type: 'image',
      src: '/photos/s/content/f0123456789abcdef',
      alt: 'Our yard',
    });
    expect(fieldPath(2, 'buttons.0.text')).toBe('blocks[2].buttons[0].text');
    expect(fieldPath(0, 'tunes.margin.top')).toBe('blocks[0].tunes.margin.top');
  });
});
