/**
 * The codes of a list whose every code has a label, in the order the labels are written, so that each code is
 * written once: `export const WEEKDAYS = codesOf(WEEKDAY_VI)`. The tuple serves z.enum and pgEnum as a written
 * `[...] as const` does; reordering the labels reorders the codes, and a database enum made from them. A code
 * that reads as a whole number would come first (object key order), so no such list may have one.
 */
export function codesOf<Code extends string>(labels: Record<Code, unknown>): readonly [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]];
}
