import {
  type ArvComponentItem,
  DEFAULT_TEST_TYPE_UNIT,
  TEST_TYPE_UNITS,
  type TestTypeItem,
} from '@clinic/contract';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { masterDataMessages as m } from './messages';

/** Spec administration 5 and 9: the ten units (mg/dL by default) come from the contract the server checks too. */
export { DEFAULT_TEST_TYPE_UNIT, TEST_TYPE_UNITS };

/** A route id: a positive integer, or null for anything else (the page then shows "not found"). */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const fold = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase('vi');

/** Spec 5: a case-insensitive substring match on any of the fields; an empty search matches everything. */
export function matchesSearch(search: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = fold(search.trim());
  return needle === '' || fields.some((f) => fold(f).includes(needle));
}

/** Spec 2 and 4: only active components, searched on name and description. */
export function filterComponents(items: readonly ArvComponentItem[], search: string): ArvComponentItem[] {
  return items.filter((c) => c.isActive && matchesSearch(search, [c.componentName, c.description]));
}

/** Spec 2 and 4: only active test types, searched on name, unit and normal range. */
export function filterTestTypes(items: readonly TestTypeItem[], search: string): TestTypeItem[] {
  return items.filter((t) => t.isActive && matchesSearch(search, [t.testTypeName, t.unit, t.normalRange]));
}

export interface ComponentFormValues {
  componentName: string;
  description: string;
}

/** Spec 5 "ARV component": name and description required, trimmed. */
export function validateComponent(values: ComponentFormValues): {
  values: ComponentFormValues;
  errors: FieldErrors;
} {
  const trimmed = { componentName: values.componentName.trim(), description: values.description.trim() };
  const errors: FieldErrors = {};
  if (!trimmed.componentName) errors.componentName = m.componentNameRequired;
  if (!trimmed.description) errors.description = m.descriptionRequired;
  return { values: trimmed, errors };
}

export interface TestTypeFormValues {
  testTypeName: string;
  unit: string;
  normalRange: string;
}

/**
 * Spec 5 "Test type": name, unit (one of the ten, or the loaded record's own unit) and normal range required.
 */
export function validateTestType(
  values: TestTypeFormValues,
  units: readonly string[] = TEST_TYPE_UNITS,
): {
  values: TestTypeFormValues;
  errors: FieldErrors;
} {
  const trimmed = {
    testTypeName: values.testTypeName.trim(),
    unit: values.unit.trim(),
    normalRange: values.normalRange.trim(),
  };
  const errors: FieldErrors = {};
  if (!trimmed.testTypeName) errors.testTypeName = m.testTypeNameRequired;
  if (!units.includes(trimmed.unit)) errors.unit = m.unitRequired;
  if (!trimmed.normalRange) errors.normalRange = m.normalRangeRequired;
  return { values: trimmed, errors };
}

/** A unit the list does not know (an older record) is kept as it is, so that saving other fields works. */
export function unitOptions(current: string): string[] {
  const units: string[] = [...TEST_TYPE_UNITS];
  return current && !units.includes(current) ? [current, ...units] : units;
}

/**
 * Spec 5: the server's 400 field errors, keyed ComponentName / componentName (any case), onto the form's fields.
 * Keys the form does not have are dropped.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  const byLower = new Map(fields.map((f) => [f.toLowerCase(), f] as const));
  for (const [key, list] of Object.entries(error.fieldErrors)) {
    const field = byLower.get(key.toLowerCase());
    const message = Array.isArray(list) ? list.find((s) => typeof s === 'string' && s) : undefined;
    if (field && message && !out[field]) out[field] = message;
  }
  return out;
}

// Spec 8: a failed save shows the server's message, 'Đã xảy ra lỗi khi kết nối đến server' without an answer.
export { apiErrorMessage as saveErrorMessage, isNotFound } from '../../lib/api-errors';
