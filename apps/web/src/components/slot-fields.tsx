import './form-styles';
import { ClinicHourInput } from './clinic-hour-input';
import { DateField } from './date-field';

/**
 * The date and hour of an appointment, side by side: no past date, clinic hours only. Rendered without a
 * wrapper so each screen lays the two fields out its own way.
 */
export function SlotFields({
  dateLabel,
  timeLabel,
  minDate,
  date,
  time,
  dateError,
  timeError,
  onDateChange,
  onTimeChange,
  onTimeErrorChange,
  autoFocusDate,
}: {
  dateLabel: string;
  timeLabel: string;
  minDate: string;
  date: string;
  time: string;
  dateError?: string | null;
  timeError: string | null;
  onDateChange: (value: string) => void;
  onTimeChange: (value: string) => void;
  onTimeErrorChange: (error: string | null) => void;
  autoFocusDate?: boolean;
}) {
  return (
    <>
      <DateField
        label={dateLabel}
        required
        min={minDate}
        value={date}
        error={dateError || undefined}
        onChange={onDateChange}
        data-autofocus={autoFocusDate || undefined}
      />
      <ClinicHourInput
        label={timeLabel}
        value={time}
        error={timeError}
        onChange={onTimeChange}
        onErrorChange={onTimeErrorChange}
      />
    </>
  );
}
