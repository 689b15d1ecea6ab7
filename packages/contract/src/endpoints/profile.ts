import { z } from 'zod';
import { patientCreateBody } from '../auth.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { messages } from '../messages.js';
import { profileReadAccess, profileUpdateAccess } from '../permissions.js';
import {
  doctorCard,
  doctorProfile,
  doctorUpdateBody,
  patientProfile,
  patientUpdateBody,
  profileBase,
  staffLikeUpdateBody,
} from '../profile.js';
import { ROLE_VI_LABELS, type Role } from '../roles.js';
import { defineEndpoint } from './define.js';

/** GET /{Role}/GetByID/:id and PUT /{role}/Update of one role: its subject, and who administers the role. */
function profileOf<R extends Role, B extends z.ZodType, P extends z.ZodType, G extends z.ZodType>(
  role: R,
  body: B,
  profile: P,
  read: G,
) {
  return {
    role,
    getById: defineEndpoint({
      method: 'GET',
      path: `/${role}/GetByID/:id`,
      reads: ['accounts', 'patients'],
      access: profileReadAccess(role),
      ownership: role === 'Doctor' ? 'own profile or public card' : 'own profile',
      ...(role === 'Patient' && {
        audit: { category: 'profile', action: 'read', pathId: 'patient' } as const,
      }),
      summary: `Hồ sơ ${ROLE_VI_LABELS[role]}`,
      tags: [role],
      params: idParams,
      response: envelopeOf(read),
    }),
    update: defineEndpoint({
      method: 'PUT',
      // Typed as the literal it is, so that a caller's type names the one endpoint (docs/architecture.md's index).
      path: `/${role.toLowerCase() as Lowercase<R>}/Update`,
      writes: ['accounts', 'patients'],
      access: profileUpdateAccess(role),
      ownership: 'own profile',
      ...(role === 'Patient' && { audit: { category: 'profile', action: 'update' } as const }),
      summary: `Cập nhật hồ sơ ${ROLE_VI_LABELS[role]}`,
      tags: [role],
      message: messages.profile.updated,
      body,
      response: envelopeOf(profile),
    }),
  };
}

export const profileEndpoints = {
  registerPatient: defineEndpoint({
    method: 'POST',
    path: '/Patient/Create',
    writes: ['accounts', 'patients'],
    access: 'public',
    summary: 'Đăng ký tài khoản bệnh nhân',
    tags: ['Patient'],
    status: 201,
    message: messages.auth.registerSuccess,
    body: patientCreateBody,
    response: envelopeOf(patientProfile),
  }),
  admin: profileOf('Admin', staffLikeUpdateBody, profileBase, profileBase),
  // A full profile is tried first: a patient's answer is the card alone, which only the second one matches.
  doctor: profileOf('Doctor', doctorUpdateBody, doctorProfile, z.union([doctorProfile, doctorCard])),
  patient: profileOf('Patient', patientUpdateBody, patientProfile, patientProfile),
  staff: profileOf('Staff', staffLikeUpdateBody, profileBase, profileBase),
  manager: profileOf('Manager', staffLikeUpdateBody, profileBase, profileBase),
};
