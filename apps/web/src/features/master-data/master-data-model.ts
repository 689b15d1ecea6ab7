import {
  type ArvComponentItem,
  type ArvIngredientCode,
  DEFAULT_TEST_TYPE_UNIT,
  TEST_TYPE_UNITS,
  type TestTypeItem,
} from '@clinic/contract';

/** The ten units (mg/dL by default) come from the contract the server checks too. */
export { DEFAULT_TEST_TYPE_UNIT, TEST_TYPE_UNITS };

const fold = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase('vi');

/** A case-insensitive substring match on any of the fields; an empty search matches everything. */
export function matchesSearch(search: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = fold(search.trim());
  return needle === '' || fields.some((f) => fold(f).includes(needle));
}

/** Only active components, searched on name and description. */
export function filterComponents(items: readonly ArvComponentItem[], search: string): ArvComponentItem[] {
  return items.filter((c) => c.isActive && matchesSearch(search, [c.componentName, c.description]));
}

/** Only active test types, searched on name, unit and normal range. */
export function filterTestTypes(items: readonly TestTypeItem[], search: string): TestTypeItem[] {
  return items.filter((t) => t.isActive && matchesSearch(search, [t.testTypeName, t.unit, t.normalRange]));
}

/** One ingredient row of the component form: the strength as typed ('' for none). */
export interface IngredientRow {
  code: ArvIngredientCode;
  strengthMg: string;
}

export interface ComponentFormValues {
  componentName: string;
  description: string;
  ingredients: IngredientRow[];
  fixedDoseCombination: boolean;
}

/** The rows as the API takes them: a blank strength is none, a typed one a number (the schema checks it). */
export function ingredientsBody(
  rows: readonly IngredientRow[],
): { code: ArvIngredientCode; strengthMg: number | null }[] {
  return rows.map(({ code, strengthMg }) => ({
    code,
    strengthMg: strengthMg.trim() === '' ? null : Number(strengthMg.replace(',', '.')),
  }));
}

export function ingredientRows(
  ingredients: readonly { code: ArvIngredientCode; strengthMg: number | null }[],
): IngredientRow[] {
  return ingredients.map(({ code, strengthMg }) => ({
    code,
    strengthMg: strengthMg === null ? '' : String(strengthMg),
  }));
}

export interface TestTypeFormValues {
  testTypeName: string;
  unit: string;
  normalRange: string;
}

/** A unit the list does not know (an older record) is kept as it is, so that saving other fields works. */
export function unitOptions(current: string): string[] {
  const units: string[] = [...TEST_TYPE_UNITS];
  return current && !units.includes(current) ? [current, ...units] : units;
}

export { apiErrorMessage as saveErrorMessage, isNotFound } from '../../lib/api-errors';
