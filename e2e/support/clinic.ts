import {
  addDays,
  clinicToday as clinicTodayIn,
  DEFAULT_CLINIC_TZ,
  formatDateVi,
  type TestTypeItem,
  type TestTypeKind,
  type Weekday,
  weekdayOf,
} from '@clinic/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './env.js';
import { codeIn, waitForMail } from './mail.js';
import { uniqueSuffix } from './pages.js';

/** The demo doctors and patients of the seed (apps/server/src/db/seed/people.ts) and their working days. */
export const DEMO = {
  doctor1: { fullName: 'Nguyễn Thị Mai Lan', workDays: ['Monday', 'Wednesday', 'Friday'] as Weekday[] },
  doctor2: { fullName: 'Hoàng Văn Đức', workDays: ['Tuesday', 'Thursday', 'Saturday'] as Weekday[] },
  patient1: { fullName: 'Võ Thanh Hùng', email: 'patient1@clinic.local' },
  patient2: { fullName: 'Đặng Thị Ngọc Anh', email: 'patient2@clinic.local' },
} as const;

export { formatDateVi };

/** Today in clinic time (the server of the browser tests runs with the default CLINIC_TZ), yyyy-MM-dd. */
export function clinicToday(): string {
  return clinicTodayIn(DEFAULT_CLINIC_TZ);
}

/** A date `days` after today in clinic time. */
export function daysFromToday(days: number): string {
  return addDays(clinicToday(), days);
}

/**
 * The nth date (1 = the first) strictly after today in clinic time that falls on one of the weekdays. Tests pick
 * different n and hours so that they never share a slot on the one database of a run.
 */
export function workingDay(workDays: readonly Weekday[], nth = 1): string {
  let date = clinicToday();
  let found = 0;
  while (found < nth) {
    date = addDays(date, 1);
    if (workDays.includes(weekdayOf(date))) found += 1;
  }
  return date;
}

/** A slot of a demo doctor for one test: their nth working day (workingDay) at `hour`. */
export function demoSlot(
  doctor: 'doctor1' | 'doctor2',
  nth: number,
  hour: string,
): { date: string; hour: string } {
  return { date: workingDay(DEMO[doctor].workDays, nth), hour };
}

export interface ApiSession {
  token: string;
  userId: number;
  doctorId?: number;
  patientId?: number;
  fullName: string;
}

/** POST /api/Auth/login with the demo password; the token and user details of the answer. */
export async function apiLogin(request: APIRequestContext, username: string): Promise<ApiSession> {
  const res = await request.post(`${E2E_BASE_URL}/api/Auth/login`, {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.status(), `login of ${username}`).toBe(200);
  const { data } = await res.json();
  return { token: data.token, ...data.userDetails };
}

/**
 * One authenticated call answering the envelope's data; fails the test with the server's answer when the status is
 * not the expected one (any 2xx when none is given).
 */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  expectedStatus?: number,
): Promise<T> {
  const res = await request.fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await res.text();
  if (expectedStatus === undefined) expect(res.ok(), `${method} ${path}: ${res.status()} ${text}`).toBe(true);
  else expect(res.status(), `${method} ${path}: ${text}`).toBe(expectedStatus);
  return (text ? JSON.parse(text).data : null) as T;
}

export interface ApiAppointment {
  appointmentId: number;
  status: string;
  patientId: number | null;
  patientName: string;
}

/** The appointment as the server now holds it (GET /api/Appointment/GetByID), read by its patient or doctor. */
export function storedAppointment(
  request: APIRequestContext,
  session: ApiSession,
  appointmentId: number,
): Promise<ApiAppointment> {
  return apiCall<ApiAppointment>(request, session, 'GET', `/Appointment/GetByID/${appointmentId}`);
}

/** POST /api/Appointment/Create as the patient (a plain visit, or a test when testTypeId is given). */
export function bookByApi(
  request: APIRequestContext,
  patient: ApiSession,
  doctorId: number,
  date: string,
  hour: string,
  options: { testTypeId?: number; expectedStatus?: number } = {},
): Promise<ApiAppointment> {
  return apiCall<ApiAppointment>(
    request,
    patient,
    'POST',
    '/Appointment/Create',
    {
      patientId: patient.patientId,
      doctorId,
      appointmentDate: date,
      appointmentTime: `${hour}:00`,
      appointmentType: options.testTypeId ? 'Medication' : 'Appointment',
      testTypeId: options.testTypeId ?? null,
      isAnonymous: false,
      status: 'Pending',
    },
    options.expectedStatus,
  );
}

/** A demo patient books a demo doctor's slot through the API; both sessions come back for what follows. */
export async function bookDemoSlot(
  request: APIRequestContext,
  patientName: string,
  doctorName: string,
  date: string,
  hour: string,
): Promise<{ patient: ApiSession; doctor: ApiSession; booked: ApiAppointment }> {
  const patient = await apiLogin(request, patientName);
  const doctor = await apiLogin(request, doctorName);
  const booked = await bookByApi(request, patient, doctor.doctorId as number, date, hour);
  return { patient, doctor, booked };
}

/** The doctor accepts a booked appointment through the API (PUT /api/Appointment/Update to Confirmed). */
export async function confirmByApi(
  request: APIRequestContext,
  doctor: ApiSession,
  appointmentId: number,
): Promise<void> {
  await apiCall(request, doctor, 'PUT', '/Appointment/Update', { appointmentId, status: 'Confirmed' });
}

/** The doctor records the result of an accepted appointment through the API (POST /api/TestResult/Create). */
export async function resultByApi(
  request: APIRequestContext,
  doctor: ApiSession,
  appointmentId: number,
  result: { resultValue: string; notes?: string },
): Promise<void> {
  await apiCall(request, doctor, 'POST', '/TestResult/Create', { appointmentId, ...result });
}

/**
 * A demo patient books a test of one kind (the seed's test type of that kind) with a demo doctor through the API,
 * and the doctor accepts it; both sessions and the test type come back for what follows.
 */
export async function bookConfirmedTest(
  request: APIRequestContext,
  patientName: string,
  doctorName: string,
  slot: { date: string; hour: string; kind: TestTypeKind },
): Promise<{ patient: ApiSession; doctor: ApiSession; booked: ApiAppointment; testType: TestTypeItem }> {
  const patient = await apiLogin(request, patientName);
  const doctor = await apiLogin(request, doctorName);
  const types = await apiCall<TestTypeItem[]>(request, patient, 'GET', '/TestType/GetAll');
  const testType = types.find((type) => type.kind === slot.kind);
  expect(testType, `a test type of kind ${slot.kind}`).toBeDefined();
  const booked = await bookByApi(request, patient, doctor.doctorId as number, slot.date, slot.hour, {
    testTypeId: testType?.testTypeId,
  });
  await confirmByApi(request, doctor, booked.appointmentId);
  return { patient, doctor, booked, testType: testType as TestTypeItem };
}

/**
 * A patient of the test's own, registered and verified through the API as the registration page does it, so that
 * what the test records reaches no other test. Answers the account's username and e-mail.
 */
export async function registerVerifiedPatient(
  request: APIRequestContext,
  who: { usernamePrefix: string; fullName: string; dateOfBirth: string; address: string },
): Promise<{ username: string; email: string }> {
  const suffix = uniqueSuffix();
  const username = `${who.usernamePrefix}${suffix}`;
  const email = `${username}@example.vn`;
  const created = await request.post(`${E2E_BASE_URL}/api/Patient/Create`, {
    data: {
      username,
      password: DEMO_PASSWORD,
      email,
      phoneNumber: '0912345678',
      fullName: who.fullName,
      dateOfBirth: who.dateOfBirth,
      gender: 'Male',
      address: who.address,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const verified = await request.post(`${E2E_BASE_URL}/api/Email/VerifyPatient`, {
    data: { email, verifyCode: codeIn(await waitForMail(email)) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { username, email };
}
