import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  appointmentMessages,
  messages,
} from '@clinic/contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema.js';
import { DEFAULT_PAGE_SIZE } from '../src/lib/paging.js';
import { useTestApp } from './helpers/build.js';
import { insertResult, insertTestType, SECRET_IDENTITY } from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import { expectFieldError } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/*
 * The filters and pages of GET /Appointment/GetByDoctorId/{id} and /GetByPatientId/{id} (one list function): each
 * filter alone and together, the page meta, the refusals, ownership and anonymity. The rows are written straight
 * into the table at fixed days (past and future alike, which booking would not allow).
 */

const t = useTestApp();
let doctor: CreatedUser;
let otherDoctor: CreatedUser;
let patient: CreatedUser;
let otherPatient: CreatedUser;
let secret: CreatedUser;
/** The doctor's rows by name, see beforeAll. */
const a: Record<string, number> = {};
let otherDoctorRow: number;

type Row = {
  appointmentId: number;
  status: AppointmentStatus;
  patientId: number | null;
  patientName: string;
};

const ids = (res: { body: { data: Row[] } }) => res.body.data.map((r) => r.appointmentId);
const doctorList = (query = '', as: CreatedUser = doctor, id = doctor.doctorId) =>
  t.get(`/api/Appointment/GetByDoctorId/${id}${query}`, as.token);
const patientList = (query = '', as: CreatedUser = patient, id = patient.patientId) =>
  t.get(`/api/Appointment/GetByPatientId/${id}${query}`, as.token);

async function insert(
  who: CreatedUser,
  by: CreatedUser,
  appointmentDate: string,
  hour: number,
  status: AppointmentStatus,
  o: { testTypeId?: number; isAnonymous?: boolean } = {},
) {
  return insertRow(t.db, appointments, {
    patientId: who.patientId as number,
    doctorId: by.doctorId as number,
    appointmentDate,
    appointmentTime: `${String(hour).padStart(2, '0')}:00:00`,
    appointmentType: o.testTypeId ? 'Medication' : 'Appointment',
    testTypeId: o.testTypeId ?? null,
    isAnonymous: o.isAnonymous ?? false,
    status,
  });
}

beforeAll(async () => {
  doctor = await t.user('Doctor', { fullName: 'BS. Nguyễn Văn An' });
  otherDoctor = await t.user('Doctor', { fullName: 'BS. Lê Minh Châu' });
  patient = await t.user('Patient', { fullName: 'Trần Thị Bình' });
  otherPatient = await t.user('Patient', { fullName: 'Đỗ Thu Trang' });
  secret = await t.user('Patient', SECRET_IDENTITY);
  const cd4 = await insertTestType(t.db, { testTypeName: 'CD4' });
  const completed = await insert(patient, doctor, '2031-03-09', 9, 'Completed', {
    testTypeId: cd4.testTypeId,
  });
  await insertResult(t.db, completed);
  const confirmedWithResult = await insert(patient, doctor, '2031-03-10', 8, 'Confirmed', {
    testTypeId: cd4.testTypeId,
  });
  await insertResult(t.db, confirmedWithResult);
  a.completed = completed.appointmentId;
  a.confirmedWithResult = confirmedWithResult.appointmentId;
  a.anonymous = (
    await insert(secret, doctor, '2031-03-10', 10, 'Confirmed', { isAnonymous: true })
  ).appointmentId;
  a.cancelled = (await insert(otherPatient, doctor, '2031-03-10', 11, 'Cancelled')).appointmentId;
  a.scheduled = (await insert(otherPatient, doctor, '2031-03-11', 9, 'Scheduled')).appointmentId;
  a.missed = (await insert(patient, doctor, '2031-03-12', 9, 'Missed')).appointmentId;
  otherDoctorRow = (await insert(patient, otherDoctor, '2031-03-10', 9, 'Scheduled')).appointmentId;
});

/** The doctor's rows, newest first. */
const newestFirst = () => [
  a.missed,
  a.scheduled,
  a.cancelled,
  a.anonymous,
  a.confirmedWithResult,
  a.completed,
];

describe('without the new parameters (the original clients)', () => {
  it('answers the whole list, newest first, without meta', async () => {
    const res = await doctorList();
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(newestFirst());
    expect(res.body.meta).toBeUndefined();
  });
});

describe('filters', () => {
  it.each(APPOINTMENT_STATUSES)('status=%s keeps that status only', async (status) => {
    const res = await doctorList(`?status=${status}`);
    expect(res.statusCode).toBe(200);
    const expected = { Scheduled: 1, Confirmed: 2, Cancelled: 1, Completed: 1, Missed: 1 }[status];
    expect(res.body.data).toHaveLength(expected);
    expect(res.body.data.every((r: Row) => r.status === status)).toBe(true);
  });

  it('from and to are inclusive days of the appointment, alone or together', async () => {
    expect(ids(await doctorList('?from=2031-03-10&to=2031-03-10'))).toEqual([
      a.cancelled,
      a.anonymous,
      a.confirmedWithResult,
    ]);
    expect(ids(await doctorList('?from=2031-03-11'))).toEqual([a.missed, a.scheduled]);
    expect(ids(await doctorList('?to=2031-03-09'))).toEqual([a.completed]);
    expect(ids(await doctorList('?from=2031-04-01'))).toEqual([]);
  });

  it('hasTestResult keeps the rows with or without a result', async () => {
    expect(ids(await doctorList('?hasTestResult=true'))).toEqual([a.confirmedWithResult, a.completed]);
    expect(ids(await doctorList('?status=Confirmed&hasTestResult=false'))).toEqual([a.anonymous]);
  });

  it('sort=asc answers soonest first', async () => {
    expect(ids(await doctorList('?sort=asc'))).toEqual(newestFirst().reverse());
    expect(ids(await doctorList('?sort=desc'))).toEqual(newestFirst());
  });

  it('combines the filters with each other and with paging', async () => {
    const res = await doctorList(
      '?status=Confirmed&from=2031-03-10&to=2031-03-10&sort=asc&page=1&pageSize=1',
    );
    expect(ids(res)).toEqual([a.confirmedWithResult]);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 1, total: 2 });
  });

  it('a search typed as a date (dd/MM/yyyy) finds that day, within from and to', async () => {
    const day = await doctorList(`?search=${encodeURIComponent('10/03/2031')}&page=1&pageSize=10`);
    expect(ids(day)).toEqual([a.cancelled, a.anonymous, a.confirmedWithResult]);
    expect(day.body.meta.total).toBe(3);
    expect(ids(await doctorList(`?search=${encodeURIComponent('10/03/2031')}&from=2031-03-11`))).toEqual([]);
    expect(ids(await doctorList('?search=2031-03-12'))).toEqual([a.missed]);
  });

  it('a text search ignores accents and case, on names and on the anonymous label', async () => {
    expect(ids(await doctorList('?search=BINH&status=Completed'))).toEqual([a.completed]);
    expect(ids(await doctorList('?search=an%20danh&from=2031-03-10'))).toEqual([a.anonymous]);
    expect(ids(await doctorList('?search=bi%20mat&status=Confirmed'))).toEqual([]);
  });

  it('a text search still combines with the filters', async () => {
    const res = await doctorList(`?search=${encodeURIComponent('bình')}&status=Completed&page=1`);
    expect(ids(res)).toEqual([a.completed]);
    expect(res.body.meta).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, total: 1 });
  });
});

describe('pages', () => {
  it('answers one page and the meta of the filtered whole', async () => {
    const all = newestFirst();
    const second = await doctorList('?page=2&pageSize=2');
    expect(ids(second)).toEqual(all.slice(2, 4));
    expect(second.body.meta).toEqual({ page: 2, pageSize: 2, total: 6 });
    const last = await doctorList('?page=2&pageSize=4');
    expect(ids(last)).toEqual(all.slice(4));
    expect(last.body.meta).toEqual({ page: 2, pageSize: 4, total: 6 });
    const past = await doctorList('?page=5&pageSize=4');
    expect(ids(past)).toEqual([]);
    expect(past.body.meta).toEqual({ page: 5, pageSize: 4, total: 6 });
    const sizeOnly = await doctorList('?pageSize=3&sort=asc');
    expect(ids(sizeOnly)).toEqual(all.reverse().slice(0, 3));
    expect(sizeOnly.body.meta).toEqual({ page: 1, pageSize: 3, total: 6 });
    const none = await doctorList('?status=Missed&to=2031-03-01&page=1&pageSize=5');
    expect(none.body).toMatchObject({ data: [], meta: { page: 1, pageSize: 5, total: 0 } });
  });
});

describe('refusals', () => {
  it.each([
    ['status', '?status=Pending', appointmentMessages.invalidStatus],
    ['from', '?from=10/03/2031', messages.common.invalidDate],
    ['to', '?to=2031-02-30', messages.common.invalidDate],
    ['to', '?from=2031-03-11&to=2031-03-10', messages.common.dateRangeReversed],
    ['hasTestResult', '?hasTestResult=1', messages.common.mustBeBoolean],
    ['sort', '?sort=newest', appointmentMessages.invalidSort],
  ])('%s: %s is a 400 with its Vietnamese message, and nothing is written', async (field, query, message) => {
    const before = await t.db.select({ n: count() }).from(appointments);
    const res = await doctorList(query);
    expectFieldError(res, field, message);
    expect(res.body.status).toBe(false);
    expect(await t.db.select({ n: count() }).from(appointments)).toEqual(before);
  });

  it.each(['?page=0', '?pageSize=101', '?page=x', '?status=Missed&status=Cancelled', '?state=x'])(
    'refuses a bad page, page size, repeated status or unknown parameter with 400: %s',
    async (query) => {
      expect((await doctorList(query)).statusCode).toBe(400);
      expect((await patientList(query)).statusCode).toBe(400);
    },
  );
});

describe('ownership', () => {
  it("answers 404 for another doctor's or another patient's id, with any filter", async () => {
    const theirs = await doctorList('?status=Scheduled&page=1', doctor, otherDoctor.doctorId);
    expect(theirs.statusCode).toBe(404);
    const notMine = await patientList('?from=2031-03-10&page=1', patient, otherPatient.patientId);
    expect(notMine.statusCode).toBe(404);
  });

  it('the same filters give each caller their own rows only', async () => {
    // One prepared statement serves both doctors: the id is a parameter, never part of the statement.
    expect(ids(await doctorList('?status=Scheduled&page=1'))).toEqual([a.scheduled]);
    const other = await doctorList('?status=Scheduled&page=1', otherDoctor, otherDoctor.doctorId);
    expect(ids(other)).toEqual([otherDoctorRow]);
    expect(ids(await doctorList('?status=Scheduled&page=1'))).toEqual([a.scheduled]);
  });

  it("filters a patient's own list the same way, across their doctors", async () => {
    expect(ids(await patientList('?from=2031-03-10&to=2031-03-10'))).toEqual([
      otherDoctorRow,
      a.confirmedWithResult,
    ]);
    const scheduled = await patientList('?status=Scheduled&page=1&pageSize=20');
    expect(ids(scheduled)).toEqual([otherDoctorRow]);
    expect(scheduled.body.meta).toEqual({ page: 1, pageSize: 20, total: 1 });
    const mine = await patientList('?page=1&pageSize=2');
    expect(ids(mine)).toEqual([a.missed, otherDoctorRow]);
    expect(mine.body.meta.total).toBe(4);
    expect(ids(await patientList('?status=Scheduled', otherPatient, otherPatient.patientId))).toEqual([
      a.scheduled,
    ]);
  });
});

describe('anonymity', () => {
  function expectNoIdentity(body: unknown) {
    const text = JSON.stringify(body);
    for (const value of Object.values(SECRET_IDENTITY)) expect(text).not.toContain(value);
    expect(text).not.toContain(`"patientId":${secret.patientId}`);
  }

  it('filtered and paged lists give the doctor no identity of an anonymous patient', async () => {
    for (const query of [
      '?status=Confirmed',
      '?from=2031-03-10&to=2031-03-10&page=1&pageSize=10',
      '?hasTestResult=false&sort=asc&page=1',
      `?search=${encodeURIComponent('10/03/2031')}`,
    ]) {
      const res = await doctorList(query);
      const row = res.body.data.find((r: Row) => r.appointmentId === a.anonymous);
      expect(row, query).toMatchObject({ patientId: null, patientName: appointmentMessages.anonymousName });
      expectNoIdentity(res.body);
    }
  });

  it("a doctor's filtered search never matches the hidden name, but finds 'Ẩn danh'", async () => {
    const byName = await doctorList(`?search=${encodeURIComponent('Bí Mật')}&status=Confirmed&page=1`);
    expect(byName.body).toMatchObject({ data: [], meta: { total: 0 } });
    const byLabel = await doctorList(`?search=${encodeURIComponent('ẩn danh')}&from=2031-03-10&page=1`);
    expect(ids(byLabel)).toEqual([a.anonymous]);
    expectNoIdentity(byLabel.body);
  });
});
