import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Field messages of a 400 (fieldErrors), shown under the inputs. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldMessages() : {};
}

/** Spec 5 "Field errors clear when the field is edited". */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!errors[field]) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

/** After a failed submit, keyboard and screen-reader users land on the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
