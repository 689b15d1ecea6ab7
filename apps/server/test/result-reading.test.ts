import { clinicalMessages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testResults } from '../src/db/schema.js';
import { appointmentOf, insertNumericTestTypes, useAppWithCast } from './helpers/clinical.js';
import { expectFieldError } from './helpers/expect.js';

/**
 * A viral load or CD4 result whose text cannot be read as a number is stored as written, with no
 * number and not below detection, for the doctor to correct; it is never guessed and never refused.
 */

const { t, cast } = useAppWithCast();
const kinds = {} as Record<'viralLoad' | 'cd4' | 'creatinine' | 'hemoglobin', number>;

beforeAll(async () => {
  Object.assign(kinds, await insertNumericTestTypes(t.db));
});

async function record(kind: keyof typeof kinds, payload: object) {
  const a = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: kinds[kind] });
  return t.post('/api/TestResult/Create', { appointmentId: a.appointmentId, ...payload }, cast.doctor.token);
}

async function stored(testResultId: number) {
  const [row] = await t.db
    .select({
      resultValue: testResults.resultValue,
      numericValue: testResults.numericValue,
      belowDetection: testResults.belowDetection,
    })
    .from(testResults)
    .where(eq(testResults.testResultId, testResultId));
  return row;
}

describe('a viral load or CD4 result that cannot be read', () => {
  it.each([
    ['viralLoad', 'xem phiếu đính kèm'],
    ['viralLoad', 'cao'],
    ['viralLoad', '< 1000'],
    ['cd4', '< 50'],
    ['cd4', 'mẫu bị đông'],
  ] as const)('%s "%s" is stored as written, with no number (201)', async (kind, text) => {
    const res = await record(kind, { resultValue: text });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      resultValue: text,
      numericValue: null,
      belowDetection: false,
      testTypeKind: kind,
      band: null,
      outOfRange: false,
    });
    expect(await stored(res.body.data.testResultId)).toEqual({
      resultValue: text,
      numericValue: null,
      belowDetection: false,
    });
  });

  const update = (payload: object) =>
    t.call({ method: 'PUT', url: '/api/TestResult/Update', token: cast.doctor.token, payload });

  it('is fixed by a later Update with readable text', async () => {
    const res = await record('viralLoad', { resultValue: 'không rõ' });
    expect(res.statusCode).toBe(201);
    const loaded = res.body.data;
    const updated = await update({ ...loaded, resultValue: '1.500 copies/mL' });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({
      resultValue: '1.500 copies/mL',
      numericValue: 1500,
      belowDetection: false,
      band: 'unsuppressed',
    });
    expect(await stored(loaded.testResultId)).toMatchObject({ numericValue: 1500, belowDetection: false });
  });

  it('is fixed by a later Update that sends the number, and can become unreadable again on Update', async () => {
    const res = await record('cd4', { resultValue: 'chờ kết quả' });
    const loaded = res.body.data;
    const withNumber = await update({ ...loaded, resultValue: 'xem phiếu', numericValue: 420 });
    expect(withNumber.statusCode).toBe(200);
    expect(withNumber.body.data).toMatchObject({ numericValue: 420, belowDetection: false });
    const unreadable = await update({ ...loaded, resultValue: 'chưa rõ' });
    expect(unreadable.statusCode).toBe(200);
    expect(await stored(loaded.testResultId)).toEqual({
      resultValue: 'chưa rõ',
      numericValue: null,
      belowDetection: false,
    });
  });

  it('still reads what can be read', async () => {
    const thousands = await record('viralLoad', { resultValue: '12.500' });
    expect(thousands.statusCode).toBe(201);
    expect(await stored(thousands.body.data.testResultId)).toMatchObject({
      numericValue: 12500,
      belowDetection: false,
    });
    const notDetected = await record('viralLoad', { resultValue: 'Không phát hiện vi rút' });
    expect(notDetected.statusCode).toBe(201);
    expect(await stored(notDetected.body.data.testResultId)).toMatchObject({
      numericValue: null,
      belowDetection: true,
    });
  });

  it('takes the number our screens send with it, as read before saving', async () => {
    const res = await record('viralLoad', { resultValue: '12.500 bản sao/mL', numericValue: 12500 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ numericValue: 12500, belowDetection: false });
  });

  it.each([
    ['creatinine', '1.2.3'],
    ['hemoglobin', 'thấp'],
  ] as const)('a %s result "%s" that cannot be read is still refused', async (kind, text) => {
    const before = (await t.db.select().from(testResults)).length;
    const res = await record(kind, { resultValue: text });
    expectFieldError(res, 'resultValue', clinicalMessages.resultNotNumeric);
    expect((await t.db.select().from(testResults)).length).toBe(before);
  });
});
