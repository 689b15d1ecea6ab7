import { type AuditDeclaration, endpoints } from '@clinic/contract';
import { asc, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients } from '../src/db/schema.js';
import {
  appointmentOf,
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertResult,
  insertTestType,
  insertTreatment,
  useAppWithCast,
  worksEveryDay,
} from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * Every endpoint that declares `audit` in the contract, called once as it is used: each call writes exactly one
 * event, with its caller, its patient, its category and its action. The list of calls must name every audited
 * endpoint, so that a new one cannot go untested.
 */
const { t, cast } = useAppWithCast();
const ids = {
  cd4: 0,
  appointment: 0,
  result: 0,
  treatment: 0,
  regimen: 0,
  component: 0,
  freeResult: 0,
  open: 0,
};

beforeAll(async () => {
  ids.cd4 = (await insertTestType(t.db, { testTypeName: 'CD4' })).testTypeId;
  const a = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 });
  ids.appointment = a.appointmentId;
  ids.result = (await insertResult(t.db, a)).testResultId;
  const regimen = await insertRegimen(t.db, [(await insertComponent(t.db)).componentId]);
  ids.treatment = (
    await insertTreatment(t.db, ids.result, regimen.regimenId, {
      startDate: daysFromToday(-30),
      endDate: daysFromToday(60),
    })
  ).treatmentId;
  ids.open = (await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 })).appointmentId;
  ids.component = (await insertComponent(t.db)).componentId;
  ids.regimen = (await insertRegimen(t.db, [ids.component])).regimenId;
  const free = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: ids.cd4 });
  ids.freeResult = (await insertResult(t.db, free)).testResultId;
  await worksEveryDay(t.db, cast.doctor.doctorId as number);
  await t.db
    .update(patients)
    .set({ closureRequestedAt: sql`now()` })
    .where(sql`${patients.patientId} = ${cast.otherPatient.patientId}`);
});

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  who: () => CreatedUser;
  payload?: () => object | Promise<object>;
  /** The patient the event must name (null: a list over many patients). */
  patient: () => number | null;
}

const patientId = () => cast.patient.patientId as number;
const admin = () => cast.staffLike.Admin as CreatedUser;

const calls: Record<string, Call> = {
  'POST /Appointment/Create': {
    method: 'POST',
    url: () => '/api/Appointment/Create',
    who: () => cast.patient,
    payload: () => ({
      doctorId: cast.doctor.doctorId,
      appointmentDate: daysFromToday(9),
      appointmentTime: '10:00:00',
      appointmentType: 'Appointment',
    }),
    patient: patientId,
  },
  'GET /Appointment/GetByPatientId/:id': {
    method: 'GET',
    url: () => `/api/Appointment/GetByPatientId/${patientId()}`,
    who: () => cast.patient,
    patient: patientId,
  },
  'GET /Appointment/GetByDoctorId/:id': {
    method: 'GET',
    url: () => `/api/Appointment/GetByDoctorId/${cast.doctor.doctorId}?page=1&pageSize=10`,
    who: () => cast.doctor,
    // A list of one patient's appointments names that patient; the doctor has seen no other here.
    patient: patientId,
  },
  'GET /Appointment/GetByID/:id': {
    method: 'GET',
    url: () => `/api/Appointment/GetByID/${ids.appointment}`,
    who: () => cast.doctor,
    patient: patientId,
  },
  'GET /Appointment/Calendar/:id': {
    method: 'GET',
    url: () => `/api/Appointment/Calendar/${ids.appointment}`,
    who: () => cast.patient,
    patient: patientId,
  },
  'PUT /Appointment/Update': {
    method: 'PUT',
    url: () => '/api/Appointment/Update',
    who: () => cast.doctor,
    payload: () => ({ appointmentId: ids.appointment, status: 'Confirmed' }),
    patient: patientId,
  },
  'GET /TestResult/GetAll': {
    method: 'GET',
    url: () => '/api/TestResult/GetAll',
    who: () => cast.patient,
    patient: patientId,
  },
  'GET /TestResult/GetByID/:id': {
    method: 'GET',
    url: () => `/api/TestResult/GetByID/${ids.result}`,
    who: () => cast.doctor,
    patient: patientId,
  },
  'GET /TestResult/GetByAppointmentId/:appointmentId': {
    method: 'GET',
    url: () => `/api/TestResult/GetByAppointmentId/${ids.appointment}`,
    who: () => cast.doctor,
    patient: patientId,
  },
  'POST /TestResult/Create': {
    method: 'POST',
    url: () => '/api/TestResult/Create',
    who: () => cast.doctor,
    payload: () => ({ appointmentId: ids.open, resultValue: '640' }),
    patient: patientId,
  },
  'PUT /TestResult/Update': {
    method: 'PUT',
    url: () => '/api/TestResult/Update',
    who: () => cast.doctor,
    payload: () => ({ testResultId: ids.result, appointmentId: ids.appointment, resultValue: '660' }),
    patient: patientId,
  },
  'GET /Treatment/GetAll': {
    method: 'GET',
    url: () => '/api/Treatment/GetAll',
    who: () => cast.patient,
    patient: patientId,
  },
  'POST /Treatment/Create': {
    method: 'POST',
    url: () => '/api/Treatment/Create',
    who: () => cast.doctor,
    payload: () => ({
      testResultId: ids.freeResult,
      regimenId: ids.regimen,
      startDate: daysFromToday(1),
      endDate: daysFromToday(90),
      overrideReason: 'Đã cân nhắc mọi cảnh báo',
      acknowledgedRuleIds: [],
    }),
    patient: patientId,
  },
  'POST /Treatment/Refill': {
    method: 'POST',
    url: () => '/api/Treatment/Refill',
    who: () => cast.doctor,
    payload: () => ({ treatmentId: ids.treatment, dispenseDate: daysFromToday(0), daysDispensed: 30 }),
    patient: patientId,
  },
  'GET /Clinical/Summary/:patientId': {
    method: 'GET',
    url: () => `/api/Clinical/Summary/${patientId()}`,
    who: () => cast.doctor,
    patient: patientId,
  },
  'POST /Clinical/EacSession': {
    method: 'POST',
    url: () => '/api/Clinical/EacSession',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), sessionDate: daysFromToday(-1), notes: 'Tư vấn' }),
    patient: patientId,
  },
  'PUT /Clinical/ArtStartDate': {
    method: 'PUT',
    url: () => '/api/Clinical/ArtStartDate',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), artStartDate: daysFromToday(-400) }),
    patient: patientId,
  },
  'GET /Clinical/Worklist': {
    method: 'GET',
    url: () => '/api/Clinical/Worklist',
    who: () => cast.doctor,
    patient: () => null,
  },
  'PUT /Clinical/CoMedications': {
    method: 'PUT',
    url: () => '/api/Clinical/CoMedications',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), coMedications: ['METFORMIN'] }),
    patient: patientId,
  },
  'POST /Clinical/Weight': {
    method: 'POST',
    url: () => '/api/Clinical/Weight',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), date: daysFromToday(0), weightKg: 61 }),
    patient: patientId,
  },
  'POST /Clinical/CheckRegimen': {
    method: 'POST',
    url: () => '/api/Clinical/CheckRegimen',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), componentIds: [ids.component] }),
    patient: patientId,
  },
  'GET /Retention/Tracing': {
    method: 'GET',
    url: () => '/api/Retention/Tracing',
    who: () => cast.doctor,
    patient: () => null,
  },
  'POST /Retention/TracingOutcome': {
    method: 'POST',
    url: () => '/api/Retention/TracingOutcome',
    who: () => cast.doctor,
    payload: () => ({ patientId: patientId(), date: daysFromToday(0), outcome: 'reached' }),
    patient: patientId,
  },
  'GET /Patient/GetAll': {
    method: 'GET',
    url: () => '/api/Patient/GetAll?page=1',
    who: admin,
    patient: () => null,
  },
  'GET /User/All': { method: 'GET', url: () => '/api/User/All', who: admin, patient: () => null },
  'GET /Patient/GetByID/:id': {
    method: 'GET',
    url: () => `/api/Patient/GetByID/${patientId()}`,
    who: () => cast.patient,
    patient: patientId,
  },
  'PUT /patient/Update': {
    method: 'PUT',
    url: () => '/api/patient/Update',
    who: () => cast.patient,
    // The profile as read, with a new address.
    payload: async () => ({
      ...(await t.get(`/api/Patient/GetByID/${patientId()}`, cast.patient.token)).body.data,
      address: '5 Trần Phú, Huế',
    }),
    patient: patientId,
  },
  'GET /Audit/Events/Export': {
    method: 'GET',
    url: () => `/api/Audit/Events/Export?patientId=${patientId()}`,
    who: admin,
    patient: patientId,
  },
  'GET /Patient/MyData': {
    method: 'GET',
    url: () => '/api/Patient/MyData',
    who: () => cast.patient,
    patient: patientId,
  },
  'POST /Patient/RequestClosure': {
    method: 'POST',
    url: () => '/api/Patient/RequestClosure',
    who: () => cast.patient,
    patient: patientId,
  },
  'GET /Patient/ClosureRequests': {
    method: 'GET',
    url: () => '/api/Patient/ClosureRequests',
    who: admin,
    patient: () => null,
  },
  'POST /Patient/CompleteClosure/:id': {
    method: 'POST',
    url: () => `/api/Patient/CompleteClosure/${cast.otherPatient.patientId}`,
    who: admin,
    patient: () => cast.otherPatient.patientId,
  },
};

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
      const who = call.who();
      const res = await t.call({
        method: call.method,
        url: call.url(),
        token: who.token,
        payload,
      });
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
        patientId: call.patient(),
        category: audit.category,
        action: audit.action,
        outcome: 'allowed',
      });
    },
  );
});
