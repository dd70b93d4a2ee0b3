import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from './blocks.js';
import { formatPageProblems, MAX_BLOCKS_PER_PAGE, parsePage } from './page.js';

const heading = (id: string) => ({ id, type: 'heading', text: 'Welcome' });
const page = (blocks: unknown[]) => ({ slug: 'home', title: 'Home', blocks });

describe('page', () => {
  it('should accept a page of known blocks in order, filling defaults', () => {
    const result = parsePage(page([heading('h1'), { id: 'r1', type: 'reviews' }]));
    expect(result).toEqual({
      ok: true,
      page: {
        slug: 'home',
        title: 'Home',
        blocks: [
          { id: 'h1', type: 'heading', text: 'Welcome', level: 2 },
          { id: 'r1', type: 'reviews', limit: 12 },
        ],
      },
    });
  });

  it('should accept JSON text', () => {
    expect(parsePage(JSON.stringify(page([heading('a')]))).ok).toBe(true);
  });

  it('should reject an unknown block type naming its index, the type and the known types (§1)', () => {
    const result = parsePage(
      page([heading('a'), heading('b'), heading('c'), { id: 'd', type: 'carousel2' }]),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: 'blocks[3].type',
          message: `Unknown block type 'carousel2'. Expected one of: ${BLOCK_TYPES.join(', ')}`,
        },
      ],
    });
    expect(BLOCK_TYPES.join(', ')).toBe(
      'heading, rich_text, image, button_group, car_carousel, promotion_slider, faq, locations, reviews, custom',
    );
  });

  it('should say when a block has no type', () => {
    const result = parsePage(page([{ id: 'x', text: 'hi' }]));
    expect(result.ok === false && result.problems[0]).toEqual({
      path: 'blocks[0].type',
      message: expect.stringMatching(/^Missing block type\. Expected one of: heading, /),
    });
  });

  it('should name nested paths of invalid fields', () => {
    const result = parsePage(
      page([
        {
          id: 'b',
          type: 'button_group',
          buttons: [
            { text: 'Go', href: '/ok' },
            { text: 'Bad', href: 'javascript:alert(1)' },
          ],
        },
        { id: 't', type: 'heading', text: 'x', tunes: { class_name: '"><script>' } },
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.path)).toEqual([
        'blocks[0].buttons[1].href',
        'blocks[1].tunes.class_name',
      ]);
      expect(formatPageProblems(result.problems)).toMatch(
        /^blocks\[0\]\.buttons\[1\]\.href: Expected a safe link/,
      );
    }
  });

  it('should reject duplicate block ids', () => {
    const result = parsePage(page([heading('a'), heading('a')]));
    expect(result).toEqual({
      ok: false,
      problems: [{ path: 'blocks[1].id', message: "Duplicate block id 'a' (also blocks[0])" }],
    });
  });

  it.each([
    [MAX_BLOCKS_PER_PAGE, true],
    [MAX_BLOCKS_PER_PAGE + 1, false],
  ])('should accept a page of %i blocks: %s', (count, ok) => {
    expect(parsePage(page(Array.from({ length: count }, (_, i) => heading(`h${i}`)))).ok).toBe(ok);
  });

  it('should report unparseable JSON as a document problem', () => {
    const result = parsePage('{"slug":');
    expect(result.ok === false && result.problems[0]?.path).toBe('');
    expect(result.ok === false && formatPageProblems(result.problems)).toMatch(/^Invalid JSON/);
  });

  it('should return rich text sanitised', () => {
    const result = parsePage(
      page([{ id: 'r', type: 'rich_text', html: '<p onclick="x">Hi<script>bad()</script></p>' }]),
    );
    expect(result.ok && result.page.blocks[0]).toEqual({ id: 'r', type: 'rich_text', html: '<p>Hi</p>' });
  });
});
