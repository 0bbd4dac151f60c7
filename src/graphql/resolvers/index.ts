import { articleResolvers } from './article';
import { baseResolvers } from './base';
import { cmsResolvers } from './cms';
import { embedResolvers } from './embed';
import { marketplaceResolvers } from './marketplace';
import { memberResolvers } from './member';
import { peopleResolvers } from './people';
import { profileResolvers } from './profile';
import { rankingResolvers } from './ranking';
import { reviewResolvers } from './review';
import { tagResolvers } from './tags';

/** Every domain's resolver map; makeExecutableSchema merges them. Add a new domain here. */
export const resolvers = [
  baseResolvers,
  tagResolvers,
  cmsResolvers,
  memberResolvers,
  reviewResolvers,
  peopleResolvers,
  profileResolvers,
  articleResolvers,
  rankingResolvers,
  marketplaceResolvers,
  embedResolvers,
];
