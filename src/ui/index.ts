/** The design system: pure React components shared by screens, blocks and islands. */
export { oneOf } from './allowed';
export { AVATAR_BORDERS, AVATAR_SIZES, Avatar, initials } from './avatar';
export { AvatarGroup } from './avatar-group';
export { Badge } from './badge';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { BUTTON_SIZES, BUTTON_THEMES, Button, buttonClasses } from './button';
export { Card } from './card';
export { colorVariants, primaryColorCss, primaryColorStyle } from './color';
export { EmptyState } from './empty-state';
export { FLAG_SIZES, FlagIcon } from './flag-icon';
export { Img, imageSrcSet, imageUrl, SCREEN_SIZES } from './img';
export { Pagination, pageWindow } from './pagination';
export { formatRating, Rating } from './rating';
export { SectionHeading } from './section-heading';
export { type TabLink, Tabs } from './tabs';
