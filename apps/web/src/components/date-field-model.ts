import { isIsoDate } from '@clinic/contract';

/** A typed date as dd/MM/yyyy (d/M/yyyy too) or yyyy-MM-dd -> yyyy-MM-dd; null when it is no real date. */
export function parseDateVi(text: string): string | null {
  const trimmed = text.trim();
  const vi = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = vi ? `${vi[3]}-${vi[2]?.padStart(2, '0')}-${vi[1]?.padStart(2, '0')}` : trimmed;
  return isIsoDate(iso) ? iso : null;
}
