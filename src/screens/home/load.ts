import type { Config } from '../../config';
import { query } from '../../graphql/client';
import type { ScreenContext } from '../../routing/screen';

type HomeResult = Awaited<ReturnType<typeof query<'Home'>>>;

/** What the home page shows: its CMS blocks and the data of its data blocks. */
export interface HomeData extends HomeResult {
  mentioned: NonNullable<HomeResult['contentPage']>['mentionedMembers'];
  brand: string;
  /** Server-side only: resolves external CMS link targets. */
  config: Config;
}

/** Loads the home page in one operation (its MENTION blocks' members included). */
export async function loadHome({ c }: ScreenContext<Record<string, never>>): Promise<HomeData> {
  const home = await query(c, 'Home', {});
  const mentioned = home.contentPage?.mentionedMembers ?? [];
  return { ...home, mentioned, brand: c.get('config').BRAND_NAME, config: c.get('config') };
}
