import type { Config } from '../../config';
import { query } from '../../graphql/client';
import type { ScreenContext } from '../../pages/screen';

type HomeResult = Awaited<ReturnType<typeof query<'Home'>>>;

/** What the home page shows: its CMS blocks and the data of its data blocks. */
export interface HomeData extends HomeResult {
  mentioned: Awaited<ReturnType<typeof query<'MembersByIds'>>>['membersByIds'];
  brand: string;
  /** Server-side only: resolves external CMS link targets. */
  config: Config;
}

/** Public ids of members named by MENTION blocks, at any depth. */
function mentionedIds(
  components: HomeResult['contentPage'] extends infer P
    ? P extends { components: infer C }
      ? C
      : never
    : never,
): string[] {
  const ids: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const item of list as { kind?: string; relationships?: unknown; subComponents?: unknown }[]) {
      if (item.kind === 'MENTION' && Array.isArray(item.relationships)) {
        for (const relation of item.relationships as { kind?: unknown; public_id?: unknown }[]) {
          if (relation?.kind === 'MEMBER' && typeof relation.public_id === 'string')
            ids.push(relation.public_id);
        }
      }
      walk(item.subComponents);
    }
  };
  walk(components);
  return [...new Set(ids)].slice(0, 24);
}

/** Loads the home page (one operation, plus one when MENTION blocks name members). */
export async function loadHome({ c }: ScreenContext<Record<string, never>>): Promise<HomeData> {
  const home = await query(c, 'Home', {});
  const ids = mentionedIds(home.contentPage?.components ?? []);
  const mentioned = ids.length > 0 ? (await query(c, 'MembersByIds', { ids })).membersByIds : [];
  return { ...home, mentioned, brand: c.get('config').BRAND_NAME, config: c.get('config') };
}
