import { z } from 'zod';
import { clinicalMessages } from './clinical-messages.js';
import { idField, LONG_TEXT_MAX, requiredText } from './fields.js';
import { messages } from './messages.js';
import { arvIngredientItem, componentIngredientFields } from './prescribing-api.js';
import { CREATININE_UNITS, HEMOGLOBIN_UNITS } from './prescribing-rules.js';

/** Test types and ARV components: the catalogues the clinic keeps, their items and their create and update bodies. */

/**
 * What a test type measures, for the clinical rules: viral load, CD4, creatinine and haemoglobin results carry a
 * number, CrAg and HBsAg are positive or negative; `other` is free text.
 */
export const TEST_TYPE_KINDS = [
  'viralLoad',
  'cd4',
  'creatinine',
  'crag',
  'other',
  'hbsag',
  'hemoglobin',
] as const;
export type TestTypeKind = (typeof TEST_TYPE_KINDS)[number];
/** The kinds whose results are numbers (resultValue text is read as one). */
export const NUMERIC_TEST_KINDS = [
  'viralLoad',
  'cd4',
  'creatinine',
  'hemoglobin',
] as const satisfies readonly TestTypeKind[];
export type NumericTestKind = (typeof NUMERIC_TEST_KINDS)[number];
export const isNumericTestKind = (kind: TestTypeKind): kind is NumericTestKind =>
  (NUMERIC_TEST_KINDS as readonly TestTypeKind[]).includes(kind);
/** The kinds whose results are positive or negative (readQualitativeResult). */
export const QUALITATIVE_TEST_KINDS = ['crag', 'hbsag'] as const satisfies readonly TestTypeKind[];
export const isQualitativeTestKind = (kind: TestTypeKind): boolean =>
  (QUALITATIVE_TEST_KINDS as readonly TestTypeKind[]).includes(kind);

/**
 * The units the rules read a kind's number in (prescribing-rules.ts): a creatinine or haemoglobin test type in
 * any other unit is refused when saved, since its results could not be compared.
 */
export const RULE_UNITS: Partial<Record<TestTypeKind, readonly string[]>> = {
  creatinine: CREATININE_UNITS,
  hemoglobin: HEMOGLOBIN_UNITS,
};

export const testTypeItem = z.object({
  testTypeId: z.number().int(),
  testTypeName: z.string(),
  unit: z.string(),
  normalRange: z.string(),
  isActive: z.boolean(),
  kind: z.enum(TEST_TYPE_KINDS),
});
export type TestTypeItem = z.infer<typeof testTypeItem>;

export const arvComponentItem = z.object({
  componentId: z.number().int(),
  componentName: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** The ARV ingredients with their strengths (a fixed-dose combination lists several). */
  ingredients: z.array(arvIngredientItem),
  fixedDoseCombination: z.boolean(),
});
export type ArvComponentItem = z.infer<typeof arvComponentItem>;

/** The units a test type may have, in the order the form lists them. */
export const TEST_TYPE_UNITS = [
  'cells/mm³',
  'copies/mL',
  'mg/dL',
  'g/L',
  'IU/L',
  'IU/mL',
  '%',
  'mmHg',
  'S/C',
  'N/A',
  'µmol/L',
  'g/dL',
] as const;
export type TestTypeUnit = (typeof TEST_TYPE_UNITS)[number];
export const DEFAULT_TEST_TYPE_UNIT: TestTypeUnit = 'mg/dL';

const unitField = z.enum(TEST_TYPE_UNITS, {
  error: (iss) =>
    iss.input == null || iss.input === '' ? clinicalMessages.unitRequired : clinicalMessages.unitInvalid,
});

const isActiveField = z.boolean({ error: messages.common.mustBeBoolean });

/**
 * The create and update bodies of a master-data record. Create: the fields, and isActive, which the form sends
 * true and which means active when absent. Update: the whole object by its id; isActive false is the deletion
 * and absent keeps the stored flag.
 */
function masterDataBodies<const K extends string, F extends z.ZodRawShape>(idKey: K, fields: F) {
  return {
    create: z.strictObject({ ...fields, isActive: isActiveField.default(true) }),
    update: z.strictObject({
      ...({ [idKey]: idField } as Record<K, typeof idField>),
      ...fields,
      isActive: isActiveField.optional(),
    }),
  };
}

const testTypeBodies = masterDataBodies('testTypeId', {
  testTypeName: requiredText(clinicalMessages.testTypeNameRequired, 200),
  unit: unitField,
  normalRange: requiredText(clinicalMessages.normalRangeRequired, 200),
  /** Absent: `other` on create, the stored kind on update (clients of the original API never send it). */
  kind: z.enum(TEST_TYPE_KINDS, { error: clinicalMessages.testTypeKindInvalid }).optional(),
});

/** The unit refused for a kind the rules read in their own units, or null (RULE_UNITS). */
export function ruleUnitError(kind: TestTypeKind | undefined, unit: string): string | null {
  const units = kind === undefined ? undefined : RULE_UNITS[kind];
  return units && !units.includes(unit) ? clinicalMessages.unitNotForKind(units) : null;
}

/** A body whose kind the rules read in their own units must be in one of them (400 on `unit`). */
const inRuleUnits = <T extends { kind?: TestTypeKind | undefined; unit: string }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  const error = ruleUnitError(body.kind, body.unit);
  if (error) ctx.addIssue({ code: 'custom', path: ['unit'], message: error });
};
/** The create body's fields before the unit rule, for a form that narrows them further (a refined object cannot be extended). */
export const testTypeCreateFields = testTypeBodies.create;
export const testTypeCreateBody = testTypeCreateFields.superRefine(inRuleUnits);
export type TestTypeCreateBody = z.input<typeof testTypeCreateBody>;
export const testTypeUpdateBody = testTypeBodies.update.superRefine(inRuleUnits);
export type TestTypeUpdateBody = z.input<typeof testTypeUpdateBody>;

/** Name and description are required and trimmed. */
const componentBodies = masterDataBodies('componentId', {
  componentName: requiredText(clinicalMessages.componentNameRequired, 100),
  description: requiredText(clinicalMessages.componentDescriptionRequired, LONG_TEXT_MAX),
  ...componentIngredientFields,
});
export const arvComponentCreateBody = componentBodies.create;
export type ArvComponentCreateBody = z.input<typeof arvComponentCreateBody>;
export const arvComponentUpdateBody = componentBodies.update;
export type ArvComponentUpdateBody = z.input<typeof arvComponentUpdateBody>;
