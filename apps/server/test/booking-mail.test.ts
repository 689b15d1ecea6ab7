import { appointmentMessages, formatDateVi, messages } from '@clinic/contract';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.js';
import { zonedTimeToUtc } from '../src/mail/ics.js';
import { type TestApp, useTestApp } from './helpers/build.js';
import { expectNeutralCalendar } from './helpers/calendar.js';
import { daysFromToday, insertTestType, workingDoctor } from './helpers/clinical.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { mimeParts } from './helpers/mime.js';
import { sentReminders } from './helpers/reminders.js';
import type { CapturedMail } from './helpers/smtp.js';

/**
 * The confirmation mailed when a patient books (POST /api/Appointment/Create), with the appointment's calendar
 * file, and GET /api/Appointment/Calendar/{id}, which gives the same file to the appointment's patient or doctor.
 */

const ADDRESS = '12 Đường Số 3, Quận 1, TP. Hồ Chí Minh';
const CLINIC = 'Phòng khám Bình An';
/** A doctor's name and a test type that would say what the visit is for: neither may reach the mail. */
const DOCTOR_NAME = 'BS. Trần Văn Truyền';
const TEST_TYPE = 'Tải lượng HIV';

const utcStamp = (date: string, time: string) =>
  `${zonedTimeToUtc(date, time, 'Asia/Ho_Chi_Minh').toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function book(t: TestApp, who: CreatedUser, doctor: CreatedUser, o: Record<string, unknown> = {}) {
  return t.call({
    method: 'POST',
    url: '/api/Appointment/Create',
    token: who.token,
    payload: {
      doctorId: doctor.doctorId,
      appointmentDate: daysFromToday(3),
      appointmentTime: '09:00',
      appointmentType: 'Appointment',
      isAnonymous: false,
      ...o,
    },
  });
}

async function bookingRows(t: TestApp) {
  return t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'booking-appointment-%'));
}

/** The text and the calendar attachment of a captured mail. */
function partsOf(mail: CapturedMail) {
  const parts = mimeParts(mail.raw);
  return {
    text: parts.find((p) => /Content-Type: text\/plain/i.test(p.headers))?.body ?? '',
    calendar: parts.find((p) => /Content-Type: text\/calendar/i.test(p.headers)),
  };
}

describe('the booking confirmation mail', () => {
  const t = useTestApp({ config: { clinicAddress: ADDRESS, clinicShortName: CLINIC } });
  let doctor: CreatedUser;
  let patient: CreatedUser;
  let testTypeId: number;

  beforeAll(async () => {
    doctor = await workingDoctor(t, { fullName: DOCTOR_NAME });
    patient = await t.user('Patient', { fullName: 'Lê Thị Mai' });
    testTypeId = (await insertTestType(t.db, { testTypeName: TEST_TYPE })).testTypeId;
  });

  it('is queued once with the booking and sent once, neutral, with the calendar file attached', async () => {
    const date = daysFromToday(3);
    const res = await book(t, patient, doctor, { appointmentType: 'Medication', testTypeId });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.appointmentId as number;
    expect((await bookingRows(t)).map((r) => [r.dedupeKey, r.toAddress])).toEqual([
      [`booking-appointment-${id}`, patient.email],
    ]);

    await t.app.ctx.mail.flush();
    const [mail] = await sentReminders(t, patient.email, 1);
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(messages.booking.subject(CLINIC));
    const { text, calendar } = partsOf(mail);
    expect(text).toContain('Xin chào Lê Thị Mai,');
    expect(text).toContain(`09:00 ngày ${formatDateVi(date)}`);
    expect(text).toContain(`Địa chỉ: ${ADDRESS}`);
    expect(text.trimEnd().endsWith(CLINIC)).toBe(true);
    for (const revealing of [DOCTOR_NAME, TEST_TYPE, 'Trần Văn', 'http'])
      expect(`${mail.subject}\n${text}`).not.toContain(revealing);

    expect(calendar?.headers).toMatch(/lich-hen\.ics/);
    const lines = expectNeutralCalendar(
      calendar?.body.replace(/\r?\n/g, '\r\n').concat('\r\n') ?? '',
      utcStamp(date, '09:00'),
      utcStamp(date, '10:00'),
    );
    expect(lines).toContain('LOCATION:12 Đường Số 3\\, Quận 1\\, TP. Hồ Chí Minh');
    expect(lines.join('\n')).not.toContain('Trần');

    // Sent once: another pass of the worker finds nothing to send.
    await t.app.ctx.mail.flush();
    expect(t.smtp.mails.filter((m) => m.to.includes(patient.email))).toHaveLength(1);
  });

  it('goes to the patient of an anonymous booking too, naming nobody', async () => {
    const shy = await t.user('Patient', { fullName: 'Phạm Ẩn Danh' });
    const res = await book(t, shy, doctor, { isAnonymous: true, appointmentTime: '10:00' });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.mail.flush();
    const [mail] = await sentReminders(t, shy.email, 1);
    const { text, calendar } = partsOf(mail as CapturedMail);
    expect(text.startsWith('Xin chào,')).toBe(true);
    for (const name of ['Phạm Ẩn Danh', DOCTOR_NAME]) expect(`${mail?.subject}\n${text}`).not.toContain(name);
    expect(calendar?.body).toContain('BEGIN:VCALENDAR');
  });

  it('is not queued when the booking is refused', async () => {
    const before = (await bookingRows(t)).length;
    const other = await t.user('Patient');
    // The slot of the first test is taken (409); a past day is refused (400).
    expect((await book(t, other, doctor)).statusCode).toBe(409);
    expect((await book(t, other, doctor, { appointmentDate: daysFromToday(-1) })).statusCode).toBe(400);
    expect(await bookingRows(t)).toHaveLength(before);
  });
});

describe('GET /api/Appointment/Calendar/{id}', () => {
  const t = useTestApp({ config: { clinicAddress: ADDRESS } });
  let doctor: CreatedUser;
  let otherDoctor: CreatedUser;
  let patient: CreatedUser;
  let otherPatient: CreatedUser;
  let id: number;
  const date = daysFromToday(4);
  const calendarOf = (appointmentId: number | string, token?: string) =>
    t.call({ method: 'GET', url: `/api/Appointment/Calendar/${appointmentId}`, token });

  beforeAll(async () => {
    doctor = await workingDoctor(t, { fullName: DOCTOR_NAME });
    otherDoctor = await workingDoctor(t);
    patient = await t.user('Patient');
    otherPatient = await t.user('Patient');
    const res = await book(t, patient, doctor, { appointmentDate: date, appointmentTime: '14:00' });
    expect(res.statusCode).toBe(201);
    id = res.body.data.appointmentId;
  });

  it("gives the appointment's patient its calendar file, the one the confirmation carries", async () => {
    const res = await calendarOf(id, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="lich-hen.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = expectNeutralCalendar(res.body, utcStamp(date, '14:00'), utcStamp(date, '15:00'));
    expect(lines).toContain(`UID:appointment-${id}@clinic`);
    expect(lines).toContain('LOCATION:12 Đường Số 3\\, Quận 1\\, TP. Hồ Chí Minh');

    await t.app.ctx.mail.flush();
    const [mail] = t.smtp.mails.filter((m) => m.to.includes(patient.email));
    const attached = partsOf(mail as CapturedMail).calendar?.body ?? '';
    const withoutStamp = (ics: string) =>
      ics
        .replace(/\r\n/g, '\n')
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('DTSTAMP:'));
    expect(withoutStamp(attached)).toEqual(withoutStamp(res.body));
  });

  it("gives it to the appointment's doctor; another patient's or doctor's id answers 404", async () => {
    expect((await calendarOf(id, doctor.token)).statusCode).toBe(200);
    expectMessage(await calendarOf(id, otherPatient.token), 404, appointmentMessages.notFound);
    expectMessage(await calendarOf(id, otherDoctor.token), 404, appointmentMessages.notFound);
    expectMessage(await calendarOf(999_999, patient.token), 404, appointmentMessages.notFound);
  });

  it('answers 401 without a token, 403 to the desk, 400 for an id that is not one', async () => {
    expect((await calendarOf(id)).statusCode).toBe(401);
    for (const role of ['Admin', 'Manager', 'Staff'] as const) {
      expect([role, (await calendarOf(id, (await t.user(role)).token)).statusCode]).toEqual([role, 403]);
    }
    expect((await calendarOf('abc', patient.token)).statusCode).toBe(400);
  });

  it('answers 404 once the appointment is cancelled', async () => {
    const other = await book(t, otherPatient, doctor, { appointmentDate: date, appointmentTime: '15:00' });
    const otherId = other.body.data.appointmentId as number;
    const cancelled = await t.call({
      method: 'PUT',
      url: '/api/Appointment/Update',
      token: otherPatient.token,
      payload: { appointmentId: otherId, status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expectMessage(await calendarOf(otherId, otherPatient.token), 404, appointmentMessages.calendarClosed);
  });
});
