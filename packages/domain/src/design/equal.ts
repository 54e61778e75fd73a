/**
 * Whether two designs are the same design: equal as JSON, which is what is saved, encoded and priced
 * (members that are undefined count as absent, key order does not matter). Parts an option left alone
 * are usually shared by both designs, so the walk skips them at once.
 */
export function designsEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!designsEqual(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keysX = Object.keys(x).filter((k) => x[k] !== undefined);
  const keysY = Object.keys(y).filter((k) => y[k] !== undefined);
  if (keysX.length !== keysY.length) return false;
  for (const key of keysX) {
    if (!Object.hasOwn(y, key) || !designsEqual(x[key], y[key])) return false;
  }
  return true;
}
