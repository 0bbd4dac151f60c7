/**
 * Checks a prop against its allowed values and throws an error listing them (spec section 5),
 * so a wrong value fails at render time instead of producing an unstyled component.
 * @example const size = oneOf('Button', 'size', props.size, ['xs', 'sm', 'md'] as const)
 */
export function oneOf<T extends string>(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly T[],
): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(
    `${component}: invalid ${prop} "${String(value)}"; allowed values are ${allowed.join(', ')}`,
  );
}
