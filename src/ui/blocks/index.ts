export { Blocks } from './block';
export { faqJsonLd } from './faq-block';
export type { BlockContext, BlockData } from './types';
