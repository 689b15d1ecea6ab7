/**
 * The codes of a list whose every code has a label, in the order the labels are written, so that each code is
 * written once: `export const WEEKDAYS = codesOf(WEEKDAY_VI)`. The tuple serves z.enum and pgEnum as a written
 * `[...] as const` does. Codes that read as whole numbers would come first (object key order), so none is used.
 */
export function codesOf<Code extends string>(labels: Record<Code, unknown>): readonly [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]];
}
