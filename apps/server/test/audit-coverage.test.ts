import { type AuditDeclaration, endpoints } from '@clinic/contract';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../src/accounts/codes.js';
import { auditEvents, labImportRows, labImports, patients, specimens, users } from '../src/db/schema.js';
import {
  appointmentOf,
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertTestType,
  moveAppointment,
  resultOf,
  treatmentOf,
  useAppWithCast,
  worksEveryDay,
} from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * Every endpoint that declares `audit` in the contract, called once as it is used: each call writes exactly one
 * event, with its caller, its patient, its category and its action. The list of calls must name every audited
 * endpoint, so that a new one cannot go untested.
 */
// SMS set up, so that the phone's code can be asked for; nothing is sent to it, the address answers no one.
const { t, cast } = useAppWithCast(undefined, {
  config: {
    messaging: {
      quietHours: { start: '21:00', end: '07:00' },
      earlyReminderDays: [],
      zalo: undefined,
      sms: { apiUrl: 'http://127.0.0.1:9', apiKey: 'k', secretKey: 's', brandname: 'PHONGKHAM' },
    },
  },
});
const ids = {
  cd4: 0,
  appointment: 0,
  result: 0,
  treatment: 0,
  regimen: 0,
  component: 0,
  freeResult: 0,
  open: 0,
  collect: 0,
  spareSpecimen: 0,
  heldRow: 0,
  otherHeldRow: 0,
};

beforeAll(async () => {
  ids.cd4 = (await insertTestType(t.db, { testTypeName: 'CD4' })).testTypeId;
  const result = await resultOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 });
  ids.appointment = result.appointmentId;
  ids.result = result.testResultId;
  const period = { startDate: daysFromToday(-30), endDate: daysFromToday(60) };
  ids.treatment = (await treatmentOf(t.db, cast.patient, cast.doctor, period)).treatmentId;
  ids.open = (await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 })).appointmentId;
  const collect = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 });
  ids.collect = collect.appointmentId;
  await moveAppointment(t.db, ids.collect, daysFromToday(-1));
  // A collected specimen without a result, and two rows of an import held for this doctor's patient.
  const spare = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 });
  ids.spareSpecimen = spare.appointmentId;
  await moveAppointment(t.db, ids.spareSpecimen, daysFromToday(-2));
  await t.db.insert(specimens).values({
    appointmentId: ids.spareSpecimen,
    specimenCode: 'XN20260099990',
    collectedAt: new Date(),
    collectedBy: cast.doctor.userId,
  });
  const [held] = await t.db
    .insert(labImports)
    .values({ format: 'csv', fileHash: '0', counts: {} })
    .returning();
  const rows = await t.db
    .insert(labImportRows)
    .values(
      [1, 2].map((line) => ({
        importId: held?.importId as number,
        line,
        outcome: 'unmatched',
        // The cast's test type here is of no kind the rules read: its value is kept as written.
        testText: 'Xét nghiệm',
        valueText: '410',
        patientId: cast.patient.patientId,
        reviewStatus: 'open',
      })),
    )
    .returning({ rowId: labImportRows.rowId });
  ids.heldRow = rows[0]?.rowId as number;
  ids.otherHeldRow = rows[1]?.rowId as number;
  ids.component = (await insertComponent(t.db)).componentId;
  ids.regimen = (await insertRegimen(t.db, [ids.component])).regimenId;
  ids.freeResult = (await resultOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 })).testResultId;
  await worksEveryDay(t.db, cast.doctor.doctorId as number);
  await t.db
    .update(patients)
    .set({ closureRequestedAt: sql`now()` })
    .where(sql`${patients.patientId} = ${cast.otherPatient.patientId}`);
});

interface Call {
  who: 'patient' | 'doctor' | 'admin';
  /** The value of the path's one parameter, where it has one. */
  id?: () => number | null;
  query?: () => string;
  payload?: () => object | Promise<object>;
  /** The patient the event must name (null: a list over many patients); the cast's patient unless said. */
  patient?: () => number | null;
}

const patientId = () => cast.patient.patientId as number;
const none = () => null;
const appointmentId = () => ids.appointment;

const calls: Record<string, Call> = {
  'POST /Appointment/Create': {
    who: 'patient',
    payload: () => ({
      doctorId: cast.doctor.doctorId,
      appointmentDate: daysFromToday(9),
      appointmentTime: '10:00:00',
      appointmentType: 'Appointment',
    }),
  },
  'GET /Appointment/GetByPatientId/:id': { who: 'patient', id: patientId },
  // A list of one patient's appointments names that patient; the doctor has seen no other here.
  'GET /Appointment/GetByDoctorId/:id': {
    who: 'doctor',
    id: () => cast.doctor.doctorId,
    query: () => '?page=1&pageSize=10',
  },
  'GET /Appointment/GetByID/:id': { who: 'doctor', id: appointmentId },
  'GET /Appointment/Calendar/:id': { who: 'patient', id: appointmentId },
  'PUT /Appointment/Update': {
    who: 'doctor',
    payload: () => ({ appointmentId: ids.appointment, status: 'Confirmed' }),
  },
  'GET /TestResult/GetAll': { who: 'patient' },
  'GET /TestResult/GetByID/:id': { who: 'doctor', id: () => ids.result },
  'GET /TestResult/GetByAppointmentId/:appointmentId': { who: 'doctor', id: appointmentId },
  'POST /TestResult/Create': {
    who: 'doctor',
    payload: () => ({ appointmentId: ids.open, resultValue: '640' }),
  },
  'PUT /TestResult/Update': {
    who: 'doctor',
    payload: () => ({ testResultId: ids.result, appointmentId: ids.appointment, resultValue: '660' }),
  },
  'GET /Treatment/GetAll': { who: 'patient' },
  'POST /Treatment/Create': {
    who: 'doctor',
    payload: () => ({
      testResultId: ids.freeResult,
      regimenId: ids.regimen,
      startDate: daysFromToday(1),
      endDate: daysFromToday(90),
      overrideReason: 'Đã cân nhắc mọi cảnh báo',
      acknowledgedRuleIds: [],
    }),
  },
  'POST /Treatment/Refill': {
    who: 'doctor',
    payload: () => ({ treatmentId: ids.treatment, dispenseDate: daysFromToday(0), daysDispensed: 30 }),
  },
  'GET /Clinical/Summary/:patientId': { who: 'doctor', id: patientId },
  'POST /Clinical/EacSession': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), sessionDate: daysFromToday(-1), notes: 'Tư vấn' }),
  },
  'PUT /Clinical/ArtStartDate': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), artStartDate: daysFromToday(-400) }),
  },
  'PUT /Clinical/Breastfeeding': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), isBreastfeeding: true, recordedOn: daysFromToday(-1) }),
  },
  'PUT /Clinical/TransferIn': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), date: daysFromToday(-30), fromClinic: 'Phòng khám Quận 3' }),
  },
  'GET /Clinical/Worklist': { who: 'doctor', patient: none },
  'PUT /Clinical/CoMedications': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), coMedications: ['METFORMIN'] }),
  },
  'PUT /Clinical/Hypersensitivities': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), hypersensitivities: ['ABC'], hlaB5701: 'positive' }),
  },
  'POST /Clinical/Weight': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), date: daysFromToday(0), weightKg: 61 }),
  },
  'POST /Clinical/CheckRegimen': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), componentIds: [ids.component] }),
  },
  'PUT /Clinical/ArtNumber': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), artNumber: 'AUDIT-01' }),
  },
  'PUT /Clinical/Identifiers': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), insuranceExpiry: daysFromToday(200) }),
  },
  'POST /Lab/Specimens': { who: 'doctor', payload: () => ({ appointmentId: ids.collect }) },
  'GET /Lab/Specimens': {
    who: 'doctor',
    query: () => `?from=${daysFromToday(-7)}&to=${daysFromToday(0)}`,
    patient: none,
  },
  'GET /Lab/Manifest': {
    who: 'doctor',
    query: () => `?from=${daysFromToday(-7)}&to=${daysFromToday(0)}`,
    patient: none,
  },
  'GET /Lab/Review': { who: 'doctor', patient: none },
  'POST /Lab/Review/:reviewId/Match': {
    who: 'doctor',
    id: () => ids.heldRow,
    payload: () => ({ appointmentId: ids.spareSpecimen }),
  },
  'POST /Lab/Review/:reviewId/Reject': {
    who: 'doctor',
    id: () => ids.otherHeldRow,
    payload: () => ({ reason: 'Mẫu của cơ sở khác' }),
  },
  'GET /Retention/Tracing': { who: 'doctor', patient: none },
  'POST /Retention/TracingOutcome': {
    who: 'doctor',
    payload: () => ({ patientId: patientId(), date: daysFromToday(0), outcome: 'reached' }),
  },
  'GET /Patient/GetAll': { who: 'admin', query: () => '?page=1', patient: none },
  'GET /User/All': { who: 'admin', patient: none },
  'GET /Patient/GetByID/:id': { who: 'patient', id: patientId },
  'PUT /patient/Update': {
    who: 'patient',
    // The profile as read, with a new address.
    payload: async () => ({
      ...(await t.get(`/api/Patient/GetByID/${patientId()}`, cast.patient.token)).body.data,
      address: '5 Trần Phú, Huế',
    }),
  },
  'GET /Audit/Events': { who: 'admin', query: () => `?patientId=${patientId()}&preset=24h` },
  'GET /Audit/Events/Export': { who: 'admin', query: () => `?patientId=${patientId()}` },
  'GET /Patient/MyData': { who: 'patient' },
  'GET /Messaging/Preferences': { who: 'patient' },
  'PUT /Messaging/Preferences': { who: 'patient', payload: () => ({ email: true, sms: false, zalo: false }) },
  'POST /Messaging/Phone/SendCode': { who: 'patient' },
  'POST /Messaging/Phone/Verify': {
    who: 'patient',
    // The code sent to the account's number, issued here: the SMS never leaves.
    payload: async () => {
      const [account] = await t.db
        .select({ phone: users.phoneNumber })
        .from(users)
        .where(eq(users.userId, cast.patient.userId));
      const secret = t.app.ctx.config.jwtSecret;
      const boundTo = account?.phone;
      return { code: await issueCode(t.db, secret, cast.patient.userId, 'verify_phone', { boundTo }) };
    },
  },
  'POST /Patient/RequestClosure': { who: 'patient' },
  'GET /Patient/ClosureRequests': { who: 'admin', patient: none },
  'POST /Patient/CompleteClosure/:id': {
    who: 'admin',
    id: () => cast.otherPatient.patientId,
    patient: () => cast.otherPatient.patientId,
  },
};

/** Where a call goes: /api and its path, the parameter filled in, then its query. */
function urlOf(name: string, call: Call): string {
  const path = name.slice(name.indexOf(' ') + 1);
  const filled = call.id ? path.replace(/:\w+/, String(call.id())) : path;
  return `/api${filled}${call.query?.() ?? ''}`;
}

/** Every endpoint of the contract that declares `audit`, as "METHOD path". */
function auditedEndpoints(): Map<string, AuditDeclaration> {
  const found = new Map<string, AuditDeclaration>();
  const walk = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 3) return;
    const e = node as { method?: string; path?: string; audit?: AuditDeclaration };
    if (typeof e.method === 'string' && typeof e.path === 'string') {
      if (e.audit) found.set(`${e.method} ${e.path}`, e.audit);
      return;
    }
    for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(endpoints, 0);
  return found;
}

describe('every audited endpoint', () => {
  it('is called below', () => {
    expect(Object.keys(calls).sort()).toEqual([...auditedEndpoints().keys()].sort());
  });

  it.each(Object.keys(calls))(
    '%s writes exactly one allowed event with its caller, patient, category and action',
    async (name) => {
      const call = calls[name] as Call;
      const audit = auditedEndpoints().get(name) as AuditDeclaration;
      // Made first: a body built from a read must not count that read.
      const payload = await call.payload?.();
      const [last] = await t.db
        .select({ max: sql<number | null>`max(${auditEvents.eventId})` })
        .from(auditEvents);
      const who = { patient: cast.patient, doctor: cast.doctor, admin: cast.staffLike.Admin as CreatedUser }[
        call.who
      ];
      const method = name.slice(0, name.indexOf(' ')) as 'GET' | 'POST' | 'PUT';
      const res = await t.call({ method, url: urlOf(name, call), token: who.token, payload });
      expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(gt(auditEvents.eventId, Number(last?.max ?? 0)))
        .orderBy(asc(auditEvents.eventId));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actorUserId: who.userId,
        actorRole: who.role,
        patientId: (call.patient ?? patientId)(),
        category: audit.category,
        action: audit.action,
        outcome: 'allowed',
      });
    },
  );
});
