import { endpoints } from '@clinic/contract';
import type { AccountKind } from '../account-model';

const a = endpoints.accounts;
const p = endpoints.profile;

export type ListedRole = 'Manager' | 'Doctor' | 'Staff' | 'Patient';

export const LIST_ENDPOINTS = {
  Manager: a.managerGetAll,
  Staff: a.staffGetAll,
  Doctor: a.doctorGetAll,
  Patient: a.patientGetAll,
} satisfies Record<ListedRole, unknown>;

export const CREATE_ENDPOINTS = {
  Manager: a.managerCreate,
  Staff: a.staffCreate,
  Doctor: a.doctorCreate,
} satisfies Record<AccountKind, unknown>;

export const UPDATE_ENDPOINTS = {
  Manager: p.manager.update,
  Staff: p.staff.update,
  Doctor: p.doctor.update,
} satisfies Record<AccountKind, unknown>;

export const PROFILE_READS = { Manager: p.manager.getById, Staff: p.staff.getById, Doctor: p.doctor.getById };
