import { type Block, type BlockInput, blockSchema } from '@dealer/content-blocks';
import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';

/** A block as a dealer would save it: parsed, so defaults are filled and rich text sanitised. */
export function parseBlock<T extends Block['type']>(
  input: BlockInput & { type: T },
): Extract<Block, { type: T }> {
  return blockSchema.parse(input) as Extract<Block, { type: T }>;
}

export function demoSite(slug = 'harbour-auto'): Site {
  const site = siteBySlug(demoRegistry(), slug);
  if (!site) throw new Error(`demo site ${slug} missing`);
  return site;
}

/** Visible text of server-rendered HTML (React's text separators and tags removed). */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const TEST_NOW = '2026-03-10T23:00:00.000Z';
