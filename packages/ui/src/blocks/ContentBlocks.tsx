import { type Block, type Logger, selectReviews, tuneStyle, visibilityCss } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { CSSProperties, ReactNode } from 'react';
import { ButtonGroupBlock } from './ButtonGroupBlock';
import { CarCarouselBlock } from './CarCarouselBlock';
import { CUSTOM_COMPONENTS, CustomBlock } from './CustomBlock';
import { FaqBlock } from './FaqBlock';
import { HeadingBlock } from './HeadingBlock';
import { ImageBlock } from './ImageBlock';
import { LocationsBlock } from './LocationsBlock';
import { PromotionSliderBlock, sliderSlides } from './PromotionSliderBlock';
import { ReviewsBlock } from './ReviewsBlock';
import { RichTextBlock } from './RichTextBlock';
import type { BlockData } from './types';

export interface ContentBlocksProps {
  blocks: readonly Block[];
  site: Site;
  data: BlockData;
  /** Render-time warnings (§1 unparseable custom props); the console by default. */
  logger?: Logger;
}

const consoleLogger: Logger = {
  warn: (message, details) => console.warn(`[content-blocks] ${message}`, details ?? {}),
};

/** Whether a block has anything to show with this data (an empty one leaves no wrapper or spacing behind). */
function hasContent(block: Block, data: BlockData): boolean {
  switch (block.type) {
    case 'car_carousel':
      return (data.carousels?.[block.id]?.cards.length ?? 0) > 0;
    case 'promotion_slider':
      return sliderSlides(block, data.promotions).length > 0;
    case 'reviews':
      return selectReviews(data.reviews ?? [], block.limit).length > 0;
    case 'custom':
      return CUSTOM_COMPONENTS.includes(block.component);
    default:
      return true;
  }
}

function renderBlock(block: Block, site: Site, data: BlockData, logger: Logger, first: boolean): ReactNode {
  const now = new Date(data.now);
  switch (block.type) {
    case 'heading':
      return <HeadingBlock block={block} />;
    case 'rich_text':
      return <RichTextBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} eager={first} />;
    case 'button_group':
      return <ButtonGroupBlock block={block} />;
    case 'car_carousel':
      return <CarCarouselBlock block={block} site={site} result={data.carousels?.[block.id]} eager={first} />;
    case 'promotion_slider':
      return <PromotionSliderBlock block={block} promotions={data.promotions} eager={first} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'locations':
      return <LocationsBlock block={block} site={site} now={now} />;
    case 'reviews':
      return <ReviewsBlock block={block} reviews={data.reviews ?? []} />;
    case 'custom':
      return <CustomBlock block={block} site={site} logger={logger} />;
  }
}

/**
 * §1 a content page's blocks, in order, rendered on the server with the site theme (the page root sets
 * the theme's CSS variables; tune colours are those variables). Each block is wrapped with its tunes —
 * margin, padding, alignment, colours as inline style, `cb-hide-{breakpoint}` and class-name tokens as
 * classes — and the §9 breakpoint stylesheet behind the hide classes is emitted once per document.
 */
export function ContentBlocks({ blocks, site, data, logger = consoleLogger }: ContentBlocksProps) {
  return (
    <div className="cb-page">
      <style href="content-blocks-visibility" precedence="default">
        {visibilityCss()}
      </style>
      {blocks.map((block, index) => {
        if (!hasContent(block, data)) {
          // An unknown custom component still goes through CustomBlock, which logs the warning (§8).
          return block.type === 'custom' ? (
            <CustomBlock key={block.id} block={block} site={site} logger={logger} />
          ) : null;
        }
        const { style, className } = tuneStyle(block.tunes);
        const content = renderBlock(block, site, data, logger, index === 0);
        return (
          <div
            key={block.id}
            id={`block-${block.id}`}
            className={['cb-block', `cb-block--${block.type.replaceAll('_', '-')}`, className]
              .filter(Boolean)
              .join(' ')}
            style={style as CSSProperties}
            data-block-type={block.type}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}
