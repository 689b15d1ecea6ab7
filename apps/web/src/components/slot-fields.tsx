import './form-styles';
import { TextInput } from '@mantine/core';
import { ClinicHourInput } from './clinic-hour-input';

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
      <TextInput
        type="date"
        label={dateLabel}
        required
        min={minDate}
        value={date}
        error={dateError || undefined}
        onChange={(event) => onDateChange(event.currentTarget.value)}
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
