import { RANKING_METHOD } from '../../domain/leaderboard-method';
import type { Resolvers } from '../../generated/resolvers';
import { memberColumns } from '../loaders';
import { directoryHead, directoryListing } from './marketplace-directory';
import { memberHits, reviewHits, search, searchInfo } from './marketplace-search';
import { type Row, text } from './shared';

/** Marketplace screens: the sortable directory, search with highlighted hits, CMS pages, the ranking method. */
export const marketplaceResolvers = {
  Query: {
    rankingMethod: () => RANKING_METHOD,
    directoryListing,
    directoryHead,
    search,
    async contentPage(_root, args, context) {
      const kind = String(args.kind).slice(0, 40);
      return (await context.reference()).pages.find((page) => page.kind === kind) ?? null;
    },
    async membersByIds(_root, args, context) {
      const ids = (args.ids ?? []).slice(0, 24);
      if (ids.length === 0) return [];
      const rows = await context.db.all<Row>(
        `SELECT ${memberColumns('m')} FROM members m WHERE m.public_id IN (SELECT value FROM json_each(?)) AND m.status = 'active'`,
        JSON.stringify(ids),
      );
      return ids.flatMap((id) => rows.filter((row) => row.public_id === id));
    },
  },
  ContentPage: {
    title: text('title'),
    description: text('description'),
    async components(parent, _args, context) {
      return (await context.reference()).components.filter(
        (row) => row.page_id === parent.id && row.parent_id === null,
      );
    },
    // One statement beside the blocks (not one more level below them), so a page with MENTION
    // blocks costs no extra round trip; CROSS JOIN keeps SQLite from scanning every member first.
    async mentionedMembers(parent, _args, context) {
      const rows = await context.db.all<Row>(
        `WITH RECURSIVE tree(id, kind, relationships, path, depth) AS (
           SELECT id, kind, relationships, printf('%06d', position), 0
           FROM components WHERE page_id = ? AND parent_id IS NULL
           UNION ALL
           SELECT c.id, c.kind, c.relationships, t.path || '.' || printf('%06d', c.position), t.depth + 1
           FROM components c JOIN tree t ON c.parent_id = t.id WHERE t.depth < 4
         )
         SELECT ${memberColumns('m')} FROM tree t
         CROSS JOIN json_each(CASE WHEN json_valid(t.relationships) THEN t.relationships ELSE '[]' END) r
         CROSS JOIN members m ON m.public_id = json_extract(r.value, '$.public_id')
         WHERE t.kind = 'MENTION' AND json_extract(r.value, '$.kind') = 'MEMBER' AND m.status = 'active'
         ORDER BY t.path, r.key LIMIT 48`,
        parent.id,
      );
      const seen = new Set<unknown>();
      return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, 24);
    },
  },
  SearchResult: { memberHits, reviewHits, info: searchInfo },
} satisfies Resolvers;
