import { iconBody } from './icon-sets';

/** Default icon size in pixels (spec section 9). */
export const ICON_SIZE = 32;

function resolve(name: string | null | undefined) {
  const [prefix, icon] = (name ?? '').split(':');
  const found = prefix && icon ? iconBody(prefix, icon) : null;
  if (found) return found;
  return iconBody('lucide', 'folder');
}

export interface IconProps {
  /** `prefix:name`, e.g. 'lucide:scale'; unknown names show the folder icon. */
  name: string | null | undefined;
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/**
 * An icon rendered inline at SSR from the bundled sets (no request, no layout shift).
 * Server-only: islands receive icons already rendered, so the set never ships to the browser.
 * @example <Icon name="lucide:scale" size={20} />
 */
export function Icon({ name, size = ICON_SIZE, className, label }: IconProps) {
  const icon = resolve(name);
  if (!icon) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the body comes from the bundled icon package, never from visitor input
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
