import { addDays, clinicNow, clinicToday, formatDateVi, formatTimeShort, messages } from '@clinic/contract';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { withTreatmentAppointment } from '../clinic/access.js';
import { calendarMailKey } from '../clinic/appointment-calendar.js';
import { treatmentSupply } from '../clinic/treatments.js';
import { appointments, patients, refills, tracingOutcomes, treatments, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import {
  emailAllowedSql,
  type MessagingSettings,
  phoneAllowedSql,
  queuePhoneMessage,
} from '../messaging/queue.js';
import { ensureReminderLink } from '../messaging/reminder-link.js';
import type { JobContext, JobDefinition } from './runner.js';

/**
 * The scheduled jobs (docs/decisions/0010-scheduled-jobs.md). Each is idempotent: marking Missed is
 * an UPDATE of open appointments only, and every reminder carries a dedupe key naming its event, so the outbox
 * holds it once however often and on however many replicas the job runs.
 *
 * Privacy: anonymous bookings get no reminder mails at all. An anonymous appointment still belongs to a patient
 * account, but a mail about it would tie the visit to the person's address and name, which is what booking
 * anonymously asks us not to do. Texts come from the contract (messages.reminder) and pass the message rule.
 */

export const JOB_NAMES = {
  markMissed: 'markMissed',
  appointmentReminders: 'appointmentReminders',
  refillReminders: 'refillReminders',
} as const;

/** A missed appointment older than this gets no follow-up (e.g. after the jobs were off for a while). */
export const MISSED_FOLLOW_UP_MAX_DAYS = 7;
/** How long before an appointment its reminder is queued. */
export const APPOINTMENT_REMINDER_HOURS = 24;
/** Supplies last at most 180 days (DAYS_DISPENSED_OPTIONS), plus the 7 days a refill reminder stays due. */
const LONGEST_SUPPLY_DAYS = 180 + 7;

const OPEN = ['Scheduled', 'Confirmed'] as const;

/**
 * What every reminder reads of its patient's account: where it goes, whom it greets, whether e-mail is still
 * allowed, and whether SMS or Zalo is: only then is the phone message (and its link) looked into, as the result
 * notices do (clinic/result-notice.ts); queuePhoneMessage picks the channel.
 */
const recipient = {
  email: users.email,
  fullName: users.fullName,
  emailAllowed: sql<boolean>`${emailAllowedSql}`,
  phoneAllowed: sql<boolean>`${phoneAllowedSql}`,
};

/** The patient has not left care (latest tracing outcome neither died nor transferred out). */
const stillInCare = sql`coalesce((select ${tracingOutcomes.outcome}::text from ${tracingOutcomes}
  where ${tracingOutcomes.patientId} = ${patients.patientId}
  order by ${tracingOutcomes.date} desc, ${tracingOutcomes.tracingOutcomeId} desc limit 1), '')
  not in ('died', 'transferredOut')`;

/**
 * R2: every Scheduled or Confirmed appointment whose clinic day is before today and has no result nor a collected
 * specimen becomes Missed, in one UPDATE; in the same transaction, each newly missed non-anonymous appointment of a
 * patient who keeps remindMissed on gets the follow-up inviting them to rebook (queued when marking: the day after
 * the appointment at the earliest). No follow-up when the patient has booked again already, has left care, or the
 * appointment is more than MISSED_FOLLOW_UP_MAX_DAYS old.
 */
export async function markMissed(ctx: JobContext, config: MessagingSettings): Promise<number> {
  const today = clinicToday(config.clinicTz, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const missed = await tx
      .update(appointments)
      .set({ status: 'Missed', updatedAt: ctx.now })
      .where(
        and(
          inArray(appointments.status, [...OPEN]),
          lt(appointments.appointmentDate, today),
          // Spelled out: inside an UPDATE the columns would be rendered unqualified and match the inner table.
          sql`not exists (select 1 from test_results r where r.appointment_id = appointments.appointment_id)`,
          // A collected specimen means the patient came: the appointment waits for its result instead.
          sql`not exists (select 1 from specimens s where s.appointment_id = appointments.appointment_id)`,
        ),
      )
      .returning({
        appointmentId: appointments.appointmentId,
        patientId: appointments.patientId,
        isAnonymous: appointments.isAnonymous,
        appointmentDate: appointments.appointmentDate,
      });
    const recent = missed.filter(
      (a) => !a.isAnonymous && a.appointmentDate >= addDays(today, -MISSED_FOLLOW_UP_MAX_DAYS),
    );
    if (recent.length === 0) return missed.length;
    const people = await tx
      .select({ patientId: patients.patientId, ...recipient })
      .from(patients)
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(
        and(
          inArray(
            patients.patientId,
            recent.map((a) => a.patientId),
          ),
          eq(patients.remindMissed, true),
          eq(users.isActive, true),
          stillInCare,
          // Booked again already: nothing to invite them to.
          sql`not exists (select 1 from ${appointments} later where later.patient_id = ${patients.patientId}
            and later.status in ('Scheduled', 'Confirmed') and later.appointment_date >= ${today})`,
        ),
      );
    const byPatient = new Map(people.map((p) => [p.patientId, p]));
    for (const a of recent) {
      const p = byPatient.get(a.patientId);
      if (!p) continue;
      const dedupeKey = `reminder-missed-${a.appointmentId}`;
      if (p.emailAllowed)
        await enqueueMail(tx, {
          to: p.email,
          subject: messages.reminder.missedSubject,
          text: messages.reminder.missedText(p.fullName, formatDateVi(a.appointmentDate)),
          dedupeKey,
        });
      const date = formatDateVi(a.appointmentDate);
      if (p.phoneAllowed)
        await queuePhoneMessage(
          tx,
          config,
          { patientId: a.patientId, template: 'missed', params: { date }, dedupeKey },
          ctx.now,
        );
    }
    ctx.log.info({ missed: missed.length }, 'appointments marked missed');
    return missed.length;
  });
}

/**
 * One reminder for each Scheduled or Confirmed, non-anonymous appointment that starts within the next 24 hours
 * (clinic time) of a patient who keeps remindAppointments on. The calendar file is attached when the mail is
 * sent (clinic/appointment-calendar.ts), from the appointment as it is then.
 */
export async function appointmentReminders(ctx: JobContext, config: MessagingSettings): Promise<number> {
  const now = clinicNow(config.clinicTz, ctx.now);
  const hhmm = `${String(now.hour).padStart(2, '0')}:${String(now.minute).padStart(2, '0')}`;
  // Wall-clock keys: the clinic's zone has no daylight saving, so 24 hours later is the same time tomorrow.
  const from = `${now.date}T${hhmm}`;
  const until = `${addDays(now.date, 1)}T${hhmm}`;
  const earlyDays = config.messaging.earlyReminderDays;
  const rows = await ctx.db
    .select({
      appointmentId: appointments.appointmentId,
      patientId: appointments.patientId,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      ...recipient,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.patientId, appointments.patientId))
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(
      and(
        inArray(appointments.status, [...OPEN]),
        gte(appointments.appointmentDate, now.date),
        lte(appointments.appointmentDate, addDays(now.date, Math.max(1, ...earlyDays))),
        eq(appointments.isAnonymous, false),
        eq(patients.remindAppointments, true),
        eq(users.isActive, true),
      ),
    );
  let queued = 0;
  for (const r of rows) {
    const key = `${r.date}T${r.time.slice(0, 5)}`;
    // Days ahead on the phone channels alone (MESSAGE_EARLY_REMINDER_DAYS), then the last day's by every channel.
    const early = earlyDays.find((days) => r.date === addDays(now.date, days));
    if (early === undefined && (key <= from || key > until)) continue;
    const dedupeKey =
      early === undefined
        ? calendarMailKey('reminder', r.appointmentId)
        : `reminder-${early}d-${r.appointmentId}`;
    const [date, time] = [formatDateVi(r.date), formatTimeShort(r.time)];
    if (r.emailAllowed && early === undefined)
      await enqueueMail(ctx.db, {
        to: r.email,
        subject: messages.reminder.appointmentSubject,
        text: messages.reminder.appointmentText(r.fullName, date, time),
        dedupeKey,
      });
    queued += 1;
    if (!r.phoneAllowed) continue;
    // The two-way link, where the app knows its public address (PUBLIC_URL): confirm or cancel without signing in.
    const link =
      config.publicUrl &&
      `${config.publicUrl}/r/${await ensureReminderLink(ctx.db, config.jwtSecret, r.appointmentId, config.clinicTz)}`;
    const params: Record<string, string> = link ? { date, time, link } : { date, time };
    await queuePhoneMessage(
      ctx.db,
      config,
      { patientId: r.patientId, template: 'reminder', params, dedupeKey },
      ctx.now,
    );
  }
  return queued;
}

/**
 * R1: one reminder per dispense, from the day the refill falls due (run-out − 7 days) until the run-out, for the
 * patient's latest dispense (the latest refill of a treatment, else its start) among their non-anonymous
 * treatments, when they keep remindRefills on and have not left care.
 */
export async function refillReminders(ctx: JobContext, config: MessagingSettings): Promise<number> {
  const today = clinicToday(config.clinicTz, ctx.now);
  const latestRefill = (column: typeof refills.dispenseDate | typeof refills.daysDispensed) =>
    sql`(select ${column} from ${refills} where ${refills.treatmentId} = ${treatments.treatmentId}
      order by ${refills.dispenseDate} desc, ${refills.refillId} desc limit 1)`;
  const refillDate = sql<string | null>`${latestRefill(refills.dispenseDate)}::text`;
  const rows = await withTreatmentAppointment(
    ctx.db
      .select({
        treatmentId: treatments.treatmentId,
        patientId: patients.patientId,
        ...recipient,
        startDate: treatments.startDate,
        endDate: treatments.endDate,
        storedDaysDispensed: treatments.daysDispensed,
        refillDate,
        refillDays: sql<number | null>`${latestRefill(refills.daysDispensed)}`,
      })
      .from(treatments)
      .$dynamic(),
  )
    .innerJoin(patients, eq(patients.patientId, appointments.patientId))
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(
      and(
        eq(appointments.isAnonymous, false),
        eq(patients.remindRefills, true),
        eq(users.isActive, true),
        stillInCare,
        sql`coalesce(${latestRefill(refills.dispenseDate)}, ${treatments.startDate}) >= ${addDays(today, -LONGEST_SUPPLY_DAYS)}`,
      ),
    );
  // The patient's latest dispense only: an older treatment's run-out says nothing once a newer one was dispensed.
  const latest = new Map<number, (typeof rows)[number] & { dispenseDate: string }>();
  for (const r of rows) {
    const dispenseDate = r.refillDate ?? r.startDate;
    const best = latest.get(r.patientId);
    if (
      !best ||
      dispenseDate > best.dispenseDate ||
      (dispenseDate === best.dispenseDate && r.treatmentId > best.treatmentId)
    )
      latest.set(r.patientId, { ...r, dispenseDate });
  }
  let queued = 0;
  for (const r of latest.values()) {
    const supply = treatmentSupply(r);
    if (supply.refillDueDate > today || supply.runOutDate < today) continue;
    const dedupeKey = `reminder-refill-${r.treatmentId}-${r.dispenseDate}`;
    const date = formatDateVi(supply.runOutDate);
    if (r.emailAllowed)
      await enqueueMail(ctx.db, {
        to: r.email,
        subject: messages.reminder.refillSubject,
        text: messages.reminder.refillText(r.fullName, date),
        dedupeKey,
      });
    if (r.phoneAllowed)
      await queuePhoneMessage(
        ctx.db,
        config,
        { patientId: r.patientId, template: 'refill', params: { date }, dedupeKey },
        ctx.now,
      );
    queued += 1;
  }
  return queued;
}

/** The jobs the app runs, every JOBS_INTERVAL. markMissed is also the daily retention update: nothing else is stored. */
export function clinicJobs(config: MessagingSettings): JobDefinition[] {
  return [
    { name: JOB_NAMES.markMissed, run: async (ctx) => void (await markMissed(ctx, config)) },
    {
      name: JOB_NAMES.appointmentReminders,
      run: async (ctx) => void (await appointmentReminders(ctx, config)),
    },
    { name: JOB_NAMES.refillReminders, run: async (ctx) => void (await refillReminders(ctx, config)) },
  ];
}
