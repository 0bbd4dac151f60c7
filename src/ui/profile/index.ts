/** The profile layout and the pieces profile screens share. */
export { organizationJsonLd, reviewJsonLd } from './json-ld';
export { ProfileHeader } from './profile-header';
export { ProfileLayout, ProfileSection } from './profile-layout';
export { ProfileNav, websiteHref } from './profile-nav';
export { RemovedCompany } from './removed-company';
export type { ProfileChrome, ProfileMember, ProfileTab } from './types';
