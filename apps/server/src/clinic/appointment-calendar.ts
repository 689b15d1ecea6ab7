import { appointmentMessages, messages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { appointments } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import { calendarFile } from '../mail/ics.js';
import type { AttachmentResolver, MailAttachment } from '../mail/worker.js';
import type { AuthUser } from '../plugins/auth.js';
import { ownAppointment } from './access.js';
import { ACTIVE_STATUS_LIST } from './availability.js';

/**
 * The calendar file of an appointment, one for every place that gives it: the appointment reminder's attachment,
 * the booking confirmation's, and GET /Appointment/Calendar/{id}. A neutral title (messages.reminder.calendarTitle),
 * the clinic's address as the location when configured, no description beyond "log in for details"; one UID per
 * appointment, so a calendar that imports it again (after a reschedule) updates the one entry.
 */

export type CalendarConfig = Pick<Config, 'clinicTz' | 'clinicAddress'>;

/** Length of the calendar entry of an appointment (a slot is one hour). */
const APPOINTMENT_MINUTES = 60;

/** How the attachment is named and typed, in a mail and as a download. */
export const CALENDAR_FILE = {
  filename: messages.reminder.calendarFileName,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
};

/** The mails that carry an appointment's calendar file, by their dedupe key: its reminder and its confirmation. */
export type CalendarMail = 'reminder' | 'booking';
export const calendarMailKey = (mail: CalendarMail, appointmentId: number) =>
  `${mail}-appointment-${appointmentId}`;
const CALENDAR_MAIL_KEY = /^(?:reminder|booking)-appointment-(\d+)$/;

function appointmentCalendarFile(
  appointment: { appointmentId: number; date: string; time: string },
  config: CalendarConfig,
  stamp: Date,
): string {
  return calendarFile({
    uid: `appointment-${appointment.appointmentId}@clinic`,
    date: appointment.date,
    time: appointment.time,
    timeZone: config.clinicTz,
    durationMinutes: APPOINTMENT_MINUTES,
    title: messages.reminder.calendarTitle,
    description: messages.reminder.calendarDescription,
    location: config.clinicAddress,
    stamp,
  });
}

/** The appointment as its calendar file shows it, and whether it still holds its slot. */
function selectForCalendar(db: Pick<Db, 'select'>) {
  return db
    .select({
      appointmentId: appointments.appointmentId,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      open: sql<boolean>`${appointments.status} in (${ACTIVE_STATUS_LIST})`,
    })
    .from(appointments);
}

/**
 * The attachments of the mails above, made when the mail is sent from the appointment as it is then (the outbox
 * keeps no files): none when the appointment is no longer open, or for any other mail.
 */
export function appointmentCalendar(db: Db, config: CalendarConfig, clock: () => Date): AttachmentResolver {
  return async ({ dedupeKey }): Promise<MailAttachment[]> => {
    const id = dedupeKey ? CALENDAR_MAIL_KEY.exec(dedupeKey)?.[1] : undefined;
    if (id === undefined) return [];
    const [a] = await selectForCalendar(db).where(eq(appointments.appointmentId, Number(id)));
    if (!a?.open) return [];
    return [{ ...CALENDAR_FILE, content: appointmentCalendarFile(a, config, clock()) }];
  };
}

/**
 * GET /Appointment/Calendar/{id}: the calendar file of one of the caller's own appointments (access.ts: a patient's
 * own, a doctor's own); anyone else's answers 404, as if it did not exist, and so does one that no longer holds its
 * slot (cancelled, missed, done), with its own message.
 */
export async function ownAppointmentCalendar(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  appointmentId: number,
  config: CalendarConfig,
  stamp: Date,
): Promise<string> {
  const [a] = await selectForCalendar(db).where(ownAppointment(user, appointmentId));
  if (!a) throw notFound(appointmentMessages.notFound);
  if (!a.open) throw notFound(appointmentMessages.calendarClosed);
  return appointmentCalendarFile(a, config, stamp);
}
