import { clinicalMessages, DEFAULT_CLINICAL_THRESHOLDS } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinicalSettings, testResults } from '../src/db/schema.js';
import { appointmentOf, insertNumericTestTypes, insertTestType, useAppWithCast } from './helpers/clinical.js';
import { expectFieldError } from './helpers/expect.js';

/**
 * Viral load, CD4 and creatinine results carry their number (numericValue, and belowDetection for a viral
 * load) on Create, Update and every read, read from the resultValue text that clients of the original API send.
 */

const { t, cast } = useAppWithCast();
const kinds = {} as Record<'viralLoad' | 'cd4' | 'creatinine' | 'other', number>;

beforeAll(async () => {
  Object.assign(kinds, await insertNumericTestTypes(t.db));
  kinds.other = (await insertTestType(t.db, { testTypeName: 'Khác' })).testTypeId;
});

async function record(kind: keyof typeof kinds, payload: object) {
  const a = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: kinds[kind] });
  const res = await t.post(
    '/api/TestResult/Create',
    { appointmentId: a.appointmentId, ...payload },
    cast.doctor.token,
  );
  return { res, appointmentId: a.appointmentId };
}

describe('numeric results', () => {
  it.each([
    ['viralLoad', '12500', 12500, false],
    ['viralLoad', '12 500', 12500, false],
    ['viralLoad', 'Không phát hiện', null, true],
    ['viralLoad', '< 50', null, true],
    ['viralLoad', '<20', null, true],
    ['viralLoad', '0', 0, false],
    ['cd4', '350', 350, false],
    ['creatinine', '88,4', 88.4, false],
    // Whole counts written with thousands separators: a failing load is never stored as 12.5, "not detected".
    ['viralLoad', '12.500', 12500, false],
    ['viralLoad', '12,500 copies/mL', 12500, false],
    ['cd4', '1,050', 1050, false],
    ['viralLoad', 'Không phát hiện vi rút', null, true],
    ['other', 'Âm tính', null, false],
    ['other', '12', null, false],
  ] as const)(
    '%s "%s" is stored as %s (below detection %s), and read back so',
    async (kind, text, value, below) => {
      const { res } = await record(kind, { resultValue: text });
      expect(res.statusCode).toBe(201);
      expect(res.body.data).toMatchObject({
        resultValue: text.trim(),
        numericValue: value,
        belowDetection: below,
      });
      const read = await t.get(`/api/TestResult/GetByID/${res.body.data.testResultId}`, cast.patient.token);
      expect(read.body.data).toMatchObject({ numericValue: value, belowDetection: below });
    },
  );

  it.each([
    ['viralLoad', 'cao'],
    ['viralLoad', '< 1000'],
    ['cd4', '< 50'],
  ] as const)('%s "%s" is stored as written with no number, never guessed', async (kind, text) => {
    const { res } = await record(kind, { resultValue: text });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ resultValue: text, numericValue: null, belowDetection: false });
  });

  it.each([['creatinine', '1.2.3']] as const)(
    '%s "%s" is refused with a clear message and nothing is written',
    async (kind, text) => {
      const before = (await t.db.select().from(testResults)).length;
      const { res } = await record(kind, { resultValue: text });
      expectFieldError(res, 'resultValue', clinicalMessages.resultNotNumeric);
      expect((await t.db.select().from(testResults)).length).toBe(before);
    },
  );

  it('takes numericValue or belowDetection from the body when the text is not a number', async () => {
    const sent = await record('viralLoad', { resultValue: 'xem phiếu', numericValue: 48000 });
    expect(sent.res.body.data).toMatchObject({ numericValue: 48000, belowDetection: false });
    const below = await record('viralLoad', { resultValue: 'TND (Abbott)', belowDetection: true });
    expect(below.res.body.data).toMatchObject({ numericValue: null, belowDetection: true });
  });

  it.each([
    ['viralLoad', '12500', 'unsuppressed', true],
    ['viralLoad', '150', 'kEqualsK', false],
    ['cd4', '150', 'advanced', true],
    ['cd4', '650', 'normal', false],
    ['creatinine', '90', null, false],
    ['other', 'Âm tính', null, false],
  ] as const)('%s "%s" is read with band %s, highlighted %s', async (kind, text, band, outOfRange) => {
    const { res } = await record(kind, { resultValue: text });
    expect(res.body.data).toMatchObject({ testTypeKind: kind, band, outOfRange });
    const list = await t.get('/api/TestResult/GetAll', cast.doctor.token);
    expect(
      list.body.data.find((r: { testResultId: number }) => r.testResultId === res.body.data.testResultId),
    ).toMatchObject({ band, outOfRange });
  });

  it("bands under the clinic's own thresholds once saved", async () => {
    const { res } = await record('viralLoad', { resultValue: '300' });
    expect(res.body.data.band).toBe('lowLevel');
    await t.db
      .insert(clinicalSettings)
      .values({ id: 1, thresholds: { ...DEFAULT_CLINICAL_THRESHOLDS, vlKeK: 400 } });
    const read = await t.get(`/api/TestResult/GetByID/${res.body.data.testResultId}`, cast.doctor.token);
    expect(read.body.data).toMatchObject({ band: 'kEqualsK', outOfRange: false });
    await t.db.delete(clinicalSettings);
  });

  it('refuses a negative or non-numeric numericValue', async () => {
    const { res } = await record('cd4', { resultValue: '300', numericValue: -1 });
    expectFieldError(res, 'numericValue', clinicalMessages.numericValueInvalid);
  });

  it('recomputes the number on Update from the corrected text, even when the stale number is sent back', async () => {
    const { res } = await record('viralLoad', { resultValue: '1500' });
    const loaded = res.body.data;
    const updated = await t.call({
      method: 'PUT',
      url: '/api/TestResult/Update',
      token: cast.doctor.token,
      payload: { ...loaded, resultValue: '150' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({ resultValue: '150', numericValue: 150, belowDetection: false });
    const [row] = await t.db
      .select({ numericValue: testResults.numericValue })
      .from(testResults)
      .where(eq(testResults.testResultId, loaded.testResultId));
    expect(row?.numericValue).toBe(150);
  });
});

describe('test type kinds', () => {
  it('are set on create, kept when an update does not send one, and listed', async () => {
    const admin = await t.user('Admin');
    const created = await t.post(
      '/api/TestType/Create',
      { testTypeName: 'Creatinin máu', unit: 'µmol/L', normalRange: '62-115', kind: 'creatinine' },
      admin.token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'creatinine', unit: 'µmol/L' });
    const { kind: _kind, ...withoutKind } = created.body.data;
    const updated = await t.call({
      method: 'PUT',
      url: '/api/TestType/Update',
      token: admin.token,
      payload: { ...withoutKind, normalRange: '60-110' },
    });
    expect(updated.body.data).toMatchObject({ kind: 'creatinine', normalRange: '60-110' });
    const plain = await t.post(
      '/api/TestType/Create',
      { testTypeName: 'Không rõ', unit: 'N/A', normalRange: '-' },
      admin.token,
    );
    expect(plain.body.data.kind).toBe('other');
    const bad = await t.post(
      '/api/TestType/Create',
      { testTypeName: 'Sai', unit: 'N/A', normalRange: '-', kind: 'hiv' },
      admin.token,
    );
    expectFieldError(bad, 'kind', clinicalMessages.testTypeKindInvalid);
  });
});
