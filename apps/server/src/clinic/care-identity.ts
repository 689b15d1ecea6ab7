import { type ClinicalSummaryItem, insuranceState } from '@clinic/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, doctors, patients, specimens, testResults, users } from '../db/schema.js';

/** An appointment the patient came to: completed, or with a result or a specimen. */
const attended = sql`(${appointments.status} = 'Completed' or exists (select 1 from ${testResults} r
  where r.appointment_id = ${appointments.appointmentId}) or exists (select 1 from ${specimens} s
  where s.appointment_id = ${appointments.appointmentId}))`;

type CareIdentity = Pick<ClinicalSummaryItem, 'careDoctor' | 'artNumber' | 'nationalId' | 'insurance'>;

/**
 * What the summary says of who the patient is to the clinic: their ART number and national ID, their insurance card (with a word
 * when it has expired or expires within INSURANCE_WARNING_DAYS) and the doctor who saw them last. The doctor of an
 * anonymous appointment is left out of what another doctor reads.
 */
export async function careIdentityOf(
  db: Pick<Db, 'select'>,
  patientId: number,
  withAnonymous: boolean,
  today: string,
): Promise<CareIdentity> {
  // Prepared: read again with every summary computed afresh, the doctor's query took longer to plan than to run.
  const cardOf = prepared(db, 'care_card', (name) =>
    db
      .select({
        artNumber: patients.artNumber,
        nationalId: patients.nationalId,
        number: patients.insuranceNumber,
        expiry: patients.insuranceExpiry,
      })
      .from(patients)
      .where(eq(patients.patientId, sql.placeholder('patientId')))
      .prepare(name),
  );
  const lastDoctor = prepared(db, `care_doctor_${withAnonymous ? 'all' : 'named'}`, (name) =>
    db
      .select({ doctorId: appointments.doctorId, doctorName: users.fullName })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.doctorId, appointments.doctorId))
      .innerJoin(users, eq(users.userId, doctors.userId))
      .where(
        and(
          eq(appointments.patientId, sql.placeholder('patientId')),
          attended,
          withAnonymous ? undefined : eq(appointments.isAnonymous, false),
        ),
      )
      .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime))
      .limit(1)
      .prepare(name),
  );
  const [[card], [last]] = await Promise.all([
    cardOf.execute({ patientId }),
    lastDoctor.execute({ patientId }),
  ]);
  return {
    careDoctor: last ?? null,
    artNumber: card?.artNumber ?? null,
    nationalId: card?.nationalId ?? null,
    insurance:
      card && (card.number || card.expiry)
        ? { number: card.number, expiry: card.expiry, state: insuranceState(card.expiry, today) }
        : null,
  };
}
