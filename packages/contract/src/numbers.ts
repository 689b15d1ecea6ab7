/**
 * Numbers as people in Vietnam read them: a dot between thousands and a decimal comma (12.500; 1,5). One
 * formatter for every screen, so that a count, a percentage and a result never disagree on the separators.
 */
const formatters = new Map<number, Intl.NumberFormat>();

/** `value` with at most `maxFractionDigits` decimals (3 unless told, as the browser's own default). */
export function formatNumberVi(value: number, maxFractionDigits = 3): string {
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(value);
}
