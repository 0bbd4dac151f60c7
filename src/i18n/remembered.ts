/**
 * The value of `key` in `memo`, made by `make` the first time and kept; the memo is emptied when
 * it holds `max` entries, so keys built from data never grow it without bound. An undefined value
 * is remembered too.
 * @example remembered(vowelSounds, 2_000, 'Étude', () => readVowelSound('Étude')) // true
 */
export function remembered<K, V>(memo: Map<K, V>, max: number, key: K, make: () => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  if (memo.size >= max) memo.clear();
  const value = make();
  memo.set(key, value);
  return value;
}
