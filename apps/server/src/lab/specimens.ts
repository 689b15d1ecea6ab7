import {
  clinicNow,
  labMessages,
  type SpecimenCreateBody,
  type SpecimenItem,
  specimenCode,
} from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { lockOwnAppointment } from '../clinic/access.js';
import type { Db, Tx } from '../db/client.js';
import { specimenSequences, specimens } from '../db/schema.js';
import { badRequest, conflict, fieldError } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/** The appointment type of a lab test (the original API's name for it). */
const LAB_TEST = 'Medication';

/** The next number of `year`'s specimens: one row a year, incremented under its row lock by every replica. */
async function nextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(specimenSequences)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: specimenSequences.year,
      set: { lastSequence: sql`${specimenSequences.lastSequence} + 1` },
    })
    .returning({ lastSequence: specimenSequences.lastSequence });
  return row?.lastSequence as number;
}

/**
 * POST /Lab/Specimens: the doctor of a Confirmed lab-test appointment whose day has come marks its specimen
 * collected, at `collectedAt` (now when absent; not later than now, not before the appointment's day). The
 * specimen gets the next code of its year. Answers the specimen and its patient, for the access log.
 */
export async function collectSpecimen(
  db: Db,
  user: AuthUser,
  body: SpecimenCreateBody,
  clock: { now: Date; timeZone: string },
): Promise<{ specimen: SpecimenItem; patientId: number }> {
  const collectedAt = body.collectedAt ? new Date(body.collectedAt) : clock.now;
  const collected = clinicNow(clock.timeZone, collectedAt);
  const today = clinicNow(clock.timeZone, clock.now).date;
  return db.transaction(async (tx) => {
    const appointment = await lockOwnAppointment(
      tx,
      user,
      body.appointmentId,
      labMessages.appointmentNotFound,
    );
    if (appointment.appointmentType !== LAB_TEST) throw badRequest(labMessages.specimenNotLabTest);
    if (appointment.status !== 'Confirmed') throw conflict(labMessages.specimenNotConfirmed);
    if (appointment.appointmentDate > today) throw conflict(labMessages.specimenNotYet);
    if (collectedAt.getTime() > clock.now.getTime())
      throw fieldError('collectedAt', labMessages.collectedInFuture);
    if (collected.date < appointment.appointmentDate)
      throw fieldError('collectedAt', labMessages.collectedBeforeDay);
    const [existing] = await tx
      .select({ code: specimens.specimenCode })
      .from(specimens)
      .where(sql`${specimens.appointmentId} = ${appointment.appointmentId}`);
    if (existing) throw conflict(labMessages.specimenExists);
    const year = Number(collected.date.slice(0, 4));
    const code = specimenCode(year, await nextSequence(tx, year));
    await tx.insert(specimens).values({
      appointmentId: appointment.appointmentId,
      specimenCode: code,
      collectedAt,
      collectedBy: user.userId,
    });
    return {
      specimen: {
        appointmentId: appointment.appointmentId,
        specimenCode: code,
        collectedAt: collectedAt.toISOString(),
      },
      patientId: appointment.patientId,
    };
  });
}
