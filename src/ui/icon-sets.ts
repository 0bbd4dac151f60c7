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
  const set = BUNDLED_ICON_SETS[prefix];
  if (!set) return null;
  const target = set.aliases?.[name]?.parent ?? name;
  const icon = set.icons[target];
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}
