import dayjs from 'dayjs';
import 'dayjs/locale/vi';

dayjs.locale('vi');

/** Article and appointment dates (spec 9): dd/MM/yyyy. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

/** "vi-VN elsewhere": the same day-first numeric form the browser's vi-VN locale prints. */
export function formatDateVi(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.toDate().toLocaleDateString('vi-VN') : '';
}

/** yyyy-MM-dd for the API and for date inputs. */
export function toIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}
