import type { Context } from 'hono';
import { BUNDLED_ICON_SETS, type IconSet } from '../ui/icon-sets';

/** Public icon API used for sets that are not bundled (spec section 7). */
export const ICON_API = 'https://api.iconify.design';
/** Icon fetch time-out (spec section 9). */
export const ICON_FETCH_TIMEOUT_MS = 1500;
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;
const MAX_ICONS = 100;
const CACHE = 'public, max-age=86400';

/**
 * `GET /api/icons/{prefix}.json?icons=a,b`: icons of a bundled set, else of the public icon API
 * (1500 ms time-out); a failure answers a clean 404.
 */
export async function iconsHandler(c: Context): Promise<Response> {
  const prefix = FILE.exec(c.req.param('file') ?? '')?.[1];
  const names = (c.req.query('icons') ?? '').split(',').filter(Boolean);
  if (!prefix) return c.json({ error: 'Icon set not found' }, 404);
  if (names.length === 0 || names.length > MAX_ICONS || !names.every((name) => NAME.test(name))) {
    return c.json({ error: `icons must list 1 to ${MAX_ICONS} icon names (a-z, 0-9, -)` }, 400);
  }
  // Own keys only: a name such as 'constructor' is a key every object inherits, never an icon set.
  const bundled = Object.hasOwn(BUNDLED_ICON_SETS, prefix) ? BUNDLED_ICON_SETS[prefix] : undefined;
  if (bundled) return c.json(iconSubset(bundled, names), 200, { 'cache-control': CACHE });
  const remote = await fetchRemote(prefix, names);
  if (!remote) return c.json({ error: 'Icon set not found' }, 404);
  return c.json(remote, 200, { 'cache-control': CACHE });
}

async function fetchRemote(prefix: string, names: string[]): Promise<unknown> {
  try {
    const response = await fetch(`${ICON_API}/${prefix}.json?icons=${names.join(',')}`, {
      signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS),
      redirect: 'manual',
    });
    if (!response.ok) return null;
    const json = (await response.json()) as { prefix?: unknown; icons?: unknown } | number;
    // The API answers a bare 404 number for unknown sets.
    if (typeof json !== 'object' || json === null || json.prefix !== prefix || typeof json.icons !== 'object')
      return null;
    return json;
  } catch {
    return null;
  }
}

/** The subset of a set holding `names` (aliases resolved), with the names it lacks. */
function iconSubset(set: IconSet, names: readonly string[]) {
  const icons: IconSet['icons'] = {};
  const aliases: NonNullable<IconSet['aliases']> = {};
  const notFound: string[] = [];
  for (const name of names) {
    const alias = set.aliases && Object.hasOwn(set.aliases, name) ? set.aliases[name] : undefined;
    const target = alias ? alias.parent : name;
    const icon = Object.hasOwn(set.icons, target) ? set.icons[target] : undefined;
    if (!icon) {
      notFound.push(name);
      continue;
    }
    icons[target] = icon;
    if (alias) aliases[name] = alias;
  }
  return {
    prefix: set.prefix,
    icons,
    ...(Object.keys(aliases).length > 0 ? { aliases } : {}),
    width: set.width ?? 24,
    height: set.height ?? 24,
    ...(notFound.length > 0 ? { not_found: notFound } : {}),
  };
}
