import { codesOf } from './codes.js';

/** Each role in Vietnamese, lower case, as a sentence names it. */
export const ROLE_VI_LABELS = {
  Admin: 'quản trị viên',
  Doctor: 'bác sĩ',
  Patient: 'bệnh nhân',
  Staff: 'nhân viên',
  Manager: 'quản lý',
};
export const ROLES = codesOf(ROLE_VI_LABELS);
export type Role = (typeof ROLES)[number];

/** Roles are read case-insensitively everywhere (token, path segments, stored values). */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower) ?? null;
}

export const ROLE_DASHBOARD: Record<Role, string> = {
  Admin: '/admin/dashboard',
  Doctor: '/doctor/dashboard',
  Patient: '/patient/dashboard',
  Staff: '/staff/dashboard',
  Manager: '/manager/dashboard',
};

/** The profile label: admin, doctor, patient, staff, manager, otherwise unknown. */
export function roleLabel(value: unknown): string {
  return parseRole(value)?.toLowerCase() ?? 'unknown';
}
