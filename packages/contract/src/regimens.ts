import { z } from 'zod';
import { optionalFormId, requiredFormId } from './clinical-fields.js';
import { clinicalMessages } from './clinical-messages.js';
import { LONG_TEXT_MAX, requiredText } from './fields.js';
import { messages } from './messages.js';
import { tabletsField } from './prescribing-api.js';

/** ARV regimens: a regimen's item and the body of a custom regimen. */

export const REGIMEN_FREQUENCIES = [1, 2] as const;
export const DEFAULT_REGIMEN_FREQUENCY = 2;
export const MAX_REGIMEN_COMPONENTS = 4;

export const arvRegimenItem = z.object({
  regimenId: z.number().int(),
  regimenName: z.string(),
  component1Id: z.number().int(),
  component2Id: z.number().int().nullable(),
  component3Id: z.number().int().nullable(),
  component4Id: z.number().int().nullable(),
  component1Name: z.string(),
  component2Name: z.string().nullable(),
  component3Name: z.string().nullable(),
  component4Name: z.string().nullable(),
  /** Tablets of each component per intake (1 unless set; halves allowed). */
  component1Tablets: z.number(),
  component2Tablets: z.number(),
  component3Tablets: z.number(),
  component4Tablets: z.number(),
  description: z.string(),
  suitableFor: z.string(),
  sideEffects: z.string(),
  usageInstructions: z.string(),
  frequency: z.number().int(),
  isCustomized: z.boolean(),
  isActive: z.boolean(),
});
export type ArvRegimenItem = z.infer<typeof arvRegimenItem>;

/** "true"/"false" in any case (GET /ARVRegimens/GetByIsCustomized/{bool}). */
export const isCustomizedParams = z.strictObject({
  isCustomized: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: clinicalMessages.isCustomized }))
    .transform((v) => v === 'true'),
});

const COMPONENT_KEYS = ['component1Id', 'component2Id', 'component3Id', 'component4Id'] as const;

const TABLET_KEYS = [
  'component1Tablets',
  'component2Tablets',
  'component3Tablets',
  'component4Tablets',
] as const;

/** The tablets per intake of each filled component of a regimen, in the order of regimenComponentIds. */
export function regimenComponentTablets(
  body: Record<(typeof COMPONENT_KEYS)[number], number | null> &
    Partial<Record<(typeof TABLET_KEYS)[number], number>>,
): number[] {
  return COMPONENT_KEYS.flatMap((key, i) =>
    body[key] === null ? [] : [body[TABLET_KEYS[i] as (typeof TABLET_KEYS)[number]] ?? 1],
  );
}

/** The filled component ids of a regimen body, in order (component1Id first). */
export function regimenComponentIds(body: {
  component1Id: number;
  component2Id: number | null;
  component3Id: number | null;
  component4Id: number | null;
}): number[] {
  return COMPONENT_KEYS.map((k) => body[k]).filter((v): v is number => v !== null);
}

/**
 * A custom regimen: five texts required, one to four components filled in order without gaps or
 * repeats, frequency 1 or 2 (default 2). A fifth component has no field: it is an unknown key (400).
 */
export const regimenCreateBody = z
  .strictObject({
    regimenName: requiredText(clinicalMessages.regimenNameRequired, 200),
    component1Id: requiredFormId(clinicalMessages.componentRequired),
    component2Id: optionalFormId,
    component3Id: optionalFormId,
    component4Id: optionalFormId,
    /** Tablets of each component per intake: 0.5 to 4 by halves; absent (clients of the original API) is 1. */
    component1Tablets: tabletsField.default(1),
    component2Tablets: tabletsField.default(1),
    component3Tablets: tabletsField.default(1),
    component4Tablets: tabletsField.default(1),
    description: requiredText(clinicalMessages.regimenDescriptionRequired, LONG_TEXT_MAX),
    suitableFor: requiredText(clinicalMessages.regimenSuitableForRequired, LONG_TEXT_MAX),
    sideEffects: requiredText(clinicalMessages.regimenSideEffectsRequired, LONG_TEXT_MAX),
    usageInstructions: requiredText(clinicalMessages.regimenUsageRequired, LONG_TEXT_MAX),
    frequency: z
      .union([z.literal(1), z.literal(2)], { error: clinicalMessages.frequency })
      .default(DEFAULT_REGIMEN_FREQUENCY),
    /** Honoured for Admin, Manager and Staff; a doctor's regimen is always customised. */
    isCustomized: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
    isActive: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
  })
  .superRefine((body, ctx) => {
    let gapBefore = false;
    const seen = new Set<number>();
    for (const key of COMPONENT_KEYS) {
      const id = body[key];
      if (id === null) {
        gapBefore = true;
        continue;
      }
      if (gapBefore) ctx.addIssue({ code: 'custom', path: [key], message: clinicalMessages.componentGap });
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path: [key], message: clinicalMessages.componentDuplicate });
      seen.add(id);
    }
  });
export type RegimenCreateBody = z.output<typeof regimenCreateBody>;
