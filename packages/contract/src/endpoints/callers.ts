import { ADMIN, DOCTORS, MANAGEMENT_AND_DOCTORS, PATIENTS_AND_DOCTORS } from '../permissions.js';

// The roles that recur with an ownership rule: the roles alone would let a caller reach anyone's records.

/** A doctor, on their own appointments and what came of them. */
export const OWN_DOCTOR = { access: DOCTORS, ownership: 'own doctor' } as const;

/** Management, or a doctor on their own records. */
export const MANAGEMENT_OR_OWN_DOCTOR = { access: MANAGEMENT_AND_DOCTORS, ownership: 'own doctor' } as const;

/** The patient or the doctor of an appointment, on it and what came of it. */
export const OWN_PATIENT_OR_DOCTOR = {
  access: PATIENTS_AND_DOCTORS,
  ownership: 'own patient or own doctor',
} as const;

/** The patient, or a doctor who has seen them. */
export const TREATING_DOCTOR = { access: DOCTORS, ownership: 'own patient or treating doctor' } as const;

/** An administrator reading a list that names patients: each call is logged as a read of their identity. */
export const ADMIN_READING_IDENTITIES = {
  access: ADMIN,
  audit: { category: 'profile', action: 'read' },
} as const;
