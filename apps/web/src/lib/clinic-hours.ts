import { appointmentMessages, CLINIC_HOURS, clinicHour } from '@clinic/contract';

/** The hour field keeps only digits and a colon, at most 5 characters. */
export const HOUR_INPUT_MAX_LENGTH = 5;

export const HOUR_FORMAT_HINT = 'Giờ không đúng định dạng. Vui lòng nhập giờ chẵn, ví dụ 08:00, 09:00';
export const HOUR_HELPER_TEXT = 'Chỉ nhận giờ chẵn từ 08:00 đến 18:00 (ví dụ 08:00, 09:00)';

export function sanitizeHourInput(raw: string): string {
  return raw.replace(/[^\d:]/g, '').slice(0, HOUR_INPUT_MAX_LENGTH);
}

export interface HourCheck {
  /** What the field holds after leaving it: the normalised HH:00, or '' when it was cleared. */
  value: string;
  error: string | null;
}

/**
 * On leaving the field the value must be a whole hour from 08:00 to 18:00, otherwise it is cleared with
 * 'Vui lòng nhập giờ từ 08:00 đến 18:00' (or a format hint when it is not a time at all). "8", "08" and "8:00"
 * are read as 08:00. An empty field is left for the submit check ('Vui lòng điền đầy đủ thông tin').
 */
export function checkHourOnBlur(raw: string): HourCheck {
  const value = raw.trim();
  if (value === '') return { value: '', error: null };
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(value);
  if (!match) return { value: '', error: HOUR_FORMAT_HINT };
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hour > 23 || Number(minutes) > 59) return { value: '', error: HOUR_FORMAT_HINT };
  const normalised = `${String(hour).padStart(2, '0')}:${minutes}`;
  if (clinicHour(normalised) === null) return { value: '', error: appointmentMessages.hourRange };
  return { value: normalised, error: null };
}

export { CLINIC_HOURS };
