import type { MessagingPreferences, PatientProfile } from '@clinic/contract';

/** A patient's profile as the server answers it (the profile screen, the patient list). */
export const patientProfile: PatientProfile = {
  userId: 10,
  patientId: 4,
  username: 'patient1',
  role: 'Patient',
  userRole: 'Patient',
  pendingEmail: null,
  fullName: 'Trần Thị Bình',
  phoneNumber: '0912345678',
  email: 'binh@example.com',
  dateOfBirth: '1992-05-17',
  gender: 'Female',
  address: 'Đà Nẵng',
  avatar: null,
  isActive: true,
  isVerified: true,
  bloodType: 'O+',
  isPregnant: false,
  specialNotes: null,
  artNumber: null,
  nationalId: null,
  insuranceNumber: null,
  insuranceExpiry: null,
  remindAppointments: true,
  remindRefills: true,
  remindMissed: true,
};

/** The same patient's channels as the server answers them: e-mail only, the phone not confirmed yet. */
export const messagingPreferences: MessagingPreferences = {
  email: true,
  sms: false,
  zalo: false,
  available: { email: true, sms: true, zalo: true },
  phoneNumber: patientProfile.phoneNumber,
  phoneVerified: false,
  changedAt: { email: null, sms: null, zalo: null },
};
