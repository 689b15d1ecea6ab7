import { describe, expect, it } from 'vitest';
import { clinicalMessages } from './clinical-messages.js';
import {
  arvComponentCreateBody,
  arvComponentUpdateBody,
  DEFAULT_TEST_TYPE_UNIT,
  isNumericTestKind,
  TEST_TYPE_UNITS,
  testTypeCreateBody,
  testTypeUpdateBody,
} from './master-data.js';
import { reminderPrivateWordsIn } from './message-rule.js';
import { isCustomizedParams, regimenComponentIds, regimenCreateBody } from './regimens.js';
import {
  readNumericResult,
  readQualitativeResult,
  testResultCreateBody,
  testResultUpdateBody,
} from './results.js';
import { treatmentCreateBody, treatmentDateErrors, treatmentEmailBody } from './treatments.js';

const texts = {
  regimenName: 'TDF + 3TC + DTG (tùy chỉnh)',
  description: 'Phác đồ bậc một',
  suitableFor: 'Người lớn',
  sideEffects: 'Mất ngủ, đau đầu',
  usageInstructions: 'Uống 1 viên mỗi sáng',
};

const fieldErrorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('regimenCreateBody', () => {
  it('accepts one to four components in order and defaults the frequency to 2', () => {
    const one = regimenCreateBody.parse({ ...texts, component1Id: 1 });
    expect(one).toMatchObject({ component1Id: 1, component2Id: null, component4Id: null, frequency: 2 });
    const four = regimenCreateBody.parse({
      ...texts,
      component1Id: 1,
      component2Id: 2,
      component3Id: 3,
      component4Id: 4,
      frequency: 1,
    });
    expect(regimenComponentIds(four)).toEqual([1, 2, 3, 4]);
    expect(four.frequency).toBe(1);
  });

  it('reads 0, empty string and null as an empty slot', () => {
    const body = regimenCreateBody.parse({
      ...texts,
      component1Id: '5',
      component2Id: 0,
      component3Id: '',
      component4Id: null,
    });
    expect(regimenComponentIds(body)).toEqual([5]);
  });

  it.each([
    [{}, 'component1Id'],
    [{ component1Id: 0 }, 'component1Id'],
    [{ component1Id: null, component2Id: 2 }, 'component1Id'],
  ])('requires a first component (%j)', (components, field) => {
    const result = regimenCreateBody.safeParse({ ...texts, ...components });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result)).toContain(field);
    expect(result.error?.issues[0]?.message).toBe(clinicalMessages.componentRequired);
  });

  it('refuses a gap, a duplicate, a fifth component and a frequency of 3', () => {
    const gap = regimenCreateBody.safeParse({ ...texts, component1Id: 1, component3Id: 3 });
    expect(gap.error?.issues).toMatchObject([
      { path: ['component3Id'], message: clinicalMessages.componentGap },
    ]);
    const dup = regimenCreateBody.safeParse({ ...texts, component1Id: 1, component2Id: 1 });
    expect(dup.error?.issues).toMatchObject([
      { path: ['component2Id'], message: clinicalMessages.componentDuplicate },
    ]);
    const five = regimenCreateBody.safeParse({
      ...texts,
      component1Id: 1,
      component2Id: 2,
      component3Id: 3,
      component4Id: 4,
      component5Id: 5,
    });
    expect(five.success).toBe(false);
    const freq = regimenCreateBody.safeParse({ ...texts, component1Id: 1, frequency: 3 });
    expect(freq.error?.issues).toMatchObject([{ path: ['frequency'], message: clinicalMessages.frequency }]);
  });

  it('requires each of the five texts', () => {
    const result = regimenCreateBody.safeParse({ component1Id: 1 });
    expect(fieldErrorsOf(result).sort()).toEqual(
      ['description', 'regimenName', 'sideEffects', 'suitableFor', 'usageInstructions'].sort(),
    );
    const blank = regimenCreateBody.safeParse({ ...texts, usageInstructions: '   ', component1Id: 1 });
    expect(blank.error?.issues[0]?.message).toBe(clinicalMessages.regimenUsageRequired);
  });
});

describe('isCustomizedParams', () => {
  it.each([
    ['true', true],
    ['False', false],
    ['TRUE', true],
  ])('reads %s', (value, expected) => {
    expect(isCustomizedParams.parse({ isCustomized: value }).isCustomized).toBe(expected);
  });
  it('refuses anything else', () => {
    expect(isCustomizedParams.safeParse({ isCustomized: 'yes' }).success).toBe(false);
  });
});

describe('testResultCreateBody', () => {
  it('requires the appointment and the value; the rest is optional', () => {
    expect(testResultCreateBody.parse({ appointmentId: 3, resultValue: ' 650 ' })).toMatchObject({
      appointmentId: 3,
      resultValue: '650',
      notes: null,
    });
    const missing = testResultCreateBody.safeParse({ resultValue: '' });
    expect(fieldErrorsOf(missing).sort()).toEqual(['appointmentId', 'resultValue']);
    expect(testResultCreateBody.safeParse({ appointmentId: 3, resultValue: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});

describe('treatment dates', () => {
  const today = '2030-06-10';
  it.each<[string, string, string, Record<string, string>]>([
    ['a start tomorrow', '2030-06-11', '2030-06-12', {}],
    ['a start today: same-day ART', '2030-06-10', '2030-06-12', {}],
    ['a start yesterday', '2030-06-09', '2030-06-12', { startDate: clinicalMessages.startBeforeToday }],
    ['an end on the start', '2030-06-11', '2030-06-11', { endDate: clinicalMessages.endAfterStart }],
  ])('%s', (_label, start, end, errors) => {
    expect(treatmentDateErrors(start, end, today)).toEqual(errors);
  });

  it('asks for today at each validation', () => {
    let now = '2030-06-10';
    const schema = treatmentCreateBody(() => now);
    const body = { testResultId: 1, regimenId: 2, startDate: '2030-06-11', endDate: '2030-07-11' };
    expect(schema.safeParse(body).success).toBe(true);
    now = '2030-06-12';
    const late = schema.safeParse(body);
    expect(late.error?.issues).toMatchObject([
      { path: ['startDate'], message: clinicalMessages.startBeforeToday },
    ]);
  });

  it('refuses a malformed or missing date with a field error', () => {
    const schema = treatmentCreateBody(() => '2030-06-10');
    const result = schema.safeParse({ testResultId: 1, regimenId: 2, startDate: '11/06/2030' });
    expect(fieldErrorsOf(result).sort()).toEqual(['endDate', 'startDate']);
  });
});

describe('misc', () => {
  it('needs a treatment id for the e-mail call', () => {
    expect(treatmentEmailBody.safeParse({}).success).toBe(false);
    expect(treatmentEmailBody.parse({ treatmentId: '4' })).toEqual({ treatmentId: 4 });
  });
  it.each([
    ['treatment', clinicalMessages.treatmentMailSubject, clinicalMessages.treatmentMailText],
    ['result', clinicalMessages.resultMailSubject, clinicalMessages.resultMailText],
  ])(
    'names neither the service, the regimen nor a drug in the %s mail (the message rule)',
    (_, subject, text) => {
      expect(reminderPrivateWordsIn(`${subject}\n${text({ patientName: 'Lan' })}`)).toEqual([]);
    },
  );
});

describe('master-data bodies', () => {
  const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('offers the ten units of the original app, µmol/L for creatinine and g/dL for haemoglobin, with mg/dL as the default', () => {
    // The order is the one the unit select shows.
    expect(TEST_TYPE_UNITS).toEqual(
      'cells/mm³ copies/mL mg/dL g/L IU/L IU/mL % mmHg S/C N/A µmol/L g/dL'.split(' '),
    );
    expect(DEFAULT_TEST_TYPE_UNIT).toBe('mg/dL');
  });

  it('requires the test-type name, unit and normal range, with the form messages', () => {
    expect(errors(testTypeCreateBody.safeParse({ testTypeName: ' ', unit: '', normalRange: '' }))).toEqual({
      testTypeName: 'Tên loại xét nghiệm không được để trống',
      unit: 'Vui lòng chọn đơn vị',
      normalRange: 'Khoảng bình thường không được để trống',
    });
    expect(errors(testTypeCreateBody.safeParse({ testTypeName: 'A', unit: 'kg', normalRange: '1' }))).toEqual(
      {
        unit: clinicalMessages.unitInvalid,
      },
    );
    expect(testTypeCreateBody.parse({ testTypeName: ' A ', unit: '%', normalRange: '1' })).toEqual({
      testTypeName: 'A',
      unit: '%',
      normalRange: '1',
      isActive: true,
    });
    expect(
      testTypeUpdateBody.parse({ testTypeId: 3, testTypeName: 'A', unit: 'N/A', normalRange: '-' }).isActive,
    ).toBeUndefined();
  });

  it('requires the component name and description, trimmed, active by default', () => {
    expect(errors(arvComponentCreateBody.safeParse({ componentName: '  ', description: '' }))).toEqual({
      componentName: 'Tên thành phần không được để trống',
      description: 'Mô tả không được để trống',
    });
    expect(arvComponentCreateBody.parse({ componentName: ' TDF ', description: ' Tenofovir ' })).toEqual({
      componentName: 'TDF',
      description: 'Tenofovir',
      isActive: true,
    });
    expect(errors(arvComponentUpdateBody.safeParse({ componentName: 'X', description: 'Y' }))).toHaveProperty(
      'componentId',
    );
  });

  it('requires the result value on update and keeps notes when they are not sent', () => {
    expect(
      errors(testResultUpdateBody.safeParse({ testResultId: 1, appointmentId: 2, resultValue: ' ' })),
    ).toEqual({ resultValue: clinicalMessages.resultValueRequired });
    expect(
      testResultUpdateBody.parse({ testResultId: 1, appointmentId: 2, resultValue: '5' }),
    ).not.toHaveProperty('notes');
    expect(
      testResultUpdateBody.parse({ testResultId: 1, appointmentId: 2, resultValue: '5', notes: '' }).notes,
    ).toBeNull();
  });
});

describe('readNumericResult', () => {
  it.each([
    ['viralLoad', '12500', 12500],
    ['viralLoad', ' 12 500 ', 12500],
    ['cd4', '350', 350],
    ['creatinine', '88,4', 88.4],
    ['creatinine', '1.5', 1.5],
    // Thousands separators in whole counts: never a decimal point, so 12,500 copies are not read as 12.5.
    ['viralLoad', '12.500', 12500],
    ['viralLoad', '12,500', 12500],
    ['viralLoad', '1.234.567', 1234567],
    ['cd4', '1,050', 1050],
    ['cd4', '1,05', 1.05],
    ['creatinine', '1.050', 1.05],
    // A number with a known unit is that number.
    ['viralLoad', '350 copies/mL', 350],
    ['viralLoad', '12.500 bản sao/mL', 12500],
    ['cd4', '420 tế bào/mm3', 420],
    ['cd4', '420 cells/mm³', 420],
    ['creatinine', '88,4 µmol/L', 88.4],
    ['hemoglobin', '11.5 g/dL', 11.5],
  ] as const)('%s "%s" reads as %d', (kind, text, numericValue) => {
    expect(readNumericResult(kind, text)).toEqual({ numericValue, belowDetection: false });
  });

  it.each([
    ['viralLoad', 'Không phát hiện'],
    ['viralLoad', 'không phát hiện được'],
    ['viralLoad', '< 50'],
    ['viralLoad', '<20'],
    // The wordings of a viral load below detection.
    ['viralLoad', 'Không phát hiện vi rút'],
    ['viralLoad', 'Dưới ngưỡng phát hiện'],
    ['viralLoad', 'KPH'],
    ['viralLoad', 'Target not detected'],
    ['viralLoad', '<LDL'],
    ['viralLoad', '< 40'],
    ['viralLoad', '< 50 copies/mL'],
  ] as const)('%s "%s" reads as below detection', (kind, text) => {
    expect(readNumericResult(kind, text)).toEqual({ numericValue: null, belowDetection: true });
  });

  it.each([
    ['viralLoad', '< 200'],
    ['viralLoad', '< 1000'],
    ['viralLoad', 'cao'],
    ['cd4', '< 50'],
    ['cd4', 'Không phát hiện'],
    ['creatinine', '1.2.3'],
    ['creatinine', '-3'],
    ['creatinine', ''],
    // A unit the kind is not measured in; a wording of below detection for a count that is not a viral load.
    ['viralLoad', '350 kg'],
    ['cd4', 'KPH'],
  ] as const)('%s "%s" reads as no number', (kind, text) => {
    expect(readNumericResult(kind, text)).toBeNull();
  });

  it('reads "< N" as below detection up to the detection limit it is given', () => {
    expect(readNumericResult('viralLoad', '< 40', 40)).toEqual({ numericValue: null, belowDetection: true });
    expect(readNumericResult('viralLoad', '< 50', 40)).toBeNull();
  });
});

describe('readQualitativeResult', () => {
  it.each([
    ['positive', 'positive'],
    ['Dương tính', 'positive'],
    [' dương  tính ', 'positive'],
    ['Positive', 'positive'],
    ['+', 'positive'],
    ['negative', 'negative'],
    ['Âm tính', 'negative'],
    ['NEGATIVE', 'negative'],
    ['-', 'negative'],
    ['1.2', null],
    ['dương', null],
    ['', null],
  ] as const)('"%s" reads as %s', (text, expected) => {
    expect(readQualitativeResult(text)).toBe(expected);
  });
});

describe('test types the rules read in their own units', () => {
  const body = (kind: string, unit: string) => ({ testTypeName: 'X', unit, normalRange: '1', kind });
  it.each([
    ['creatinine', 'µmol/L', true],
    ['creatinine', 'mg/dL', true],
    ['creatinine', 'g/L', false],
    ['hemoglobin', 'g/dL', true],
    ['hemoglobin', 'g/L', true],
    ['hemoglobin', 'mg/dL', false],
    ['hbsag', 'N/A', true],
    ['other', 'g/L', true],
  ])('%s in %s: accepted %s', (kind, unit, ok) => {
    const parsed = testTypeCreateBody.safeParse(body(kind, unit));
    expect(parsed.success).toBe(ok);
    if (!ok) expect(parsed.error?.issues[0]?.path).toEqual(['unit']);
  });
});

describe('isNumericTestKind', () => {
  it.each([
    ['viralLoad', true],
    ['cd4', true],
    ['creatinine', true],
    ['crag', false],
    ['other', false],
  ] as const)('%s → %s', (kind, numeric) => {
    expect(isNumericTestKind(kind)).toBe(numeric);
  });
});
