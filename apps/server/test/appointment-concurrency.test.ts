import { appointmentMessages } from '@clinic/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday, workingDoctor } from './helpers/clinical.js';
import { rowsWhere } from './helpers/database.js';
import type { CreatedUser } from './helpers/factories.js';

const t = useTestApp();
let date: string;

beforeAll(() => {
  date = daysFromToday(5);
});

const book = (p: CreatedUser, d: CreatedUser, time: string) =>
  t.call({
    method: 'POST',
    url: '/api/Appointment/Create',
    payload: {
      doctorId: d.doctorId,
      appointmentDate: date,
      appointmentTime: time,
      appointmentType: 'Appointment',
    },
    token: p.token,
  });

describe('double booking is impossible (the unique indexes decide)', () => {
  it('20 parallel bookings of one slot by 20 patients: exactly 1 success, 19 answers 409, one row', async () => {
    const doctor = await workingDoctor(t);
    const patients = await Promise.all(Array.from({ length: 20 }, () => t.user('Patient')));
    const answers = await Promise.all(patients.map((p) => book(p, doctor, '10:00:00')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.body.message).toBe(appointmentMessages.doctorSlotTaken);
    }
    const rows = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.doctorId, doctor.doctorId as number), eq(appointments.appointmentDate, date)),
      );
    expect(rows).toHaveLength(1);
  });

  it('one patient booking one hour with 8 doctors in parallel gets exactly one appointment', async () => {
    const doctors = await Promise.all(Array.from({ length: 8 }, () => workingDoctor(t)));
    const patient = await t.user('Patient');
    const answers = await Promise.all(doctors.map((d) => book(patient, d, '11:00')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.body.message).toBe(appointmentMessages.patientSlotTaken);
    }
    const rows = await rowsWhere(t.db, appointments, appointments.patientId, patient.patientId as number);
    expect(rows).toHaveLength(1);
  });

  it('parallel reschedules of two appointments onto one free slot: exactly one wins', async () => {
    const doctor = await workingDoctor(t);
    const [p1, p2] = await Promise.all([t.user('Patient'), t.user('Patient')]);
    const a1 = (await book(p1 as CreatedUser, doctor, '08:00')).body.data.appointmentId;
    const a2 = (await book(p2 as CreatedUser, doctor, '09:00')).body.data.appointmentId;
    const move = (id: number, token: string) =>
      t.call({
        method: 'PUT',
        url: '/api/Appointment/Update',
        payload: { appointmentId: id, appointmentTime: '15:00' },
        token,
      });
    const answers = await Promise.all([
      move(a1, (p1 as CreatedUser).token),
      move(a2, (p2 as CreatedUser).token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
