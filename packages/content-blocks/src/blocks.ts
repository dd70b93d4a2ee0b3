import { z } from 'zod';
import { buttonSchema, safeHrefSchema } from './button.js';
import { isSafeHref, isSafeImageSrc } from './href.js';
import { sanitiseHtml } from './sanitise.js';
import { tunesSchema } from './tunes.js';

/** The block kinds of §1's page builder, in the order an editor lists them. */
export const BLOCK_TYPES = [
  'heading',
  'rich_text',
  'image',
  'button_group',
  'car_carousel',
  'promotion_slider',
  'faq',
  'locations',
  'reviews',
  'custom',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** §9 reviews: minimum rating 4; 12 Google reviews. */
export const MIN_REVIEW_RATING = 4;
export const MAX_REVIEWS = 12;
/**
 * §9 promotions slider: 540x1920 px, read as height × width — a full-width 1920 px banner 540 px tall
 * (a 540 px wide, 1920 px tall slide would not fit any screen the slider is shown on).
 */
export const PROMOTION_SLIDE_SIZE = { width: 1920, height: 540 } as const;
export const MAX_RICH_TEXT_LENGTH = 50_000;
export const MAX_CUSTOM_PROPS_LENGTH = 20_000;

const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a block id of letters, digits, - or _');
const plainText = (max: number) => z.string().trim().min(1).max(max);
const richHtml = (max: number) => z.string().max(max).transform(sanitiseHtml);
const imageSrc = z
  .string()
  .trim()
  .refine(isSafeImageSrc, 'Expected an image path starting with / or an https:// URL');
const base = { id: blockId, tunes: tunesSchema.optional() };

export const headingBlockSchema = z
  .object({
    ...base,
    type: z.literal('heading'),
    text: plainText(200),
    level: z.int().min(1).max(4).default(2),
  })
  .strict();

/** Rich text is sanitised when parsed: what is stored and rendered is the allow-listed HTML. */
export const richTextBlockSchema = z
  .object({ ...base, type: z.literal('rich_text'), html: richHtml(MAX_RICH_TEXT_LENGTH) })
  .strict();

export const imageBlockSchema = z
  .object({
    ...base,
    type: z.literal('image'),
    src: imageSrc,
    /** Required; '' marks a decorative image. */
    alt: z.string().max(300),
    caption: z.string().trim().max(300).optional(),
    href: safeHrefSchema.optional(),
    width: z.int().positive().max(4000).optional(),
    height: z.int().positive().max(4000).optional(),
  })
  .strict();

export const buttonGroupBlockSchema = z
  .object({ ...base, type: z.literal('button_group'), buttons: z.array(buttonSchema).min(1).max(6) })
  .strict();

/** A saved search: a listing path plus query, as the listing's own URL (parsed by @dealer/search-query). */
export const savedSearchSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (s) => s.startsWith('/') && isSafeHref(s) && !s.includes('#'),
    'Expected a listing path like /search/used-cars?make=Mazda',
  );

export const carCarouselBlockSchema = z
  .object({
    ...base,
    type: z.literal('car_carousel'),
    title: plainText(120).optional(),
    search: savedSearchSchema,
    limit: z.int().min(1).max(24).default(12),
    /** The 'see all' link under the carousel goes to the same search. */
    show_all_link: z.boolean().default(true),
  })
  .strict();

export const promotionSlideSchema = z
  .object({
    image: imageSrc,
    alt: z.string().max(300),
    title: plainText(120).optional(),
    href: safeHrefSchema.optional(),
  })
  .strict();

export const promotionSliderBlockSchema = z
  .object({
    ...base,
    type: z.literal('promotion_slider'),
    /** Fill the slider from the site's promotions (promotions.json?version=2) after any fixed slides. */
    from_promotions: z.boolean().default(false),
    slides: z.array(promotionSlideSchema).max(12).default([]),
    interval_ms: z.int().min(2000).max(20_000).default(6000),
  })
  .strict()
  .refine((b) => b.from_promotions || b.slides.length > 0, {
    message: 'A promotion slider needs slides or from_promotions',
    path: ['slides'],
  });

export const faqBlockSchema = z
  .object({
    ...base,
    type: z.literal('faq'),
    title: plainText(120).optional(),
    items: z
      .array(z.object({ question: plainText(300), answer: richHtml(5000) }).strict())
      .min(1)
      .max(50),
  })
  .strict();

export const locationsBlockSchema = z
  .object({
    ...base,
    type: z.literal('locations'),
    title: plainText(120).optional(),
    /** Location ids of the site to show, in order; empty shows every location, primary first. */
    location_ids: z.array(z.int().positive()).max(50).default([]),
    show_hours: z.boolean().default(true),
  })
  .strict();

export const reviewsBlockSchema = z
  .object({
    ...base,
    type: z.literal('reviews'),
    title: plainText(120).optional(),
    limit: z.int().min(1).max(MAX_REVIEWS).default(MAX_REVIEWS),
  })
  .strict();

/** A custom component: its props are JSON text, read leniently at render time (§1, §8). */
export const customBlockSchema = z
  .object({
    ...base,
    type: z.literal('custom'),
    component: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'Expected a component name in PascalCase'),
    props: z.string().max(MAX_CUSTOM_PROPS_LENGTH).default('{}'),
  })
  .strict();

function describeType(input: unknown): string {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  const expected = `Expected one of: ${BLOCK_TYPES.join(', ')}`;
  if (type === undefined) return `Missing block type. ${expected}`;
  return `Unknown block type ${typeof type === 'string' ? `'${type.slice(0, 64)}'` : JSON.stringify(type)}. ${expected}`;
}

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    headingBlockSchema,
    richTextBlockSchema,
    imageBlockSchema,
    buttonGroupBlockSchema,
    carCarouselBlockSchema,
    promotionSliderBlockSchema,
    faqBlockSchema,
    locationsBlockSchema,
    reviewsBlockSchema,
    customBlockSchema,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator'
        ? describeType(issue.input)
        : undefined,
  },
);

export type Block = z.infer<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type HeadingBlock = BlockOf<'heading'>;
export type RichTextBlock = BlockOf<'rich_text'>;
export type ImageBlock = BlockOf<'image'>;
export type ButtonGroupBlock = BlockOf<'button_group'>;
export type CarCarouselBlock = BlockOf<'car_carousel'>;
export type PromotionSliderBlock = BlockOf<'promotion_slider'>;
export type FaqBlock = BlockOf<'faq'>;
export type LocationsBlock = BlockOf<'locations'>;
export type ReviewsBlock = BlockOf<'reviews'>;
export type CustomBlock = BlockOf<'custom'>;
