/**
 * The printable code of a collected specimen: "XN", the year of collection, a six-digit sequence of that year and
 * a Luhn check digit over the ten digits, e.g. XN20260000017. The check digit catches a mistyped digit or two
 * swapped neighbours when a code is typed instead of scanned.
 */
export const SPECIMEN_CODE_PREFIX = 'XN';
export const SPECIMEN_CODE_PATTERN = /^XN\d{4}\d{6}\d$/;
const SEQUENCE_DIGITS = 6;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubling starts from the rightmost digit, which sits beside the check digit.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The code of the `sequence`th specimen collected in `year` (1-based). */
export function specimenCode(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`sequence ${sequence}`);
  const digits = `${year}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  return `${SPECIMEN_CODE_PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

/** Whether a text is a specimen code with a right check digit (case and surrounding spaces ignored). */
export function isSpecimenCode(text: string): boolean {
  const code = text.trim().toUpperCase();
  if (!SPECIMEN_CODE_PATTERN.test(code)) return false;
  const digits = code.slice(SPECIMEN_CODE_PREFIX.length, -1);
  return luhnCheckDigit(digits) === Number(code.at(-1));
}
