/**
 * How many fact keys a remembered conversion keeps: schedules and device facts are read and
 * written at every answer and join, a class meets the same few hundred keys again and again, and
 * a look-up costs much less than working a key out again (the pattern, the slices and the new
 * text). A client that sends many odd keys only makes the conversions start again.
 */
export const KEYS_REMEMBERED = 10_000;

/**
 * `work`, remembering up to `max` results by key; past that it forgets them all and starts
 * again, so the memory it holds stays bounded whatever keys come.
 */
export function rememberedUpTo<R>(max: number, work: (key: string) => R): (key: string) => R {
  const results = new Map<string, R>();
  return (key) => {
    if (results.has(key)) return results.get(key) as R;
    if (results.size >= max) results.clear();
    const result = work(key);
    results.set(key, result);
    return result;
  };
}
