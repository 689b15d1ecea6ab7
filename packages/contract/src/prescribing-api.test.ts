import { describe, expect, it } from 'vitest';
import { arvComponentCreateBody } from './master-data.js';
import {
  checkRegimenBody,
  coMedicationsBody,
  prescribingMessages,
  regimenIngredients,
  SWITCH_REASON_LABELS,
  SWITCH_REASONS,
  weightCreateBody,
} from './prescribing-api.js';
import { treatmentCreateBody } from './treatments.js';

const TDF = { code: 'TDF', strengthMg: 300 };
const LAM = { code: '3TC', strengthMg: 300 };
const DTG = { code: 'DTG', strengthMg: 50 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('regimenIngredients', () => {
  /** The entry of an ingredient from a component of `tablets` tablets, fixed-dose or not. */
  const entry = (i: { code: string; strengthMg: number }, fixedDose = false, tabletsPerDose = 1) => ({
    ...i,
    tabletsPerDose,
    fixedDose,
  });
  it.each([
    [
      'single tablets: their ingredients in order, not a fixed-dose combination',
      [
        { ingredients: [TDF], fixedDoseCombination: false },
        { ingredients: [LAM], fixedDoseCombination: false },
        { ingredients: [DTG], fixedDoseCombination: false },
      ],
      {
        ingredients: [entry(TDF), entry(LAM), entry(DTG)],
        fixedDoseCombination: false,
        compositionUnknown: false,
      },
    ],
    [
      'the TLD tablet: a fixed-dose combination of three',
      [{ ingredients: [TDF, LAM, DTG], fixedDoseCombination: true }],
      {
        ingredients: [entry(TDF, true), entry(LAM, true), entry(DTG, true)],
        fixedDoseCombination: true,
        compositionUnknown: false,
      },
    ],
    [
      'a tablet marked fixed-dose with one ingredient is not a combination',
      [{ ingredients: [TDF], fixedDoseCombination: true }],
      { ingredients: [entry(TDF)], fixedDoseCombination: false, compositionUnknown: false },
    ],
    [
      'a repeated ingredient is kept (S3 needs it), each entry with its own component',
      [
        { ingredients: [TDF, LAM, DTG], fixedDoseCombination: true },
        { ingredients: [DTG], fixedDoseCombination: false },
      ],
      {
        ingredients: [entry(TDF, true), entry(LAM, true), entry(DTG, true), entry(DTG)],
        fixedDoseCombination: true,
        compositionUnknown: false,
      },
    ],
    [
      'tablets per intake carried to every ingredient of the component',
      [
        { ingredients: [LAM, DTG], fixedDoseCombination: true, tabletsPerDose: 2.5 },
        { ingredients: [TDF], fixedDoseCombination: false, tabletsPerDose: 0.5 },
      ],
      {
        ingredients: [entry(LAM, true, 2.5), entry(DTG, true, 2.5), entry(TDF, false, 0.5)],
        fixedDoseCombination: true,
        compositionUnknown: false,
      },
    ],
    [
      'a component without ingredients: the composition is unknown',
      [
        { ingredients: [], fixedDoseCombination: false },
        { ingredients: [DTG], fixedDoseCombination: false },
      ],
      { ingredients: [entry(DTG)], fixedDoseCombination: false, compositionUnknown: true },
    ],
  ])('%s', (_label, components, expected) => {
    expect(regimenIngredients(components)).toEqual(expected);
  });
});

describe('the bodies', () => {
  it('labels every switch reason and "unspecified" in Vietnamese', () => {
    expect(Object.keys(SWITCH_REASON_LABELS)).toEqual([...SWITCH_REASONS, 'unspecified']);
  });

  it('keeps co-medications once, in catalogue order, and refuses unknown codes', () => {
    expect(
      coMedicationsBody.parse({ patientId: 1, coMedications: ['METFORMIN', 'RIFAMPICIN', 'METFORMIN'] }),
    ).toEqual({ patientId: 1, coMedications: ['RIFAMPICIN', 'METFORMIN'] });
    expect(firstMessage(coMedicationsBody.safeParse({ patientId: 1, coMedications: ['ISONIAZID'] }))).toBe(
      prescribingMessages.coMedicationCodeInvalid,
    );
  });

  it.each([
    [0.5, true],
    [300, true],
    [0.49, false],
    [300.1, false],
  ])('weight %s kg accepted: %s', (weightKg, ok) => {
    expect(weightCreateBody.safeParse({ patientId: 1, date: '2025-01-01', weightKg }).success).toBe(ok);
  });

  it('asks for one to four components to check', () => {
    expect(checkRegimenBody.safeParse({ patientId: 1, componentIds: [1, 2, 3, 4] }).success).toBe(true);
    expect(firstMessage(checkRegimenBody.safeParse({ patientId: 1, componentIds: [] }))).toBe(
      prescribingMessages.componentsRequired,
    );
    expect(checkRegimenBody.safeParse({ patientId: 1, componentIds: [1, 2, 3, 4, 5] }).success).toBe(false);
  });

  it('takes ingredients on a component, optional, with known codes only', () => {
    const base = { componentName: 'TLD', description: 'Viên phối hợp' };
    expect(arvComponentCreateBody.safeParse(base).success).toBe(true);
    expect(arvComponentCreateBody.parse({ ...base, ingredients: [{ code: 'TDF' }] }).ingredients).toEqual([
      { code: 'TDF', strengthMg: null },
    ]);
    expect(firstMessage(arvComponentCreateBody.safeParse({ ...base, ingredients: [{ code: 'XYZ' }] }))).toBe(
      prescribingMessages.ingredientCodeInvalid,
    );
  });

  it('asks for the text of an "other" switch reason on Treatment/Create', () => {
    const body = treatmentCreateBody(() => '2025-01-01');
    const base = { testResultId: 1, regimenId: 1, startDate: '2025-01-02', endDate: '2025-04-01' };
    expect(body.safeParse({ ...base, switchReason: 'toxicity' }).success).toBe(true);
    expect(firstMessage(body.safeParse({ ...base, switchReason: 'other' }))).toBe(
      prescribingMessages.switchReasonTextRequired,
    );
    expect(body.safeParse({ ...base, switchReason: 'other', switchReasonText: 'Chuyển nơi ở' }).success).toBe(
      true,
    );
    expect(firstMessage(body.safeParse({ ...base, switchReason: 'boredom' }))).toBe(
      prescribingMessages.switchReasonInvalid,
    );
  });
});
