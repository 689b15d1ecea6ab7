import { describe, expect, it } from 'vitest';
import { SNOMED, SNOMED_RESULT } from '../src/fhir/profiles.js';
import { observationResource, type ResultRecord } from '../src/fhir/resources.js';
import { expectValidResource } from './helpers/fhir-guide.js';

/** An HBsAg or CrAg result as its Observation gives it: a finding where the clinic reads one, else the text. */
const observedValue = (kind: 'hbsag' | 'crag', resultValue: string) => {
  const result: ResultRecord = {
    testResultId: 1,
    patientId: 2,
    kind,
    sampleDay: '2026-11-20',
    recordedAt: new Date('2026-11-21T03:00:00Z'),
    numericValue: null,
    belowDetection: false,
    resultValue,
    unit: null,
  };
  const observation = observationResource(result);
  expectValidResource(observation);
  return observation.valueCodeableConcept;
};

describe('a qualitative result as an Observation', () => {
  it.each<['hbsag' | 'crag', string, keyof typeof SNOMED_RESULT]>([
    ['hbsag', 'Dương tính', 'positive'],
    ['hbsag', '  âm   tính ', 'negative'],
    ['crag', 'Positive', 'positive'],
    ['crag', '-', 'negative'],
    ['crag', '+', 'positive'],
  ])('%s %j is the finding %s', (kind, text, finding) => {
    expect(observedValue(kind, text)).toEqual({ coding: [{ system: SNOMED, code: SNOMED_RESULT[finding] }] });
  });

  // What the clinic's rules cannot read as positive or negative is not made one in the export either.
  it.each(['pos', 'duong tinh', 'xem phiếu đính kèm'])('%j stays as written', (text) => {
    expect(observedValue('hbsag', text)).toEqual({ text });
  });
});
