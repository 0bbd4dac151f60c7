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
 * Icon sets bundled in the Worker: the one source of icon data for icons rendered inline at SSR
 * (`iconBody`) and for the icon endpoint (src/edge/icons.ts); never import the package again.
 */
export const BUNDLED_ICON_SETS: Readonly<Record<string, IconSet>> = { lucide: lucide as IconSet };

/**
 * The SVG body and view box of a bundled icon, or null when the set or icon is unknown.
 * @example iconBody('lucide', 'star') // { body: '<path .../>', width: 24, height: 24 }
 */
export function iconBody(
  prefix: string,
  name: string,
): { body: string; width: number; height: number } | null {
  // Own keys only: 'constructor' or 'toString' name no set and no icon.
  const set = Object.hasOwn(BUNDLED_ICON_SETS, prefix) ? BUNDLED_ICON_SETS[prefix] : undefined;
  if (!set) return null;
  const alias = set.aliases && Object.hasOwn(set.aliases, name) ? set.aliases[name] : undefined;
  const target = alias?.parent ?? name;
  const icon = Object.hasOwn(set.icons, target) ? set.icons[target] : undefined;
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}
