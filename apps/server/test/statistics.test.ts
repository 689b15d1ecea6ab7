import { type AppointmentStatus, clinicNow, DEFAULT_CLINIC_TZ } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastSixMonths } from '../src/admin/statistics.js';
import { appointments, articles, categories } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import {
  insertComponent,
  insertRegimen,
  insertResult,
  insertTestType,
  insertTreatment,
} from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import { expectOnlyRoles } from './helpers/expect.js';
import { type CreatedUser, staffUpdateBody } from './helpers/factories.js';

const { t, users } = useAppWithEveryRole();
let otherDoctor: CreatedUser;
let otherPatient: CreatedUser;

const pad = (n: number) => String(n).padStart(2, '0');
/** A day of the month `back` months before the current clinic month. */
function dayOfMonthBack(back: number, day: number): string {
  const [y, m] = clinicNow(DEFAULT_CLINIC_TZ).date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(day)}`;
}

let hour = 8;
async function appointment(
  doctor: CreatedUser,
  patient: CreatedUser,
  date: string,
  status: AppointmentStatus = 'Completed',
) {
  hour = hour >= 18 ? 8 : hour + 1;
  const row = await insertRow(t.db, appointments, {
    patientId: patient.patientId as number,
    doctorId: doctor.doctorId as number,
    appointmentDate: date,
    appointmentTime: `${pad(hour)}:00:00`,
    appointmentType: 'Appointment',
    status,
  });
  return row as typeof appointments.$inferSelect;
}

beforeAll(async () => {
  otherDoctor = await t.user('Doctor');
  otherPatient = await t.user('Patient');
  // Accounts that the dashboards must not count: unverified or deactivated.
  await t.user('Patient', { isVerified: false });
  await t.user('Patient', { isActive: false });
  await t.user('Doctor', { isActive: false });
  await t.user('Staff', { isActive: false });
  await t.user('Staff', { isVerified: false });
  // Managers and admins are not part of the account total.
  await t.user('Manager');

  // Appointments: 2 this month, 1 three months back, 1 five months back; 1 six months back and 1 next month
  // fall outside the window.
  const mine = [
    await appointment(users.Doctor, users.Patient, dayOfMonthBack(0, 1)),
    await appointment(users.Doctor, users.Patient, dayOfMonthBack(0, 2)),
    await appointment(users.Doctor, otherPatient, dayOfMonthBack(3, 28)),
  ];
  await appointment(otherDoctor, otherPatient, dayOfMonthBack(5, 1));
  await appointment(otherDoctor, otherPatient, dayOfMonthBack(6, 28));
  await appointment(otherDoctor, users.Patient, dayOfMonthBack(-1, 1), 'Scheduled');

  const [category] = await t.db.insert(categories).values({ categoryName: 'Tin tức' }).returning();
  await t.db.insert(articles).values([
    { title: 'A', content: 'a', categoryId: category?.categoryId as number },
    { title: 'B', content: 'b', categoryId: category?.categoryId as number, isActive: false },
  ]);
  const type = await insertTestType(t.db);
  await insertTestType(t.db, { testTypeName: 'Cũ', unit: 'mg/dL', normalRange: '1-2', isActive: false });
  const component = await insertComponent(t.db, { componentName: 'TDF' });
  await insertComponent(t.db, { componentName: 'Cũ', description: 'Ngưng dùng', isActive: false });
  const regimen = await insertRegimen(t.db, [component.componentId]);
  const results = [];
  for (const a of mine.slice(0, 2))
    results.push(await insertResult(t.db, { ...a, testTypeId: type.testTypeId }));
  await insertTreatment(t.db, results[0]?.testResultId as number, regimen.regimenId, {
    startDate: dayOfMonthBack(0, 1),
    endDate: dayOfMonthBack(-3, 1),
  });
});

describe('lastSixMonths', () => {
  it('is the current clinic month and the 5 before it, oldest first, across a year boundary', () => {
    expect(lastSixMonths('Asia/Ho_Chi_Minh', new Date('2025-02-15T05:00:00Z'))).toEqual([
      { year: 2024, month: 9 },
      { year: 2024, month: 10 },
      { year: 2024, month: 11 },
      { year: 2024, month: 12 },
      { year: 2025, month: 1 },
      { year: 2025, month: 2 },
    ]);
  });

  it('reads the month in clinic time, not UTC', () => {
    // 20:00 UTC on 31 January is already 1 February in Vietnam (UTC+7).
    const months = lastSixMonths('Asia/Ho_Chi_Minh', new Date('2025-01-31T20:00:00Z'));
    expect(months.at(-1)).toEqual({ year: 2025, month: 2 });
    expect(lastSixMonths('UTC', new Date('2025-01-31T20:00:00Z')).at(-1)).toEqual({ year: 2025, month: 1 });
  });
});

describe('GET /api/AdminDashboard/GetAppointmentsLast6Months', () => {
  it('answers 6 months with the counts of the inserted appointments, empty months as 0', async () => {
    const res = await t.get('/api/AdminDashboard/GetAppointmentsLast6Months', users.Admin.token);
    expect(res.statusCode).toBe(200);
    const expected = [5, 4, 3, 2, 1, 0].map((back) => {
      const [year, month] = dayOfMonthBack(back, 1).split('-').map(Number) as [number, number];
      return { year, month, label: `${month}/${year}`, count: { 5: 1, 3: 1, 0: 2 }[back] ?? 0 };
    });
    expect(res.body.data).toEqual(expected);
  });
});

describe('GET /api/Statistics/Counts', () => {
  const system = {
    scope: 'system',
    // Active and verified only: the caller patient and the other patient; the two doctors; the caller staff.
    patients: 2,
    doctors: 2,
    staff: 1,
    accountsTotal: 5,
    articles: 2,
    treatments: 1,
    regimens: 1,
    testTypes: 1,
    testResults: 2,
    arvComponents: 1,
    appointments: 6,
  };

  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'gives %s the system counts, numbers only',
    async (role) => {
      const res = await t.get('/api/Statistics/Counts', users[role].token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual(system);
    },
  );

  it('gives a doctor their own counts: distinct patients, results and appointments', async () => {
    const res = await t.get('/api/Statistics/Counts', users.Doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ scope: 'doctor', patients: 2, testResults: 2, appointments: 3 });
    const other = await t.get('/api/Statistics/Counts', otherDoctor.token);
    expect(other.body.data).toEqual({ scope: 'doctor', patients: 2, testResults: 0, appointments: 3 });
  });

  it('stops counting an account once the admin deactivates it', async () => {
    const staff = await t.user('Staff');
    const before = await t.get('/api/Statistics/Counts', users.Admin.token);
    const res = await t.call({
      method: 'PUT',
      url: '/api/staff/Update',
      token: users.Admin.token,
      payload: staffUpdateBody(staff, {
        fullName: 'Nhân viên nghỉ việc',
        address: 'Hà Nội',
        isActive: false,
      }),
    });
    expect(res.statusCode).toBe(200);
    const after = await t.get('/api/Statistics/Counts', users.Admin.token);
    expect(after.body.data.staff).toBe(before.body.data.staff - 1);
    expect(after.body.data.accountsTotal).toBe(before.body.data.accountsTotal - 1);
  });
});

describe('permissions of the statistics calls', () => {
  it.each([
    { url: '/api/AdminDashboard/GetAppointmentsLast6Months', allowed: ['Admin'] },
    { url: '/api/Statistics/Counts', allowed: ['Admin', 'Manager', 'Staff', 'Doctor'] },
  ])('GET $url', async ({ url, allowed }) => {
    await expectOnlyRoles(t, users, { method: 'GET', url }, allowed, 200);
  });
});

describe("a doctor's patient count and anonymous appointments", () => {
  it('leaves anonymous appointments out, so the figure never tells whether an anonymous patient is known', async () => {
    const doctor = await t.user('Doctor');
    const known = await t.user('Patient');
    const onlyAnonymous = await t.user('Patient');
    const counts = async () => (await t.get('/api/Statistics/Counts', doctor.token)).body.data;
    // Two years ahead: outside the six-month chart of the other tests.
    const day = (d: number) => dayOfMonthBack(-24, d);
    await appointment(doctor, known, day(3));
    expect(await counts()).toEqual({ scope: 'doctor', patients: 1, testResults: 0, appointments: 1 });

    const anonymous = async (patient: CreatedUser, d: number) => {
      const row = await appointment(doctor, patient, day(d));
      await t.db
        .update(appointments)
        .set({ isAnonymous: true })
        .where(eq(appointments.appointmentId, row.appointmentId));
    };
    // Whether the anonymous patient already saw this doctor or is new to them, the figure stays the same.
    await anonymous(known, 4);
    expect(await counts()).toEqual({ scope: 'doctor', patients: 1, testResults: 0, appointments: 2 });
    await anonymous(onlyAnonymous, 5);
    expect(await counts()).toEqual({ scope: 'doctor', patients: 1, testResults: 0, appointments: 3 });
  });
});
