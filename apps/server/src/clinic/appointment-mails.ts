import {
  type AppointmentStatus,
  appointmentMail,
  formatDateVi,
  formatTimeShort,
  messages,
} from '@clinic/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { appointments, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AuthUser } from '../plugins/auth.js';
import { mailPeople, withPeople } from './access.js';
import { calendarMailKey } from './appointment-calendar.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** What the booking mail names: the clinic's address and short name. */
type MailConfig = Pick<Config, 'clinicAddress' | 'clinicShortName'>;

/**
 * The booking confirmation, queued in the booking's transaction so that the two are committed together; its
 * dedupe key names the appointment, so the mail worker attaches its calendar file when sending it
 * (appointment-calendar.ts) and no replica or retry sends it twice. The text says only the day, the hour and the
 * clinic's address (messages.booking): an anonymous booking gets it too, at the patient's own address, without
 * their name.
 *
 * The patient's remindAppointments preference is not asked: it switches off the reminders the scheduled jobs send
 * unasked (jobs/reminders.ts), while this mail is the receipt of what the patient has just done themselves, as the
 * doctor's confirmation and cancellation mails (queueStatusMail) are, which no preference stops either.
 */
export async function queueBookingMail(
  tx: Executor,
  user: AuthUser,
  booked: { appointmentId: number; appointmentDate: string; appointmentTime: string; isAnonymous: boolean },
  config: MailConfig,
): Promise<void> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.userId, user.userId));
  if (!account?.email) return;
  await enqueueMail(tx, {
    to: account.email,
    subject: messages.booking.subject(config.clinicShortName),
    text: messages.booking.text({
      name: booked.isAnonymous ? null : user.fullName,
      date: formatDateVi(booked.appointmentDate),
      time: formatTimeShort(booked.appointmentTime),
      address: config.clinicAddress,
      clinicName: config.clinicShortName,
    }),
    dedupeKey: calendarMailKey('booking', booked.appointmentId),
  });
}

/** The doctor's confirmation or cancellation, queued in the transaction that changes the status. */
export async function queueStatusMail(
  tx: Executor,
  appointmentId: number,
  status: AppointmentStatus,
): Promise<void> {
  const [row] = await withPeople(
    tx
      .select({
        ...mailPeople,
        appointmentDate: appointments.appointmentDate,
        appointmentTime: appointments.appointmentTime,
      })
      .from(appointments)
      .$dynamic(),
  ).where(eq(appointments.appointmentId, appointmentId));
  if (!row) return;
  const details = {
    patientName: row.patientName,
    date: formatDateVi(row.appointmentDate),
    time: formatTimeShort(row.appointmentTime),
  };
  if (status === 'Confirmed') {
    await enqueueMail(tx, {
      to: row.to,
      subject: appointmentMail.confirmedSubject,
      text: appointmentMail.confirmedText(details),
      dedupeKey: `appointment-confirmed-${appointmentId}`,
    });
  } else if (status === 'Cancelled') {
    await enqueueMail(tx, {
      to: row.to,
      subject: appointmentMail.cancelledSubject,
      text: appointmentMail.cancelledText(details),
      dedupeKey: `appointment-cancelled-${appointmentId}`,
    });
  }
}
