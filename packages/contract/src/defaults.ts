/**
 * The rules' thresholds: `defaults` with the values `given` sets. A key present but undefined (a form left blank)
 * does not wipe out its default. Without `given`, the defaults themselves. The worklist and the tracing list apply
 * the rules to thousands of patients at once, so this is a loop rather than entries filtered and put back together.
 */
export function withDefaults<T extends object>(defaults: T, given: Partial<T> | undefined): T {
  if (given === undefined) return defaults;
  const merged = { ...defaults };
  for (const key in given) {
    const value = given[key];
    if (value !== undefined) merged[key] = value as T[typeof key];
  }
  return merged;
}
