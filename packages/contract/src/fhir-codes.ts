import { z } from 'zod';
import { requiredDate } from './fields.js';

/**
 * The code of the case-reporting guide's viral-load indication (cs-viralload-indications) a sample is reported
 * with: 5 for a pregnant woman, 1 for the test due 6 months after ART start (up to 9 months), 2 for the one due at
 * 12 months (up to 15), 3 for the yearly tests after; without an ART start, 3. Pure: the FHIR builders use it.
 */
export function viralLoadIndication(
  artStartDate: string | null,
  sampleDay: string,
  pregnant: boolean,
): string {
  if (pregnant) return '5';
  if (!artStartDate || sampleDay < artStartDate) return '3';
  const [y1, m1, d1] = artStartDate.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = sampleDay.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  if (months <= 9) return '1';
  return months <= 15 ? '2' : '3';
}

/** The search parameters the FHIR interface takes (GET /fhir/...); an unknown one is ignored, as FHIR allows. */
export const fhirSearchQuery = z.looseObject({
  patient: z
    .string()
    .regex(/^(Patient\/)?\d{1,9}$/, 'patient phải là Patient/{id} hoặc {id}')
    .transform((v) => Number(v.replace('Patient/', '')))
    .optional(),
  code: z.string().max(200).optional(),
  identifier: z
    .string()
    .max(200)
    .regex(/^[^|]*\|[^|]+$/, 'identifier phải có dạng system|value')
    .optional(),
  _count: z.coerce.number().int().min(1, '_count từ 1 đến 100').max(100, '_count từ 1 đến 100').optional(),
  _offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type FhirSearchQuery = z.output<typeof fhirSearchQuery>;

/** The id in a FHIR path (Patient/{id}). */
export const fhirIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id không hợp lệ')
    .transform(Number),
});

export const caseReportMessages = {
  fromRequired: 'Vui lòng chọn ngày bắt đầu',
  toRequired: 'Vui lòng chọn ngày kết thúc',
  rangeReversed: 'Ngày kết thúc phải từ ngày bắt đầu trở đi',
  rangeTooLong: 'Mỗi báo cáo tối đa 366 ngày',
} as const;

/** GET /Reports/CaseReport?from=&to=: the days (both included) whose changes of the case records are reported. */
export const caseReportQuery = z
  .strictObject({
    from: requiredDate(caseReportMessages.fromRequired),
    to: requiredDate(caseReportMessages.toRequired),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: caseReportMessages.rangeReversed })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: caseReportMessages.rangeTooLong,
  });
export type CaseReportQuery = z.output<typeof caseReportQuery>;
