import { addDays } from '@clinic/contract';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { clinicToday } from '../lib/clinic-time';
import { DateField } from './date-field';

export interface DateRange {
  from: string;
  to: string;
}

/** A range of days ending today (the clinic's) and starting `days` before it, and its setter. */
export function useDateRange(days: number) {
  const today = clinicToday();
  return useState<DateRange>({ from: addDays(today, -days), to: today });
}

/** The first and last day of a range, side by side in the row of controls that uses it. */
export function DateRangeFields({
  range,
  setRange,
  fromLabel,
  toLabel,
}: {
  range: DateRange;
  setRange: Dispatch<SetStateAction<DateRange>>;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <>
      <DateField
        label={fromLabel}
        value={range.from}
        onChange={(from) => setRange((r) => ({ ...r, from }))}
        maw={200}
      />
      <DateField
        label={toLabel}
        value={range.to}
        onChange={(to) => setRange((r) => ({ ...r, to }))}
        maw={200}
      />
    </>
  );
}
