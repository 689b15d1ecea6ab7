import type { FormErrors, UseFormReturnType } from '@mantine/form';
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

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form's values through the contract's schema: the request body, or the first message of each field. */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

/**
 * A Mantine form `validate` function from a zod schema: the first message of each field, keyed by the field's
 * path ("items.0.name"), so the form checks exactly what the server checks. `toInput` shapes the form values
 * into the request body first (UI-only values left out, values that depend on others settled).
 * An issue about the whole body names no field to show it under; the server refuses the same body and its
 * message is shown on top of the form.
 */
export function zodResolver<V>(
  schema: z.ZodType,
  toInput: (values: V) => unknown = (values) => values,
): (values: V) => Record<string, string> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) continue;
      const key = issue.path.map(String).join('.');
      if (!errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

/**
 * Puts a failed call's field messages (a 400's fieldErrors) under the form's inputs. True when there was one
 * to show, so the caller can decide whether a message on top is still needed. With `fields`, only the inputs
 * the form has get a message, matched whatever the case of the server's key (ComponentName, componentName).
 */
export function setServerFieldErrors(
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  fields?: readonly string[],
): boolean {
  const found = serverFieldErrors(error);
  let shown: FormErrors = found;
  if (fields) {
    const byLower = new Map(fields.map((field) => [field.toLowerCase(), field] as const));
    shown = {};
    for (const [key, message] of Object.entries(found)) {
      const field = byLower.get(key.toLowerCase());
      if (field && !shown[field]) shown[field] = message;
    }
  }
  if (Object.keys(shown).length === 0) return false;
  form.setErrors(shown);
  return true;
}

/** Field messages of a 400 (fieldErrors), shown under the inputs. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldMessages() : {};
}

/** After a failed submit, keyboard and screen-reader users land on the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * The props of a form's fields while a save may be under way: value, error and handlers from the form, and
 * disabled until the save is done.
 */
export function fieldsWhile<V>(form: UseFormReturnType<V>, pending: boolean) {
  return (...args: Parameters<UseFormReturnType<V>['getInputProps']>) => ({
    ...form.getInputProps(...args),
    disabled: pending,
  });
}
