export { BLOCK_RENDERERS, Block, type BlockKind, Blocks } from './block';
export { faqJsonLd } from './faq-block';
export type { BlockArticle, BlockCityTab, BlockContext, BlockData, BlockProps } from './types';
