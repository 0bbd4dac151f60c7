/** A 4x4 red PNG, small enough to inline in tests. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

/** The bytes of {@link TINY_PNG_BASE64}. */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(TINY_PNG_BASE64), (char) => char.charCodeAt(0));
}
