import { reminderPrivateWordsIn } from '@clinic/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, emailOutbox, messageOutbox, reminderLinks, treatments } from '../src/db/schema.js';
import { type TestApp, useTestApp } from './helpers/build.js';
import { treatmentOf, updatePatient } from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import type { CreatedUser } from './helpers/factories.js';
import { mimeParts } from './helpers/mime.js';
import { sentReminders } from './helpers/reminders.js';

/**
 * Appointment and refill reminders, driven by the clinic clock (Asia/Ho_Chi_Minh, UTC+7) and ctx.jobs.runDue():
 * who gets one, once, and what it says (the message rule, the neutral calendar entry).
 */
const clock = { at: new Date('2031-03-10T01:30:00Z') }; // 08:30 on 2031-03-10 in the clinic
const ADDRESS = '12 Đường Số 3, Quận 1, TP. Hồ Chí Minh';

async function queued(t: TestApp, prefix: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${prefix}%`));
  return rows.map((r) => r.dedupeKey).sort();
}

/** Moves the clock and runs what is due (each move is past the 15-minute interval). */
async function runAt(t: TestApp, iso: string) {
  clock.at = new Date(iso);
  return t.app.ctx.jobs.runDue();
}

describe('appointment reminders', () => {
  // With a public address, a reminder on the phone would carry its two-way link.
  const t = useTestApp({
    clock: () => clock.at,
    config: { clinicAddress: ADDRESS, publicUrl: 'https://phongkham.example' },
  });
  let doctor: CreatedUser;
  let patient: CreatedUser;
  let optedOut: CreatedUser;
  const on = (
    who: CreatedUser,
    date: string,
    time: string,
    o: Partial<typeof appointments.$inferInsert> = {},
  ) =>
    insertRow(t.db, appointments, {
      patientId: who.patientId as number,
      doctorId: doctor.doctorId as number,
      appointmentDate: date,
      appointmentTime: time,
      appointmentType: 'Appointment',
      status: 'Scheduled',
      ...o,
    });
  beforeAll(async () => {
    doctor = await t.user('Doctor');
    patient = await t.user('Patient');
    optedOut = await t.user('Patient');
    await updatePatient(t.db, optedOut, { remindAppointments: false });
  });

  it('queue one reminder for each open appointment starting within 24 hours, with a neutral calendar file', async () => {
    const today = await on(patient, '2031-03-10', '09:00:00', { status: 'Confirmed' });
    const tomorrowEarly = await on(patient, '2031-03-11', '08:00:00');
    const tomorrowLater = await on(patient, '2031-03-11', '09:00:00');
    await on(patient, '2031-03-10', '08:00:00'); // started already
    await on(patient, '2031-03-10', '10:00:00', { isAnonymous: true });
    await on(optedOut, '2031-03-10', '11:00:00');
    await on(patient, '2031-03-10', '12:00:00', { status: 'Cancelled' });

    await runAt(t, '2031-03-10T01:30:00Z');
    expect(await queued(t, 'reminder-appointment-')).toEqual(
      [
        `reminder-appointment-${today.appointmentId}`,
        `reminder-appointment-${tomorrowEarly.appointmentId}`,
      ].sort(),
    );
    // E-mail only: no phone message is queued, and no link is kept for one.
    expect(await t.db.select().from(messageOutbox)).toEqual([]);
    expect(await t.db.select().from(reminderLinks)).toEqual([]);
    // An hour later 09:00 tomorrow is within 24 hours; the others are not queued again.
    await runAt(t, '2031-03-10T02:30:00Z');
    expect(await queued(t, 'reminder-appointment-')).toEqual(
      [today, tomorrowEarly, tomorrowLater].map((a) => `reminder-appointment-${a.appointmentId}`).sort(),
    );

    await t.app.ctx.mail.flush();
    const mails = t.smtp.mails.filter((m) => m.to.includes(patient.email));
    expect(mails).toHaveLength(3);
    expect(t.smtp.mails.filter((m) => m.to.includes(optedOut.email))).toEqual([]);
    const mail = mails.find((m) => mimeParts(m.raw).some((p) => p.body.includes('09:00 ngày 10/03/2031')));
    const parts = mimeParts(mail?.raw ?? '');
    const text = parts.find((p) => /Content-Type: text\/plain/i.test(p.headers))?.body ?? '';
    const ics = parts.find((p) => /Content-Type: text\/calendar/i.test(p.headers));
    expect(ics?.headers).toMatch(/lich-hen\.ics/);
    expect(reminderPrivateWordsIn(`${mail?.subject}\n${text}\n${ics?.body}`)).toEqual([]);
    expect(text).toContain('Vui lòng đăng nhập để xem chi tiết');
    expect(text).toMatch(/09:00 ngày 10\/03\/2031/);
    const unfolded = (ics?.body ?? '').replace(/\r?\n /g, '');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toMatch(/^SUMMARY:Lịch hẹn\r?$/m);
    expect(unfolded).toMatch(/^DTSTART:20310310T020000Z\r?$/m);
    expect(unfolded).toMatch(/^DTEND:20310310T030000Z\r?$/m);
    expect(unfolded).toContain('LOCATION:12 Đường Số 3\\, Quận 1\\, TP. Hồ Chí Minh');
    expect(unfolded).not.toMatch(/Bác sĩ|doctor/i);
  });
});

describe('appointment reminders without a clinic address', () => {
  const t = useTestApp({ clock: () => clock.at });

  it('attach a calendar entry with no location', async () => {
    const doctor = await t.user('Doctor');
    const patient = await t.user('Patient');
    await insertRow(t.db, appointments, {
      patientId: patient.patientId as number,
      doctorId: doctor.doctorId as number,
      appointmentDate: '2031-03-10',
      appointmentTime: '15:00:00',
      appointmentType: 'Appointment',
    });
    await runAt(t, '2031-03-10T03:00:00Z');
    await t.app.ctx.mail.flush();
    const mail = await t.smtp.waitFor((m) => m.to.includes(patient.email));
    const ics = mimeParts(mail.raw).find((p) => /text\/calendar/i.test(p.headers))?.body ?? '';
    expect(ics).toContain('SUMMARY:Lịch hẹn');
    expect(ics).not.toContain('LOCATION');
  });
});

describe('refill reminders', () => {
  const t = useTestApp({ clock: () => clock.at });
  let doctor: CreatedUser;
  const supplied = async (
    who: CreatedUser,
    startDate: string,
    daysDispensed: 30 | 60 | 90 | 180,
    anonymous = false,
  ) => {
    const treatment = await treatmentOf(t.db, who, doctor);
    await t.db
      .update(treatments)
      .set({ startDate, endDate: '2031-12-31', daysDispensed })
      .where(eq(treatments.treatmentId, treatment.treatmentId));
    if (anonymous) {
      const [row] = await t.db
        .select({ appointmentId: appointments.appointmentId })
        .from(appointments)
        .where(eq(appointments.patientId, who.patientId as number));
      await t.db
        .update(appointments)
        .set({ isAnonymous: true })
        .where(eq(appointments.appointmentId, row?.appointmentId as number));
    }
    return treatment.treatmentId;
  };
  beforeAll(async () => {
    doctor = await t.user('Doctor');
  });

  it('queue one reminder per dispense from the due day until the run-out, for the latest dispense only', async () => {
    const due = await t.user('Patient'); // 60 days from 2031-01-15: run-out 03-16, due 03-09
    const notYet = await t.user('Patient'); // 60 days from 2031-01-20: run-out 03-21, due 03-14
    const ranOut = await t.user('Patient'); // 60 days from 2031-01-01: run-out 03-02
    const optedOut = await t.user('Patient');
    const anonymous = await t.user('Patient');
    const switched = await t.user('Patient'); // an old supply due, but a newer one dispensed since
    await updatePatient(t.db, optedOut, { remindRefills: false });
    const dueId = await supplied(due, '2031-01-15', 60);
    const notYetId = await supplied(notYet, '2031-01-20', 60);
    await supplied(ranOut, '2031-01-01', 60);
    await supplied(optedOut, '2031-01-15', 60);
    await supplied(anonymous, '2031-01-15', 60, true);
    await supplied(switched, '2031-01-15', 60);
    await supplied(switched, '2031-03-01', 90);

    await runAt(t, '2031-03-10T01:30:00Z');
    expect(await queued(t, 'reminder-refill-')).toEqual([`reminder-refill-${dueId}-2031-01-15`]);
    await runAt(t, '2031-03-14T01:30:00Z');
    expect(await queued(t, 'reminder-refill-')).toEqual(
      [`reminder-refill-${dueId}-2031-01-15`, `reminder-refill-${notYetId}-2031-01-20`].sort(),
    );

    // The doctor records a refill: that dispense gets its own reminder when it falls due, the old one no other.
    const res = await t.call({
      method: 'POST',
      url: '/api/Treatment/Refill',
      token: doctor.token,
      payload: { treatmentId: dueId, dispenseDate: '2031-03-14', daysDispensed: 90 },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.refillDueDate).toBe('2031-06-05');
    await runAt(t, '2031-06-04T01:30:00Z');
    expect(await queued(t, `reminder-refill-${dueId}-`)).toEqual([`reminder-refill-${dueId}-2031-01-15`]);
    await runAt(t, '2031-06-05T01:30:00Z');
    await runAt(t, '2031-06-06T01:30:00Z');
    expect(await queued(t, `reminder-refill-${dueId}-`)).toEqual(
      [`reminder-refill-${dueId}-2031-01-15`, `reminder-refill-${dueId}-2031-03-14`].sort(),
    );

    const sent = await sentReminders(t, due.email, 2);
    expect(sent.map((m) => m.text).join('\n')).toContain('16/03/2031');
    for (const who of [ranOut, optedOut, anonymous, switched])
      expect(t.smtp.mails.filter((m) => m.to.includes(who.email))).toEqual([]);
  });
});
