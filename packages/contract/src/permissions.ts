import { ROLES, type Role } from './roles.js';

/** Who may call an endpoint: 'public' (a token is read when present) or the roles allowed. */
export type Access = 'public' | readonly Role[];

/**
 * The role groups of the permission table, each written once. Content, master data, certificates, doctor
 * accounts and schedules are run by the clinic's management: Admin, Manager and Staff.
 */
export const MANAGEMENT = ['Admin', 'Manager', 'Staff'] as const satisfies readonly Role[];
export const MANAGEMENT_AND_DOCTORS = [...MANAGEMENT, 'Doctor'] as const satisfies readonly Role[];
/** Booking reads (the free doctors) are open to the patient who books and to the desk that helps. */
export const PATIENTS_AND_MANAGEMENT = ['Patient', ...MANAGEMENT] as const satisfies readonly Role[];
export const ADMIN = ['Admin'] as const satisfies readonly Role[];
export const DOCTORS = ['Doctor'] as const satisfies readonly Role[];
export const PATIENTS = ['Patient'] as const satisfies readonly Role[];
export const PATIENTS_AND_DOCTORS = ['Patient', 'Doctor'] as const satisfies readonly Role[];
export const SIGNED_IN = ROLES;
/** The clinic's leadership: the clinic-wide tracing screen and the manager's statistics page. */
export const ADMIN_AND_MANAGER = ['Admin', 'Manager'] as const satisfies readonly Role[];
/** The staff's statistics page, which the admin may open too. */
export const ADMIN_AND_STAFF = ['Admin', 'Staff'] as const satisfies readonly Role[];
/** Retention work (the tracing list and its outcomes): the clinic's leadership and the treating doctors. */
export const ADMIN_AND_DOCTORS = ['Admin', 'Doctor'] as const satisfies readonly Role[];
export const ADMIN_MANAGER_AND_DOCTORS = [...ADMIN_AND_MANAGER, 'Doctor'] as const satisfies readonly Role[];

/** Management sees inactive content and master data too; everyone else only the active rows. */
export function isManagement(role: Role | undefined): boolean {
  return role !== undefined && (MANAGEMENT as readonly Role[]).includes(role);
}

/**
 * The ownership rules the server applies on top of the roles; a record outside the rule answers 404. The server
 * applies 'own patient' and 'own doctor' itself where the path's id names the person (an endpoint's pathOwner);
 * every rule that needs the record (whose appointment, which treating doctor) lives in its clinic and accounts
 * modules.
 */
export const OWNERSHIP_RULES = {
  'own patient': 'a patient reaches only their own appointments, results and treatments',
  'own doctor':
    'a doctor reaches only their own appointments, schedules, certificates and what hangs from them',
  'own patient or own doctor': 'the patient or the doctor of the appointment that the record hangs from',
  'own profile': 'the user of a profile; administrators of the role reach every profile of it',
  'own profile or public card':
    'the user of a profile and its administrators; a patient sees only the public card of an active doctor',
  'own counts': 'a doctor counts only their own appointments and results',
  'own patient or treating doctor':
    'the patient; a doctor who has had a non-anonymous appointment with the patient, who never sees the results of anonymous ones',
  'treating doctor':
    'a doctor reaches only the patients they have had a non-anonymous appointment with; the other roles the endpoint allows reach every patient',
} as const;
export type Ownership = keyof typeof OWNERSHIP_RULES;

/**
 * Who reaches the profiles of one role besides their subjects: `readAny` / `updateAny` reach every profile of
 * the role, `readCard` sees only the public card, and only of an active account.
 */
export interface ProfilePolicy {
  readAny: readonly Role[];
  readCard: readonly Role[];
  updateAny: readonly Role[];
}

export const PROFILE_POLICIES: Record<Role, ProfilePolicy> = {
  Admin: { readAny: [], readCard: [], updateAny: [] },
  Manager: { readAny: ADMIN, readCard: [], updateAny: ADMIN },
  Staff: { readAny: ADMIN, readCard: [], updateAny: ADMIN },
  Doctor: { readAny: MANAGEMENT, readCard: PATIENTS, updateAny: MANAGEMENT },
  Patient: { readAny: ADMIN, readCard: [], updateAny: [] },
};

const inRoleOrder = (roles: readonly Role[]): Role[] => ROLES.filter((r) => roles.includes(r));

/** The roles that may call GET /{role}/GetByID at all (others get 403 before any lookup). */
export function profileReadAccess(role: Role): Role[] {
  const p = PROFILE_POLICIES[role];
  return inRoleOrder([role, ...p.readAny, ...p.readCard]);
}

/** The roles that may call PUT /{role}/Update at all. */
export function profileUpdateAccess(role: Role): Role[] {
  const p = PROFILE_POLICIES[role];
  return inRoleOrder([role, ...p.updateAny]);
}
