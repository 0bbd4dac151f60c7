/** The four shades of a member's primary colour used by the profile theme (spec section 3). */
export interface ColorVariants {
  base: string;
  /** Mixed 75% towards white. */
  light75: string;
  /** Mixed 50% towards white. */
  light50: string;
  /** Mixed 50% towards black. */
  dark50: string;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parse(hex: string): [number, number, number] {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Invalid colour "${hex}": expected #rgb or #rrggbb`);
  const short = match[1];
  const digits = short.length === 3 ? [...short].map((d) => d + d).join('') : short;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: number[], target: number, amount: number): string {
  return toHex(rgb.map((v) => v + (target - v) * amount));
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The dark variant: 50% towards black, darker still when that is not enough for text on the
 * light tint (WCAG AA 4.5:1), so a pale brand colour never gives unreadable text or badges.
 */
function darkVariant(rgb: number[], light75: number[]): string {
  for (let amount = 0.5; amount < 1; amount += 0.05) {
    const dark = rgb.map((v) => v * (1 - amount));
    if (contrast(dark, light75) >= 4.5) return toHex(dark);
  }
  return '#000000';
}

/**
 * The primary colour variants of a member: +75% and +50% lighter, 50% darker (or darker still
 * where text on the light tint needs it).
 * @example colorVariants('#23A954') // { base: '#23a954', light75: '#c8ead4', light50: '#91d4aa', dark50: '#12552a' }
 */
export function colorVariants(hex: string): ColorVariants {
  const rgb = parse(hex);
  const light75 = rgb.map((v) => v + (255 - v) * 0.75);
  return {
    base: toHex(rgb),
    light75: toHex(light75),
    light50: mix(rgb, 255, 0.5),
    dark50: darkVariant(rgb, light75),
  };
}

/**
 * A CSS rule re-theming `selector` with a member's colour, for a `<style nonce>` element (the
 * CSP forbids inline `style` attributes). An invalid colour gives an empty string, so the brand
 * theme stays; a valid one can hold nothing but hex digits, so it cannot inject CSS.
 * @example <style nonce={nonce}>{primaryColorCss('#e11d48', '.member-theme')}</style>
 */
export function primaryColorCss(hex: string | null | undefined, selector: string): string {
  if (!hex || !HEX.test(hex.trim()) || !/^[.#]?[a-z][\w-]*$/i.test(selector)) return '';
  const v = colorVariants(hex);
  return `${selector}{--color-primary:${v.base};--color-primary-light75:${v.light75};--color-primary-light50:${v.light50};--color-primary-dark50:${v.dark50}}`;
}

/**
 * The same variables as a `style` prop (the CSP allows style attributes, not style elements).
 * @example <div style={primaryColorStyle(member.primaryColor)}>…</div>
 */
export function primaryColorStyle(hex: string | null | undefined): Record<string, string> {
  if (!hex || !HEX.test(hex.trim())) return {};
  const v = colorVariants(hex);
  return {
    '--color-primary': v.base,
    '--color-primary-light75': v.light75,
    '--color-primary-light50': v.light50,
    '--color-primary-dark50': v.dark50,
  };
}
