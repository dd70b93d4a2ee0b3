// The root entry's blocks names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { ButtonGroupBlock } from './ButtonGroupBlock';
export { CarCarouselBlock, type CarCarouselBlockProps } from './CarCarouselBlock';
export { ContentBlocks, type ContentBlocksProps } from './ContentBlocks';
export { CUSTOM_COMPONENTS, CustomBlock } from './CustomBlock';
export { FaqBlock } from './FaqBlock';
export { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator';
export { HeadingBlock } from './HeadingBlock';
export { ImageBlock } from './ImageBlock';
export { LocationsBlock } from './LocationsBlock';
export { PromotionSliderBlock, type Slide, sliderSlides } from './PromotionSliderBlock';
export { ReviewsBlock } from './ReviewsBlock';
export { RichTextBlock } from './RichTextBlock';
export type { BlockData, CarouselData } from './types';
