import lucide from '@iconify-json/lucide/icons.json';

/** An icon set in Iconify JSON form (the subset of fields the product reads). */
export interface IconSet {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; [key: string]: unknown }>;
  width?: number;
  height?: number;
}

/**
 * Icon sets bundled in the Worker: the one source of icon data for the icon endpoint and for
 * icons rendered inline at SSR (import `iconBody` rather than the package again).
 */
export const BUNDLED_ICON_SETS: Readonly<Record<string, IconSet>> = { lucide: lucide as IconSet };

/** The subset of a set holding `names` (aliases resolved), with the names it lacks. */
export function iconSubset(set: IconSet, names: readonly string[]) {
  const icons: IconSet['icons'] = {};
  const aliases: NonNullable<IconSet['aliases']> = {};
  const notFound: string[] = [];
  for (const name of names) {
    const alias = set.aliases?.[name];
    const target = alias ? alias.parent : name;
    const icon = set.icons[target];
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

/**
 * The SVG body and view box of a bundled icon, or null when the set or icon is unknown.
 * @example iconBody('lucide', 'star') // { body: '<path .../>', width: 24, height: 24 }
 */
export function iconBody(
  prefix: string,
  name: string,
): { body: string; width: number; height: number } | null {
  const set = BUNDLED_ICON_SETS[prefix];
  if (!set) return null;
  const target = set.aliases?.[name]?.parent ?? name;
  const icon = set.icons[target];
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}
