import { formatPath } from '@dealer/site-registry';
import { z } from 'zod';
import { blockSchema } from './blocks.js';

export const MAX_BLOCKS_PER_PAGE = 100;

/** §1 a content page: an ordered list of typed blocks, stored per site as JSON. */
export const pageSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug (letters, digits, hyphens)'),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(300).optional(),
    blocks: z.array(blockSchema).max(MAX_BLOCKS_PER_PAGE),
  })
  .strict()
  .superRefine((page, ctx) => {
    const seen = new Map<string, number>();
    page.blocks.forEach((block, index) => {
      const first = seen.get(block.id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'id'],
          message: `Duplicate block id '${block.id}' (also blocks[${first}])`,
        });
      } else seen.set(block.id, index);
    });
  });

export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

export interface PageProblem {
  /** Where the problem is, e.g. 'blocks[3].type' ('' for the document itself). */
  path: string;
  message: string;
}

export type PageParseResult = { ok: true; page: Page } | { ok: false; problems: PageProblem[] };

/**
 * Validates a page as the dealer endpoint receives it (JSON text or a parsed value): unknown block
 * types, unsafe links, bad tunes are rejected with the path of each problem; rich text comes back sanitised.
 */
export function parsePage(input: unknown): PageParseResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return { ok: false, problems: [{ path: '', message: `Invalid JSON: ${(error as Error).message}` }] };
    }
  }
  const result = pageSchema.safeParse(value);
  if (result.success) return { ok: true, page: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
  };
}

/** One line per problem ('blocks[3].type: Unknown block type …'), for API error bodies and logs. */
export function formatPageProblems(problems: readonly PageProblem[]): string {
  return problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('\n');
}
