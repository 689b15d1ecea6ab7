import { messages } from '@clinic/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, auditEvents, patients, testResults, treatments, users } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import {
  appointmentOf,
  daysFromToday,
  moveAppointment,
  statusesOf,
  treatmentOf,
  workingDoctor,
} from './helpers/clinical.js';
import { expectMessage, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const { t, users: cast } = useAppWithEveryRole();
const m = messages.accountClosure;

const request = (u: CreatedUser) =>
  t.call({ method: 'POST', url: '/api/Patient/RequestClosure', token: u.token });
const complete = (patientId: number, token?: string) =>
  t.call({ method: 'POST', url: `/api/Patient/CompleteClosure/${patientId}`, token });
const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/Auth/login', payload: { username, password } });
const userRow = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.userId, userId)))[0];
const patientRow = async (patientId: number) =>
  (await t.db.select().from(patients).where(eq(patients.patientId, patientId)))[0];

describe('account closure', () => {
  it('a patient asks once; asking again keeps the first request', async () => {
    const patient = await t.user('Patient');
    const status = await t.get('/api/Patient/ClosureStatus', patient.token);
    expect(status.statusCode).toBe(200);
    expect(status.body.data).toEqual({ patientId: patient.patientId, requestedAt: null });

    const first = await request(patient);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(m.requested);
    const requestedAt = first.body.data.requestedAt as string;
    expect(Number.isNaN(Date.parse(requestedAt))).toBe(false);

    const again = await request(patient);
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(m.alreadyRequested);
    expect(again.body.data.requestedAt).toBe(requestedAt);
    expect((await t.get('/api/Patient/ClosureStatus', patient.token)).body.data.requestedAt).toBe(
      requestedAt,
    );
  });

  it('lists pending requests for the admin, paged, and only pending ones', async () => {
    const asked = await t.user('Patient', { fullName: 'Lê Thị Yêu Cầu' });
    await t.user('Patient', { fullName: 'Chưa Yêu Cầu' });
    await request(asked);
    const res = await t.get('/api/Patient/ClosureRequests?page=1&pageSize=100', cast.Admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, pageSize: 100 });
    const names = (res.body.data as { fullName: string }[]).map((r) => r.fullName);
    expect(names).toContain('Lê Thị Yêu Cầu');
    expect(names).not.toContain('Chưa Yêu Cầu');
    const item = res.body.data.find((r: { patientId: number }) => r.patientId === asked.patientId);
    expect(item).toMatchObject({ userId: asked.userId, fullName: 'Lê Thị Yêu Cầu' });
    expect(typeof item.requestedAt).toBe('string');
    expect(res.body.meta.total).toBe(res.body.data.length);
  });

  it('completes: no sign-in, old token refused, identity replaced, clinical records kept', async () => {
    const patient = await t.user('Patient', { fullName: 'Nguyễn Văn Đóng', phoneNumber: '0987654321' });
    const doctor = await t.user('Doctor');
    const treatment = await treatmentOf(t.db, patient, doctor);
    const patientId = patient.patientId as number;
    // As a real treatment leaves it: its appointment is Completed, so the closure has nothing to cancel.
    await t.db.update(appointments).set({ status: 'Completed' }).where(eq(appointments.patientId, patientId));
    expect((await login(patient.username, patient.password)).statusCode).toBe(200);

    await request(patient);
    const res = await complete(patientId, cast.Admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(m.completed);
    expect(res.body.data).toMatchObject({
      patientId,
      userId: patient.userId,
      fullName: m.closedName(patientId),
      cancelledAppointments: 0,
    });

    // Sign-in disabled and every token ended.
    const relogin = await login(patient.username, patient.password);
    expect(relogin.statusCode).toBe(401);
    expect((await t.get('/api/Patient/ClosureStatus', patient.token)).statusCode).toBe(401);
    expect((await t.get(`/api/Patient/GetByID/${patientId}`, patient.token)).statusCode).toBe(401);

    // Identity replaced, in the profile the admin sees and in the table.
    const profile = await t.get(`/api/Patient/GetByID/${patientId}`, cast.Admin.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.body.data).toMatchObject({
      fullName: `Tài khoản đã đóng #${patientId}`,
      username: `closed-${patient.userId}`,
      email: `closed-${patient.userId}@closed.invalid`,
      isActive: false,
    });
    const row = await userRow(patient.userId);
    expect(row).toMatchObject({
      isActive: false,
      phoneNumber: '',
      address: '',
      avatar: null,
      pendingEmail: null,
    });
    expect(row?.tokenVersion).toBe(1);
    expect(JSON.stringify(row)).not.toContain('Nguyễn Văn Đóng');
    expect(JSON.stringify(row)).not.toContain('0987654321');
    expect((await patientRow(patientId))?.closedAt).toBeInstanceOf(Date);

    // Clinical records kept.
    const kept = await t.db.select().from(appointments).where(eq(appointments.patientId, patientId));
    expect(kept).toHaveLength(1);
    expect(await t.db.select().from(testResults).where(eq(testResults.patientId, patientId))).toHaveLength(1);
    expect(
      await t.db.select().from(treatments).where(eq(treatments.treatmentId, treatment.treatmentId)),
    ).toHaveLength(1);

    // The request and the identity change are in the access log, naming the patient.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, 'update')))
      .orderBy(auditEvents.eventId);
    expect(events).toEqual([
      expect.objectContaining({ category: 'profile', outcome: 'allowed', actorRole: 'Patient' }),
      expect.objectContaining({ category: 'profile', outcome: 'allowed', actorUserId: cast.Admin.userId }),
    ]);

    // No longer pending; completing again is refused.
    const list = await t.get('/api/Patient/ClosureRequests', cast.Admin.token);
    expect(list.body.data.map((r: { patientId: number }) => r.patientId)).not.toContain(patientId);
    const again = await complete(patientId, cast.Admin.token);
    expectMessage(again, 400, m.alreadyClosed);
  });

  it('cancels the appointments still to come, frees their hours and keeps the rest', async () => {
    const patient = await t.user('Patient');
    const doctor = await workingDoctor(t);
    const scheduled = await appointmentOf(t.db, patient, doctor, { status: 'Scheduled' });
    const confirmed = await appointmentOf(t.db, patient, doctor, { status: 'Confirmed' });
    const laterTest = await appointmentOf(t.db, patient, doctor, { status: 'Scheduled' });
    // Still open but in the past: the missed-visit job decides those (jobs/reminders.ts), not the closure.
    const pastOpen = await appointmentOf(t.db, patient, doctor, { status: 'Confirmed' });
    await moveAppointment(t.db, pastOpen.appointmentId, daysFromToday(-3));
    const cancelledBefore = await appointmentOf(t.db, patient, doctor, { status: 'Cancelled' });
    // Another patient's appointment with the same doctor is none of this closure's business.
    const other = await appointmentOf(t.db, await t.user('Patient'), doctor, { status: 'Scheduled' });

    const slot = { appointmentDate: scheduled.appointmentDate, appointmentTime: scheduled.appointmentTime };
    const freeDoctors = async () =>
      (
        await t.get(`/api/Appointment/GetAvailableDoctors?${new URLSearchParams(slot)}`, cast.Patient.token)
      ).body.data.availableDoctors.map((d: { doctorId: number }) => d.doctorId);
    expect(await freeDoctors()).not.toContain(doctor.doctorId);

    await request(patient);
    const res = await complete(patient.patientId as number, cast.Admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.cancelledAppointments).toBe(3);
    expect(res.body.message).toBe(m.completedWithCancelled(3));

    expect(
      await statusesOf(t.db, { scheduled, confirmed, laterTest, pastOpen, cancelledBefore, other }),
    ).toEqual({
      scheduled: 'Cancelled',
      confirmed: 'Cancelled',
      laterTest: 'Cancelled',
      pastOpen: 'Confirmed',
      cancelledBefore: 'Cancelled',
      other: 'Scheduled',
    });
    // The doctor's hour is offered again at once, the kept answer of that slot dropped with the change.
    expect(await freeDoctors()).toContain(doctor.doctorId);
  });

  it('refuses to complete what was never requested, and an unknown patient', async () => {
    const patient = await t.user('Patient', { fullName: 'Không Muốn Đóng' });
    const patientId = patient.patientId as number;
    expectMessage(await complete(patientId, cast.Admin.token), 400, m.notRequested);
    expect(await userRow(patient.userId)).toMatchObject({ isActive: true, fullName: 'Không Muốn Đóng' });
    expect((await patientRow(patientId))?.closedAt).toBeNull();
    expectMessage(await complete(99_999_999, cast.Admin.token), 404, m.patientNotFound);
  });

  it('only an admin completes; only a patient asks', async () => {
    const patient = await t.user('Patient');
    await request(patient);
    const patientId = patient.patientId as number;
    // The patient themselves, staff and managers are refused, and nothing changes.
    for (const role of ['Patient', 'Staff', 'Manager', 'Doctor'] as const) {
      expect([role, (await complete(patientId, cast[role].token)).statusCode]).toEqual([role, 403]);
    }
    expect([patient.role, (await complete(patientId, patient.token)).statusCode]).toEqual(['Patient', 403]);
    expect((await patientRow(patientId))?.closedAt).toBeNull();
    expect((await userRow(patient.userId))?.isActive).toBe(true);

    await expectOnlyRoles(t, cast, { method: 'POST', url: '/api/Patient/RequestClosure' }, ['Patient'], 200);
    await expectOnlyRoles(t, cast, { method: 'GET', url: '/api/Patient/ClosureRequests' }, ['Admin'], 200);
    await expectOnlyRoles(t, cast, { method: 'GET', url: '/api/Patient/ClosureStatus' }, ['Patient'], 200);
  });
});
