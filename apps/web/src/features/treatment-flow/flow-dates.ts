import {
  addDays,
  DAYS_DISPENSED_OPTIONS,
  type DaysDispensedOption,
  defaultDaysDispensed,
  isIsoDate,
} from '@clinic/contract';

/** The calendar day after a yyyy-MM-dd date. */
export function nextDay(isoDate: string): string {
  return addDays(isoDate, 1);
}

/**
 * The days dispensed the form shows and sends: the doctor's choice once made, else the option nearest to the
 * treatment's length (what the server would pick), so it follows the dates until the doctor picks a value.
 */
export function daysDispensedShown(chosen: string, startDate: string, endDate: string): DaysDispensedOption {
  const picked = DAYS_DISPENSED_OPTIONS.find((option) => String(option) === chosen);
  if (picked) return picked;
  return isIsoDate(startDate) && isIsoDate(endDate) ? defaultDaysDispensed(startDate, endDate) : 30;
}

/**
 * The end the form proposes: the start plus the days dispensed, so that the treatment runs as long as the
 * medicine given (never the start itself, which the end must come after); '' while the start is not a date.
 */
export function proposedEndDate(startDate: string, days: DaysDispensedOption): string {
  return isIsoDate(startDate) ? addDays(startDate, days) : '';
}
