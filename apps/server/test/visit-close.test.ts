import { appointmentMessages } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from './helpers/clinical.js';
import { useRetentionClinic, visit } from './helpers/retention.js';

/** A doctor closes a lab-only visit that has its result without prescribing: the appointment becomes Completed. */

const {
  t,
  users,
  kit,
  doctor,
  p: { patient },
} = useRetentionClinic({ patient: {} });
const complete = (appointmentId: number, token: string) =>
  t.call({
    method: 'PUT',
    url: '/api/Appointment/Update',
    payload: { appointmentId, status: 'Completed' },
    token,
  });
/** A visit of the file's patient with its doctor, `days` after today. */
const visitIn = async (days: number, o: Parameters<typeof visit>[4]) =>
  (await visit(kit, patient, doctor, daysFromToday(days), o)).appointment;

describe('PUT /api/Appointment/Update to Completed', () => {
  it('closes a Confirmed visit with a result, for its doctor', async () => {
    const appointment = await visitIn(0, { status: 'Confirmed', viralLoad: '12.500' });
    const res = await complete(appointment.appointmentId, doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(appointmentMessages.completed);
    expect(res.body.data.status).toBe('Completed');
  });

  it('refuses a visit without a result (409), and anyone but its doctor', async () => {
    const appointment = await visitIn(0, { status: 'Confirmed', noResult: true });
    const res = await complete(appointment.appointmentId, doctor.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(appointmentMessages.completeNeedsResult);
    const id = (await visitIn(0, { status: 'Confirmed' })).appointmentId;
    expect((await complete(id, patient.token)).statusCode).toBe(409);
    expect((await complete(id, users.Doctor.token)).statusCode).toBe(404);
  });

  it('never completes a Scheduled visit', async () => {
    const appointment = await visitIn(1, { status: 'Scheduled', noResult: true });
    const res = await complete(appointment.appointmentId, doctor.token);
    expect(res.statusCode).toBe(409);
  });
});

describe('the sample date of a result', () => {
  it('is the day it was recorded when that is before the appointment, as the monitoring plan dates it', async () => {
    const appointment = await visitIn(3, { status: 'Confirmed', noResult: true });
    const created = await t.post(
      '/api/TestResult/Create',
      { appointmentId: appointment.appointmentId, resultValue: '12500' },
      doctor.token,
    );
    expect(created.statusCode).toBe(201);
    const res = await t.get(`/api/TestResult/GetByAppointmentId/${appointment.appointmentId}`, doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ appointmentDate: daysFromToday(3), sampleDate: daysFromToday(0) });
    const list = await t.get('/api/TestResult/GetAll', patient.token);
    expect(
      list.body.data.find((r: { appointmentId: number }) => r.appointmentId === appointment.appointmentId),
    ).toMatchObject({ sampleDate: daysFromToday(0) });
  });
});
