import { type MyData, messages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { listRecordAccess } from '../audit/events.js';
import { listAppointments } from '../clinic/appointment-list.js';
import { listTestResults } from '../clinic/results.js';
import { listTreatments } from '../clinic/treatments.js';
import type { Db } from '../db/client.js';
import { patients } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { findProfile, isPatientProfile } from './profiles.js';

/** How many of the newest access-log events the copy holds; GET /Audit/MyRecordAccess pages through the rest. */
export const MY_DATA_ACCESS_EVENTS = 100;

/**
 * GET /Patient/MyData: a copy of everything the clinic holds about the calling patient (their right of access),
 * read by the same functions as their own screens, so that it shows exactly what those show. Only ever the
 * caller's: nothing here takes a patient id from the request.
 */
export async function collectMyData(db: Db, user: AuthUser, clinicTz: string): Promise<MyData> {
  const patientId = user.patientId;
  if (user.role !== 'Patient' || patientId === null) throw notFound(messages.common.notFound);
  const [profile, consent, appointments, testResults, treatments, recordAccess] = await Promise.all([
    findProfile(db, 'Patient', { id: patientId }),
    db
      .select({
        privacyNoticeVersion: patients.privacyNoticeVersion,
        privacyAcceptedAt: patients.privacyAcceptedAt,
      })
      .from(patients)
      .where(eq(patients.patientId, patientId)),
    listAppointments(db, user, {}),
    listTestResults(db, user, {}, clinicTz),
    listTreatments(db, user, {}),
    listRecordAccess(db, patientId, { page: 1, pageSize: MY_DATA_ACCESS_EVENTS }, clinicTz),
  ]);
  if (!profile || !isPatientProfile(profile) || profile.userId !== user.userId) {
    throw notFound(messages.common.notFound);
  }
  const accepted = consent[0];
  return {
    profile: {
      ...profile,
      privacyNoticeVersion: accepted?.privacyNoticeVersion ?? null,
      privacyAcceptedAt: accepted?.privacyAcceptedAt?.toISOString() ?? null,
    },
    appointments: appointments.items,
    testResults: testResults.items,
    treatments: treatments.items,
    recordAccess,
  };
}
