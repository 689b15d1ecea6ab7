import type { ClinicalPlanInput, LabResult } from './monitoring.js';

// Results and plan inputs as the monitoring tables write them (monitoring.test.ts, monitoring-v2.test.ts).

export const vl = (date: string, value: number | null, belowDetection = false): LabResult => ({
  kind: 'viralLoad',
  date,
  value,
  belowDetection,
});

export const cd4 = (date: string, value: number | null): LabResult => ({ kind: 'cd4', date, value });

/** A plan input with nothing known but `over`; `today` defaults to 2025-03-01. */
export function planInput(over: Partial<ClinicalPlanInput>): ClinicalPlanInput {
  return {
    today: '2025-03-01',
    artStartDate: null,
    regimenStartDate: null,
    birthDate: null,
    isPregnant: false,
    pregnancyRecordedOn: null,
    results: [],
    eacSessions: [],
    ...over,
  };
}
