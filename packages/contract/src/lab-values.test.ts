import { describe, expect, it } from 'vitest';
import { labMessages } from './lab-messages.js';
import { canonicalLabUnit, numberReadings, readLabValue } from './lab-values.js';

describe('numberReadings', () => {
  it.each<[string, number[]]>([
    ['12500', [12500]],
    ['12 500', [12500]],
    ['12.500', [12500, 12.5]],
    ['12,500', [12500, 12.5]],
    ['1,5', [1.5]],
    ['132.6', [132.6]],
    ['1.250.000', [1250000]],
    ['1,250,000', [1250000]],
    ['1.250,5', [1250.5]],
    ['1,250.5', [1250.5]],
    ['1.250,000', [1250]],
    ['12.50.0', []],
    ['1e4', []],
    ['-5', []],
    ['', []],
  ])('%j → %j', (text, readings) => {
    expect(numberReadings(text)).toEqual(readings);
  });
});

describe('canonicalLabUnit', () => {
  it.each([
    ['copies/ml', 'copies/mL'],
    ['cp/mL', 'copies/mL'],
    ['bản sao/mL', 'copies/mL'],
    ['cells/mm3', 'cells/mm³'],
    ['cells/µL', 'cells/mm³'],
    ['umol/l', 'µmol/L'],
    ['μmol/L', 'µmol/L'],
    ['mg/dl', 'mg/dL'],
    ['g/l', 'g/L'],
    ['IU/mL', 'IU/mL'],
  ])('%s → %s', (text, unit) => {
    expect(canonicalLabUnit(text)).toBe(unit);
  });
});

const read = (numericValue: number | null, resultValue: string, belowDetection = false) => ({
  outcome: 'read',
  numericValue,
  belowDetection,
  resultValue,
});

describe('readLabValue', () => {
  it.each<[string, string, string, string, unknown]>([
    // Below detection, in every wording laboratories use; a bound at or under the detection limit (50).
    ['viralLoad', 'copies/mL', 'Không phát hiện', '', read(null, 'Không phát hiện', true)],
    ['viralLoad', 'copies/mL', 'KPH', '', read(null, 'KPH', true)],
    ['viralLoad', 'copies/mL', 'TND', '', read(null, 'TND', true)],
    ['viralLoad', 'copies/mL', 'Target not detected', '', read(null, 'Target not detected', true)],
    ['viralLoad', 'copies/mL', '<LDL', '', read(null, '<LDL', true)],
    ['viralLoad', 'copies/mL', '< 20', '', read(null, '< 20', true)],
    ['viralLoad', 'copies/mL', '< 50', 'copies/mL', read(null, '< 50', true)],
    ['viralLoad', 'copies/mL', '<50 copies/mL', '', read(null, '<50 copies/mL', true)],
    // Counts are whole: either grouping reads to the same number.
    ['viralLoad', 'copies/mL', '12.500', '', read(12500, '12500')],
    ['viralLoad', 'copies/mL', '12,500', '', read(12500, '12500')],
    ['viralLoad', 'copies/mL', '12500 copies/mL', '', read(12500, '12500')],
    ['viralLoad', 'copies/mL', '200', 'copies/ml', read(200, '200')],
    ['viralLoad', 'copies/mL', '1.250.000', '', read(1250000, '1250000')],
    ['cd4', 'cells/mm³', '1,050', 'cells/mm3', read(1050, '1050')],
    ['cd4', 'cells/mm³', '350', '', read(350, '350')],
    // Creatinine in µmol/L (20–2000 plausible, both included) or mg/dL × 88.4.
    ['creatinine', 'µmol/L', '1.050', '', read(1050, '1050')],
    ['creatinine', 'µmol/L', '20', '', read(20, '20')],
    ['creatinine', 'µmol/L', '2000', '', read(2000, '2000')],
    ['creatinine', 'µmol/L', '1,5', 'mg/dL', read(132.6, '132.6')],
    ['creatinine', 'mg/dL', '132,6', 'µmol/L', read(1.5, '1.5')],
    ['creatinine', 'mg/dL', '1.200', '', read(1.2, '1.2')],
    ['hemoglobin', 'g/dL', '125', 'g/L', read(12.5, '12.5')],
    ['hemoglobin', 'g/dL', '12.500', '', read(12.5, '12.5')],
    ['hemoglobin', 'g/L', '12,5', 'g/dL', read(125, '125')],
    // Positive or negative.
    ['crag', 'N/A', 'Dương tính', '', read(null, 'Dương tính')],
    ['hbsag', 'S/C', 'negative', '', read(null, 'Âm tính')],
    ['other', 'N/A', 'xem phiếu', '', read(null, 'xem phiếu')],
  ])('%s in %s: %j (%s)', (kind, typeUnit, text, unit, expected) => {
    expect(readLabValue(kind as never, typeUnit, text, unit)).toEqual(expected);
  });

  it.each<[string, string, string, string, string]>([
    ['viralLoad', 'copies/mL', '', '', labMessages.valueMissing],
    ['viralLoad', 'copies/mL', '< 1000', '', labMessages.boundNotDetection('< 1000')],
    ['viralLoad', 'copies/mL', '12.5', '', labMessages.valueImplausible('12.5')],
    ['viralLoad', 'copies/mL', 'cao', '', labMessages.valueUnreadable('cao')],
    ['viralLoad', 'copies/mL', '4.1 log', '', labMessages.unitNotAccepted('log', 'copies/mL')],
    ['viralLoad', 'copies/mL', '12500', 'IU/mL', labMessages.unitNotAccepted('IU/mL', 'copies/mL')],
    ['cd4', 'cells/mm³', '6000', '', labMessages.valueImplausible('6000')],
    ['creatinine', 'µmol/L', '19.9', '', labMessages.valueImplausible('19.9')],
    ['creatinine', 'µmol/L', '2000.5', '', labMessages.valueImplausible('2000.5')],
    ['creatinine', 'µmol/L', '88', 'g/L', labMessages.unitNotAccepted('g/L', 'µmol/L, mg/dL')],
    ['hemoglobin', 'g/dL', '1.200', '', labMessages.valueImplausible('1.200')],
    ['crag', 'N/A', 'mờ', '', labMessages.qualitativeUnreadable('mờ')],
  ])('%s in %s: %j (%s) is refused', (kind, typeUnit, text, unit, reason) => {
    expect(readLabValue(kind as never, typeUnit, text, unit)).toEqual({ outcome: 'invalid', reason });
  });

  it.each<[string, string, string, string, number]>([
    // One separator before three digits: the reading outside the kind's range is dropped.
    ['creatinine', 'µmol/L', '1.200', '', 1200],
    ['creatinine', 'µmol/L', '200.000', '', 200],
    ['creatinine', 'µmol/L', '100,500', 'µmol/L', 100.5],
    ['creatinine', 'mg/dL', '1.000', '', 1],
    ['creatinine', 'µmol/L', '1,500', 'mg/dL', 132.6],
    ['hemoglobin', 'g/L', '20.500', '', 20.5],
  ])('%s in %s: %j (%s) reads the one plausible number %s', (kind, typeUnit, text, unit, value) => {
    expect(readLabValue(kind as never, typeUnit, text, unit)).toMatchObject({
      outcome: 'read',
      numericValue: value,
    });
  });

  it('holds a number whose two readings are both plausible: it is never guessed', () => {
    // A viral load of "1.000" is 1000 copies in Vietnamese grouping and 1 copy in English decimals: both whole,
    // both in range. "2.500" is not held: 2.5 copies is not a count.
    expect(readLabValue('viralLoad', 'copies/mL', '1.000')).toEqual({
      outcome: 'ambiguous',
      reason: labMessages.valueAmbiguous('1.000', '1000', '1'),
    });
    expect(readLabValue('viralLoad', 'copies/mL', '2.500')).toMatchObject({
      outcome: 'read',
      numericValue: 2500,
    });
  });
});
