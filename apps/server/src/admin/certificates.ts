import {
  adminMessages,
  type certificateCreateBody,
  type DoctorCertificate,
  isManagement,
  type PageMeta,
} from '@clinic/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { doctorCertificates, doctors, users } from '../db/schema.js';
import { fieldError, notFound } from '../lib/http-error.js';
import { escapeLike, listPage, type PageOptions } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';

const columns = {
  certificateId: doctorCertificates.certificateId,
  doctorId: doctorCertificates.doctorId,
  certificateName: doctorCertificates.certificateName,
  issuedBy: doctorCertificates.issuedBy,
  issueDate: doctorCertificates.issueDate,
  expiryDate: doctorCertificates.expiryDate,
  certificateImage: doctorCertificates.certificateImage,
  fullName: users.fullName,
};

/** Adds each certificate's doctor and account to a select from doctor_certificates; inner joins keep its row type. */
function withDoctor<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(doctors, eq(doctors.doctorId, doctorCertificates.doctorId))
    .innerJoin(users, eq(users.userId, doctors.userId)) as unknown as T;
}

function baseQuery(db: Db) {
  return withDoctor(db.select(columns).from(doctorCertificates).$dynamic());
}

/** A doctor is limited to their own certificates; the managers see all. */
function scopeOf(viewer: AuthUser): SQL | undefined {
  if (isManagement(viewer.role)) return undefined;
  return eq(doctorCertificates.doctorId, viewer.doctorId ?? -1);
}

export interface CertificateListOptions extends PageOptions {
  search?: string | undefined;
}

/** By certificate id; search matches name, issuer or the doctor's name, case-insensitively. */
export async function listCertificates(
  db: Db,
  viewer: AuthUser,
  opts: CertificateListOptions,
): Promise<{ items: DoctorCertificate[]; meta?: PageMeta }> {
  const pattern = opts.search ? `%${escapeLike(opts.search)}%` : undefined;
  const where = and(
    scopeOf(viewer),
    pattern
      ? or(
          ilike(doctorCertificates.certificateName, pattern),
          ilike(doctorCertificates.issuedBy, pattern),
          ilike(users.fullName, pattern),
        )
      : undefined,
  );
  return listPage(
    opts,
    baseQuery(db).where(where).orderBy(asc(doctorCertificates.certificateId)),
    withDoctor(db.select({ total: count() }).from(doctorCertificates).$dynamic()).where(where),
    (row) => row,
  );
}

/** Another doctor's certificate is answered as missing. */
export async function getCertificate(db: Db, viewer: AuthUser, id: number): Promise<DoctorCertificate> {
  const [row] = await baseQuery(db).where(and(eq(doctorCertificates.certificateId, id), scopeOf(viewer)));
  if (!row) throw notFound(adminMessages.certificateNotFound);
  return row;
}

/** What the create body parses to; an update carries the same fields besides the certificate's id. */
export type CertificateInput = z.output<typeof certificateCreateBody>;

/** The chosen doctor must exist: a 400 on the field, never a foreign-key 500. */
async function assertDoctorExists(db: Db, doctorId: number): Promise<void> {
  const [row] = await db.select({ id: doctors.doctorId }).from(doctors).where(eq(doctors.doctorId, doctorId));
  if (!row) throw fieldError('doctorId', adminMessages.doctorMissing);
}

export async function createCertificate(db: Db, input: CertificateInput): Promise<DoctorCertificate> {
  await assertDoctorExists(db, input.doctorId);
  const [row] = await db
    .insert(doctorCertificates)
    .values({ ...input, certificateImage: input.certificateImage ?? null })
    .returning({ id: doctorCertificates.certificateId });
  if (!row) throw new Error('certificate insert returned nothing');
  return (await baseQuery(db).where(eq(doctorCertificates.certificateId, row.id)))[0] as DoctorCertificate;
}

/** An absent certificateImage keeps the stored image; null removes it. */
export async function updateCertificate(
  db: Db,
  certificateId: number,
  input: CertificateInput,
): Promise<DoctorCertificate> {
  const [exists] = await db
    .select({ id: doctorCertificates.certificateId })
    .from(doctorCertificates)
    .where(eq(doctorCertificates.certificateId, certificateId));
  if (!exists) throw notFound(adminMessages.certificateNotFound);
  await assertDoctorExists(db, input.doctorId);
  const { certificateImage, ...fields } = input;
  await db
    .update(doctorCertificates)
    .set({ ...fields, ...(certificateImage !== undefined && { certificateImage }) })
    .where(eq(doctorCertificates.certificateId, certificateId));
  return (
    await baseQuery(db).where(eq(doctorCertificates.certificateId, certificateId))
  )[0] as DoctorCertificate;
}

/** Certificates are really deleted. */
export async function deleteCertificate(db: Db, certificateId: number): Promise<void> {
  const deleted = await db
    .delete(doctorCertificates)
    .where(eq(doctorCertificates.certificateId, certificateId))
    .returning({ id: doctorCertificates.certificateId });
  if (deleted.length === 0) throw notFound(adminMessages.certificateNotFound);
}
