import type { Config } from '../../config';
import { query } from '../../graphql/client';
import type { ScreenContext } from '../../render/screen';
import { shellQuery } from '../../render/shell-data';

type HomeResult = Awaited<ReturnType<typeof query<'Home'>>>;
type ShellResult = Awaited<ReturnType<typeof shellQuery>>;

/** What the home page shows: its CMS blocks and the data of its data blocks. */
export interface HomeData extends HomeResult {
  /** The services selector's categories: the shell's menu data, which the page loads anyway. */
  membersServices: ShellResult['membersServices'];
  mentioned: NonNullable<HomeResult['contentPage']>['mentionedMembers'];
  brand: string;
  /** Server-side only: resolves external CMS link targets. */
  config: Config;
}

/**
 * Loads the home page in one operation (its MENTION blocks' members included); the services come
 * from the shell's operation, run once for the page (without them the selector offers none).
 */
export async function loadHome({ c }: ScreenContext<Record<string, never>>): Promise<HomeData> {
  const [home, shell] = await Promise.all([query(c, 'Home', {}), shellQuery(c).catch(() => null)]);
  const mentioned = home.contentPage?.mentionedMembers ?? [];
  return {
    ...home,
    membersServices: shell?.membersServices ?? [],
    mentioned,
    brand: c.get('config').BRAND_NAME,
    config: c.get('config'),
  };
}
