import { clinicalMessages, LAB_IMPORT_TYPES, type LabImportReport, labMessages } from '@clinic/contract';
import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, emailOutbox, testResults } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday, insertTestType, updatePatient, useClinicalCast } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';
import { collectedSpecimen, insertLabViralLoad } from './helpers/lab.js';

const t = useTestApp();
const cast = useClinicalCast(t, { patient: {}, secretNotes: 'Ghi chú' });
let vl: number;
let cd4: number;
const ART = { patient: 'IMP-001', other: 'IMP-002' };

beforeAll(async () => {
  vl = await insertLabViralLoad(t.db);
  cd4 = (await insertTestType(t.db, { testTypeName: 'CD4', kind: 'cd4', unit: 'cells/mm³' })).testTypeId;
  await updatePatient(t.db, cast.patient, { artNumber: ART.patient });
  await updatePatient(t.db, cast.otherPatient, { artNumber: ART.other });
});

let back = 0;
/** A confirmed lab test of `doctor` for `patient` on a past day, its specimen collected: its id, day and code. */
async function collected(o: { patient?: CreatedUser; doctor?: CreatedUser; testTypeId?: number } = {}) {
  back += 1;
  const day = daysFromToday(-back);
  const specimen = await collectedSpecimen(t, {
    patient: o.patient ?? cast.patient,
    doctor: o.doctor ?? cast.doctor,
    testTypeId: o.testTypeId ?? vl,
    day,
  });
  return { ...specimen, day };
}

const send = (content: string | Buffer, type: string, token: string) =>
  t.call({
    method: 'POST',
    url: '/api/Lab/Import',
    token,
    payload: content,
    headers: { 'content-type': type },
  });
const reportOf = (res: { statusCode: number; body: { data: unknown } }) => {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as LabImportReport;
};
const outcomes = (report: LabImportReport) => report.rows.map((r) => [r.line, r.outcome]);
const resultOf = async (appointmentId: number) =>
  (await t.db.select().from(testResults).where(eq(testResults.appointmentId, appointmentId)))[0];

describe('POST /api/Lab/Import, CSV', () => {
  it('imports, reports and holds each row by its outcome, and changes nothing when sent again', async () => {
    const a = await collected();
    const b = await collected({ testTypeId: cd4 });
    const mine = await collected();
    const others = await collected({ doctor: cast.otherDoctor, patient: cast.otherPatient });
    const csv = [
      'ma_mau,ma_dieu_tri,ngay_lay_mau,ngay_tra_ket_qua,xet_nghiem,ket_qua,don_vi',
      `${a.code},,${a.day},${daysFromToday(0)},HIV VL,"12,500",copies/mL`,
      `,${ART.patient},${b.day.split('-').reverse().join('/')},,CD4,350,cells/mm3`,
      `${mine.code},,,,VL,cao,`,
      'XN20990000012,,,,VL,200,',
      `${others.code},,,,VL,40,`,
      ',,,,VL,40,',
      `${a.code},,,,VL,13000,`,
    ].join('\r\n');
    const first = reportOf(await send(`\uFEFF${csv}`, 'text/csv', cast.doctor.token));
    expect(outcomes(first)).toEqual([
      [2, 'imported'],
      [3, 'imported'],
      [4, 'invalid'],
      [5, 'unmatched'],
      [6, 'notYours'],
      [7, 'invalid'],
      [8, 'conflict'],
    ]);
    expect(first.counts).toEqual({
      imported: 2,
      duplicate: 0,
      conflict: 1,
      unmatched: 1,
      invalid: 2,
      notYours: 1,
    });
    expect(first.rows[2]?.reason).toBe(labMessages.valueUnreadable('cao'));
    expect(first.rows[5]?.reason).toBe(labMessages.identityMissing);
    // Another doctor's appointment is not named, and its value is not kept.
    expect(first.rows[4]?.appointmentId).toBeNull();
    expect(await resultOf(a.appointmentId)).toMatchObject({
      resultValue: '12500',
      numericValue: 12500,
      belowDetection: false,
    });
    expect(await resultOf(b.appointmentId)).toMatchObject({ numericValue: 350 });
    expect(await resultOf(others.appointmentId)).toBeUndefined();

    // A result of 12,500 from an import opens an episode as a typed one does.
    const summary = await t.get(`/api/Clinical/Summary/${cast.patient.patientId}`, cast.doctor.token);
    expect(JSON.stringify(summary.body.data)).toContain('12500');
    expect((summary.body.data as { episode: unknown }).episode).not.toBeNull();
    // The patient hears of each new result as of a typed one: a neutral mail, once per result.
    const notices = async () =>
      (await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'result:%'))).filter(
        (m) => m.toAddress === cast.patient.email,
      );
    const imported = [a, b].map(async (x) => `result:${(await resultOf(x.appointmentId))?.testResultId}`);
    expect((await notices()).map((m) => m.dedupeKey).sort()).toEqual((await Promise.all(imported)).sort());
    expect((await notices())[0]?.subject).toBe(clinicalMessages.resultMailSubject);

    const review = async () =>
      (await t.get('/api/Lab/Review', cast.doctor.token)).body.data.items as unknown[];
    const heldBefore = (await review()).length;
    const again = reportOf(await send(csv, 'text/csv', cast.doctor.token));
    expect(outcomes(again).map(([, o]) => o)).toEqual([
      'duplicate',
      'duplicate',
      'invalid',
      'unmatched',
      'notYours',
      'invalid',
      'conflict',
    ]);
    expect(await review()).toHaveLength(heldBefore);
    expect(await resultOf(a.appointmentId)).toMatchObject({ numericValue: 12500 });
    expect(await notices()).toHaveLength(2);
  });

  it('reads semicolons, English names and Vietnamese number grouping, and holds an ambiguous value', async () => {
    const a = await collected();
    const b = await collected();
    const csv = `specimen_code;test;value;unit\n${a.code};25836-8;12.500;copies/mL\n${b.code};VL;1.000;\n`;
    const report = reportOf(await send(csv, 'text/csv; charset=utf-8', cast.doctor.token));
    expect(outcomes(report)).toEqual([
      [2, 'imported'],
      [3, 'invalid'],
    ]);
    expect(report.rows[1]?.reason).toBe(labMessages.valueAmbiguous('1.000', '1000', '1'));
    expect(await resultOf(a.appointmentId)).toMatchObject({ numericValue: 12500 });
    const items = (await t.get('/api/Lab/Review', cast.doctor.token)).body.data.items as {
      specimenCode: string;
      value: string;
    }[];
    expect(items.find((i) => i.specimenCode === b.code)).toMatchObject({ value: '1.000' });
  });

  it.each([
    [
      'ten,tuoi\nAn,30',
      labMessages.fileUnreadable(
        labMessages.columnsMissing(
          'xet_nghiem/test, ket_qua/value, ma_mau/specimen_code hoặc ma_dieu_tri/art_number',
        ),
      ),
    ],
    ['', labMessages.fileEmpty],
  ])('refuses a file with no recognisable header: %j', async (csv, message) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(testResults);
    const res = await send(csv, 'text/csv', cast.doctor.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(testResults)).toEqual(before);
  });

  it('refuses an unknown type with 415 and a file over 5 MB with 413, in words', async () => {
    expect((await send('x', 'application/pdf', cast.doctor.token)).statusCode).toBe(415);
    const big = await send(
      `ma_mau,xet_nghiem,ket_qua\n${'x'.repeat(5 * 1024 * 1024)}`,
      'text/csv',
      cast.doctor.token,
    );
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toBe(labMessages.fileTooLarge);
  });

  it('is for doctors and laboratory keys only', async () => {
    for (const user of [cast.patient, cast.staffLike.Admin as CreatedUser]) {
      expect((await send('a,b', 'text/csv', user.token)).statusCode).toBe(403);
    }
    expect((await send('a,b', 'text/csv', 'lab_not-a-real-key')).statusCode).toBe(401);
  });
});

describe('POST /api/Lab/Import, Excel', () => {
  it('reads the first sheet, dates and numbers as Excel keeps them', async () => {
    const a = await collected();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kết quả');
    sheet.addRow(['ma_dieu_tri', 'ngay_lay_mau', 'xet_nghiem', 'ket_qua', 'don_vi']);
    sheet.addRow([ART.patient, new Date(`${a.day}T08:00:00Z`), 'Tải lượng vi rút', 'KPH', 'copies/mL']);
    workbook.addWorksheet('Khác').addRow(['ignored']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = reportOf(await send(content, LAB_IMPORT_TYPES.xlsx, cast.doctor.token));
    expect(outcomes(report)).toEqual([[2, 'imported']]);
    expect(await resultOf(a.appointmentId)).toMatchObject({ belowDetection: true, numericValue: null });
  });

  it('refuses a file that is not a workbook', async () => {
    expect((await send('not a zip', LAB_IMPORT_TYPES.xlsx, cast.doctor.token)).statusCode).toBe(400);
  });
});

/** An ORU^R01 message for `code`, with one OBX per [LOINC, value, unit]. */
const oru = (id: string, code: string, day: string, ...obx: [string, string, string][]) =>
  [
    `MSH|^~\\&|LIS|LABHCM|CLINIC|PK|20261120101500||ORU^R01^ORU_R01|${id}|P|2.5.1`,
    `PID|1||${ART.patient}^^^PK^MR`,
    `OBR|1|${code}|${code}|25836-8^HIV-1 RNA^LN|||${day.replaceAll('-', '')}0800`,
    ...obx.map(([loinc, value, unit], i) => `OBX|${i + 1}|NM|${loinc}^^LN||${value}|${unit}|||||F`),
  ].join('\r');

describe('POST /api/Lab/Import, HL7 v2', () => {
  it('reads each OBX of each ORU^R01 message as a row, numbered across the file', async () => {
    const a = await collected();
    const b = await collected({ testTypeId: cd4 });
    const file = `${oru('M1', a.code, a.day, ['25836-8', '< 20', 'copies/mL'])}\r\n${oru('M2', b.code, b.day, ['24467-3', '420', 'cells/mm3'], ['25836-8', '50', ''])}`;
    const report = reportOf(await send(file, LAB_IMPORT_TYPES.hl7, cast.doctor.token));
    expect(outcomes(report)).toEqual([
      [1, 'imported'],
      [2, 'imported'],
      [3, 'invalid'],
    ]);
    expect(report.rows[2]?.reason).toBe(labMessages.testMismatch('25836-8'));
    expect(await resultOf(a.appointmentId)).toMatchObject({ belowDetection: true });
    expect(await resultOf(b.appointmentId)).toMatchObject({ numericValue: 420 });
  });

  it.each([
    ['PID|1', labMessages.hl7Broken(1, 'text must begin with the MSH segment.')],
    [
      oru('M1', 'XN1', '2026-11-20').replace('ORU^R01^ORU_R01', 'ADT^A01'),
      labMessages.hl7NotOru(1, 'ADT^A01'),
    ],
    [`${oru('M1', 'XN1', '2026-11-20')}\rOB|1|NM`, labMessages.hl7Broken(1, 'đoạn "OB|" không hợp lệ')],
  ])('refuses a broken file, saying which message', async (file, message) => {
    const res = await send(file, LAB_IMPORT_TYPES.hl7, cast.doctor.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/Lab/Import, FHIR', () => {
  it('reads the Observations of a Bundle with their specimen, numbered by entry', async () => {
    const a = await collected();
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:p',
          resource: {
            resourceType: 'Patient',
            identifier: [{ system: 'https://basespecs.vn/NamingSystem/ARTIdentifiers', value: ART.patient }],
          },
        },
        {
          fullUrl: 'urn:uuid:s',
          resource: {
            resourceType: 'Specimen',
            identifier: [{ value: a.code }],
            collection: { collectedDateTime: `${a.day}T08:00:00+07:00` },
          },
        },
        {
          resource: {
            resourceType: 'DiagnosticReport',
            status: 'final',
            code: { text: 'VL' },
            result: [{ reference: 'urn:uuid:o' }],
          },
        },
        {
          fullUrl: 'urn:uuid:o',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '25836-8' }] },
            subject: { reference: 'urn:uuid:p' },
            specimen: { reference: 'urn:uuid:s' },
            valueQuantity: { value: 880, unit: 'copies/mL' },
          },
        },
      ],
    };
    const report = reportOf(await send(JSON.stringify(bundle), LAB_IMPORT_TYPES.fhir, cast.doctor.token));
    expect(outcomes(report)).toEqual([[4, 'imported']]);
    expect(await resultOf(a.appointmentId)).toMatchObject({ numericValue: 880 });
  });

  it('refuses an invalid Bundle, saying where', async () => {
    const res = await send(
      JSON.stringify({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Observation' } }],
      }),
      LAB_IMPORT_TYPES.fhir,
      cast.doctor.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('Bundle.entry[0].resource.status');
    expect((await send('{', LAB_IMPORT_TYPES.fhir, cast.doctor.token)).statusCode).toBe(400);
  });
});

describe('laboratory connections', () => {
  it('import for the whole clinic with their key, and stop at once when revoked', async () => {
    const admin = cast.staffLike.Admin as CreatedUser;
    const created = await t.post('/api/Lab/Connections', { name: 'Phòng xét nghiệm tỉnh' }, admin.token);
    expect(created.statusCode).toBe(201);
    const { key, connectionId } = created.body.data as { key: string; connectionId: number };
    expect(key).toMatch(/^lab_/);
    const list = (await t.get('/api/Lab/Connections', admin.token)).body.data.items;
    expect(JSON.stringify(list)).not.toContain(key);

    const mine = await collected();
    const others = await collected({ doctor: cast.otherDoctor, patient: cast.otherPatient });
    const since =
      (await t.db.select({ max: sql<number>`coalesce(max(event_id), 0)` }).from(auditEvents))[0]?.max ?? 0;
    const csv = `ma_mau,xet_nghiem,ket_qua\n${mine.code},VL,300\n${others.code},VL,40\n`;
    expect(outcomes(reportOf(await send(csv, 'text/csv', key)))).toEqual([
      [2, 'imported'],
      [3, 'imported'],
    ]);
    // Each result written is in the access log, against its patient.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(gt(auditEvents.eventId, since), eq(auditEvents.category, 'result')));
    expect(events.map((e) => e.patientId).sort()).toEqual(
      [cast.patient.patientId, cast.otherPatient.patientId].sort(),
    );

    expect(
      (await t.call({ method: 'DELETE', url: `/api/Lab/Connections/${connectionId}`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect((await send(csv, 'text/csv', key)).statusCode).toBe(401);
    // A key is no session: it opens nothing else.
    expect((await t.get('/api/Lab/Review', key)).statusCode).toBe(401);
  });

  it('are made by admins only, with a name', async () => {
    expect((await t.post('/api/Lab/Connections', { name: 'X' }, cast.doctor.token)).statusCode).toBe(403);
    const res = await t.post(
      '/api/Lab/Connections',
      { name: ' ' },
      (cast.staffLike.Admin as CreatedUser).token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(labMessages.connectionNameRequired);
  });
});

describe('the review queue', () => {
  it('shows a doctor the held rows of their own patients only; they match one to a specimen or reject it', async () => {
    const spare = await collected();
    const csv = `ma_dieu_tri,ngay_lay_mau,xet_nghiem,ket_qua\n${ART.patient},${daysFromToday(-900)},VL,640\n${ART.patient},${daysFromToday(-901)},VL,700\n`;
    const report = reportOf(await send(csv, 'text/csv', cast.doctor.token));
    expect(report.rows.map((r) => r.outcome)).toEqual(['unmatched', 'unmatched']);

    type Entry = { reviewId: number; value: string | null; artNumber: string | null };
    const mineNow = (await t.get('/api/Lab/Review', cast.doctor.token)).body.data.items as Entry[];
    const held = mineNow.filter((i) => i.artNumber === ART.patient && ['640', '700'].includes(i.value ?? ''));
    expect(held).toHaveLength(2);
    const theirs = (await t.get('/api/Lab/Review', cast.otherDoctor.token)).body.data.items as Entry[];
    expect(theirs.some((i) => i.artNumber === ART.patient)).toBe(false);

    const [first, second] = held as [Entry, Entry];
    expect(
      (
        await t.post(
          `/api/Lab/Review/${first.reviewId}/Match`,
          { appointmentId: spare.appointmentId },
          cast.otherDoctor.token,
        )
      ).statusCode,
    ).toBe(404);
    const matched = await t.post(
      `/api/Lab/Review/${first.reviewId}/Match`,
      { appointmentId: spare.appointmentId },
      cast.doctor.token,
    );
    expect(matched.statusCode, JSON.stringify(matched.body)).toBe(200);
    expect(await resultOf(spare.appointmentId)).toMatchObject({ numericValue: Number(first.value) });
    const rejected = await t.post(
      `/api/Lab/Review/${second.reviewId}/Reject`,
      { reason: 'Mẫu của cơ sở khác' },
      cast.doctor.token,
    );
    expect(rejected.statusCode).toBe(200);
    const left = (await t.get('/api/Lab/Review', cast.doctor.token)).body.data.items as Entry[];
    expect(left.map((i) => i.reviewId)).not.toContain(first.reviewId);
    expect(left.map((i) => i.reviewId)).not.toContain(second.reviewId);
    expect(
      (await t.post(`/api/Lab/Review/${second.reviewId}/Reject`, { reason: 'x' }, cast.doctor.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('import reports', () => {
  it('are counts only for admins, and the doctor’s own rows for the doctor, as JSON or CSV', async () => {
    const a = await collected();
    const report = reportOf(
      await send(`ma_mau,xet_nghiem,ket_qua\n${a.code},VL,90\n`, 'text/csv', cast.doctor.token),
    );
    const admin = cast.staffLike.Admin as CreatedUser;
    const listed = (await t.get('/api/Lab/Imports', admin.token)).body.data.items as {
      importId: number;
      source: string;
    }[];
    expect(listed.find((i) => i.importId === report.importId)).toMatchObject({
      source: 'BS. Nguyễn Văn An',
    });
    expect(JSON.stringify(listed)).not.toContain('"rows"');
    expect((await t.get(`/api/Lab/Imports/${report.importId}`, admin.token)).statusCode).toBe(403);
    expect((await t.get(`/api/Lab/Imports/${report.importId}`, cast.otherDoctor.token)).statusCode).toBe(404);
    const own = await t.get(`/api/Lab/Imports/${report.importId}`, cast.doctor.token);
    expect(own.body.data).toMatchObject({
      importId: report.importId,
      rows: [{ line: 2, outcome: 'imported' }],
    });
    const csv = await t.get(`/api/Lab/Imports/${report.importId}?format=csv`, cast.doctor.token);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body as string).toContain(`2,Đã nhập,,${a.code},${a.appointmentId}`);
    const theirs = (await t.get('/api/Lab/Imports', cast.otherDoctor.token)).body.data.items as {
      importId: number;
    }[];
    expect(theirs.map((i) => i.importId)).not.toContain(report.importId);
    expect(
      await t.db
        .select()
        .from(appointments)
        .where(inArray(appointments.appointmentId, [a.appointmentId])),
    ).toHaveLength(1);
  });
});
