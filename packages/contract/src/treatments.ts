import { z } from 'zod';
import { optionalFormId, requiredFormId } from './clinical-fields.js';
import { clinicalMessages } from './clinical-messages.js';
import { isIsoDate } from './dates.js';
import { LONG_TEXT_MAX, optionalText, requiredDate } from './fields.js';
import { prescribingMessages, treatmentSafetyFields, treatmentSafetyItem } from './prescribing-api.js';
import { arvRegimenItem } from './regimens.js';
import { daysDispensedField, treatmentSupplyFields } from './retention-api.js';

/** One treatment in a list; the same anonymity rule as results (patientName 'Ẩn danh', specialNotes null). */
export const treatmentItem = arvRegimenItem
  .pick({
    regimenId: true,
    regimenName: true,
    description: true,
    component1Name: true,
    component2Name: true,
    component3Name: true,
    component4Name: true,
    usageInstructions: true,
    sideEffects: true,
    frequency: true,
  })
  .extend({
    treatmentId: z.number().int(),
    testResultId: z.number().int(),
    appointmentId: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    doctorName: z.string(),
    patientName: z.string(),
    notes: z.string().nullable(),
    specialNotes: z.string().nullable(),
    ...treatmentSafetyItem,
    // Supply from the latest dispense (the start or the latest refill): retention-api.ts.
    ...treatmentSupplyFields,
  });
export type TreatmentItem = z.infer<typeof treatmentItem>;

/** Clients read either id or treatmentId from the creation answer: both are sent. */
export const treatmentCreated = z.object({
  id: z.number().int(),
  treatmentId: z.number().int(),
  appointmentId: z.number().int(),
});
export type TreatmentCreated = z.infer<typeof treatmentCreated>;

/**
 * A treatment: the start is today or later (clinic time; same-day ART), the end after the start. Returns the message per
 * field, empty when both dates are acceptable; `today` is yyyy-MM-dd in clinic time (clinicNow(tz).date).
 */
export function treatmentDateErrors(
  startDate: string,
  endDate: string,
  today: string,
): Partial<Record<'startDate' | 'endDate', string>> {
  const errors: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (isIsoDate(startDate) && startDate < today) errors.startDate = clinicalMessages.startBeforeToday;
  if (isIsoDate(startDate) && isIsoDate(endDate) && endDate <= startDate) {
    errors.endDate = clinicalMessages.endAfterStart;
  }
  return errors;
}

/**
 * POST /Treatment/Create. "Today" moves, so the schema asks for it at each validation: the server passes
 * clinic time from its configuration, the web app the clinic's default zone.
 */
export function treatmentCreateBody(today: () => string) {
  return z
    .strictObject({
      testResultId: requiredFormId(clinicalMessages.testResultRequired),
      regimenId: requiredFormId(clinicalMessages.regimenRequired),
      startDate: requiredDate(clinicalMessages.startDateRequired),
      endDate: requiredDate(clinicalMessages.endDateRequired),
      notes: optionalText(LONG_TEXT_MAX),
      // Sent by screens that carry them in navigation state; ownership is derived from the result, so ignored.
      appointmentId: optionalFormId.optional(),
      patientId: optionalFormId.optional(),
      doctorId: optionalFormId.optional(),
      // The prescribing check (every WARN acknowledged, a reason for a BLOCK) and why the regimen changed.
      ...treatmentSafetyFields,
      // Days of pills dispensed on the start date; absent: the option nearest to the treatment's length.
      daysDispensed: daysDispensedField.optional(),
    })
    .superRefine((body, ctx) => {
      const errors = treatmentDateErrors(body.startDate, body.endDate, today());
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
      if (body.switchReason === 'other' && !body.switchReasonText)
        ctx.addIssue({
          code: 'custom',
          path: ['switchReasonText'],
          message: prescribingMessages.switchReasonTextRequired,
        });
    });
}
export type TreatmentCreateBody = z.output<ReturnType<typeof treatmentCreateBody>>;

export const treatmentEmailBody = z.strictObject({
  treatmentId: requiredFormId(clinicalMessages.treatmentNotFound),
});
