import {
  type ArtNumberBody,
  labMessages,
  type PatientIdentifiers,
  type PatientIdentifiersBody,
} from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { assertMayRead } from '../clinic/access.js';
import type { Db } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { patients } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/**
 * PUT /Clinical/ArtNumber: the patient's doctor (one who has seen them, else 404) or an admin sets the clinic's
 * ART number; it must follow the clinic's pattern (ART_NUMBER_PATTERN) and no other patient may have it (409).
 */
export async function setArtNumber(
  db: Db,
  user: AuthUser,
  body: ArtNumberBody,
  pattern: RegExp,
): Promise<{ patientId: number; artNumber: string }> {
  if (user.role === 'Doctor') await assertMayRead(db, user, body.patientId);
  if (!pattern.test(body.artNumber)) throw fieldError('artNumber', labMessages.artNumberInvalid);
  try {
    const [row] = await db
      .update(patients)
      .set({ artNumber: body.artNumber })
      .where(eq(patients.patientId, body.patientId))
      .returning({ patientId: patients.patientId });
    if (!row) throw notFound(labMessages.patientNotFound);
  } catch (err) {
    if (uniqueViolation(err) === 'patients_art_number_uq')
      throw conflict(labMessages.artNumberTaken, { artNumber: [labMessages.artNumberTaken] });
    throw err;
  }
  return { patientId: body.patientId, artNumber: body.artNumber };
}

/**
 * PUT /Clinical/Identifiers: the patient's doctor (one who has seen them, else 404) corrects the national ID and the
 * insurance card as the patient may on their profile; an absent field stays as it is, null clears it.
 */
export async function setPatientIdentifiers(
  db: Db,
  user: AuthUser,
  body: PatientIdentifiersBody,
): Promise<PatientIdentifiers> {
  await assertMayRead(db, user, body.patientId);
  const { patientId, ...changes } = body;
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const columns = {
    patientId: patients.patientId,
    nationalId: patients.nationalId,
    insuranceNumber: patients.insuranceNumber,
    insuranceExpiry: patients.insuranceExpiry,
  };
  const where = eq(patients.patientId, patientId);
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(patients).set(set).where(where).returning(columns)
      : await db.select(columns).from(patients).where(where);
  if (!row) throw notFound(labMessages.patientNotFound);
  return row;
}
