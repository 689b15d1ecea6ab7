import './form-styles';
import { TextInput } from '@mantine/core';
import {
  checkHourOnBlur,
  HOUR_HELPER_TEXT,
  HOUR_INPUT_MAX_LENGTH,
  sanitizeHourInput,
} from '../lib/clinic-hours';

/**
 * The booking hour field: digits and colon only, at most 5 characters, whole hours 08:00-18:00 checked
 * when the field is left (an invalid value is cleared and the reason shown under the field).
 */
export function ClinicHourInput({
  label,
  value,
  error,
  onChange,
  onErrorChange,
  required = true,
}: {
  label: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onErrorChange: (error: string | null) => void;
  required?: boolean;
}) {
  return (
    <TextInput
      label={label}
      description={HOUR_HELPER_TEXT}
      // Helper under the field keeps it aligned with the date input beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder="08:00"
      inputMode="numeric"
      autoComplete="off"
      maxLength={HOUR_INPUT_MAX_LENGTH}
      required={required}
      value={value}
      error={error || undefined}
      onChange={(event) => {
        onChange(sanitizeHourInput(event.currentTarget.value));
        if (error) onErrorChange(null);
      }}
      onBlur={() => {
        const checked = checkHourOnBlur(value);
        if (checked.value !== value) onChange(checked.value);
        onErrorChange(checked.error);
      }}
    />
  );
}
