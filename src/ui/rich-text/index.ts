export { RichText } from './rich-text';
export type { MentionLinker } from './types';
