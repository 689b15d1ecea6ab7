import { type DoctorProfile, labMessages, type PatientProfile } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { patientProfile as patient } from '../../test/patient-profile';
import { buildProfileUpdate, buildReminderUpdate, formValuesFrom, REMINDER_KINDS } from './profile-model';

describe('profile update body', () => {
  it('sends the patient fields, isActive true, and no e-mail when it did not change', () => {
    const result = buildProfileUpdate('Patient', patient, { ...formValuesFrom(patient), address: ' Huế ' });
    expect(result).toEqual({
      body: {
        userId: 10,
        username: 'patient1',
        fullName: 'Trần Thị Bình',
        phoneNumber: '0912345678',
        dateOfBirth: '1992-05-17',
        gender: 'Female',
        address: 'Huế',
        isActive: true,
        patientId: 4,
        bloodType: 'O+',
        isPregnant: false,
        specialNotes: null,
        nationalId: null,
        insuranceNumber: null,
        insuranceExpiry: null,
      },
    });
  });

  it('sends the documents as the contract reads them, and names a wrong one with its rule', () => {
    const withDocuments = (nationalId: string, insuranceNumber: string) =>
      buildProfileUpdate('Patient', patient, {
        ...formValuesFrom(patient),
        nationalId,
        insuranceNumber,
        insuranceExpiry: '2027-06-30',
      });
    expect(withDocuments('001092012345', 'hs4010120878811')).toMatchObject({
      body: { nationalId: '001092012345', insuranceNumber: 'HS4010120878811', insuranceExpiry: '2027-06-30' },
    });
    expect(withDocuments('0010920123', 'HS6010120878811')).toEqual({
      errors: {
        nationalId: labMessages.nationalIdInvalid,
        insuranceNumber: labMessages.insuranceNumberInvalid,
      },
    });
  });

  it('includes the e-mail when it changed and reports invalid fields with the contract messages', () => {
    const changed = buildProfileUpdate('Patient', patient, {
      ...formValuesFrom(patient),
      email: 'new@example.com',
    });
    expect('body' in changed && changed.body.email).toBe('new@example.com');

    const invalid = buildProfileUpdate('Patient', patient, {
      ...formValuesFrom(patient),
      phoneNumber: '123',
      fullName: ' ',
    });
    expect(invalid).toEqual({
      errors: {
        fullName: 'Vui lòng nhập họ và tên',
        phoneNumber: 'Số điện thoại không hợp lệ. Vui lòng nhập đúng định dạng số Việt Nam.',
      },
    });
  });

  it('adds doctorId, doctorImage and bio for doctors', () => {
    const doctor: DoctorProfile = {
      ...patient,
      role: 'Doctor',
      doctorId: 2,
      doctorImage: null,
      bio: 'Chuyên khoa truyền nhiễm',
    };
    const {
      bloodType: _b,
      isPregnant: _p,
      specialNotes: _s,
      patientId: _id,
      ...doctorOnly
    } = doctor as DoctorProfile & Partial<PatientProfile>;
    const result = buildProfileUpdate(
      'Doctor',
      doctorOnly as DoctorProfile,
      formValuesFrom(doctorOnly as DoctorProfile),
    );
    expect(result).toMatchObject({
      body: { doctorId: 2, doctorImage: null, bio: 'Chuyên khoa truyền nhiễm' },
    });
  });
});

describe('reminder switches', () => {
  it.each(REMINDER_KINDS.flatMap((kind) => [true, false].map((on) => ({ kind, on }))))(
    '$kind $on: the saved details unchanged, only that preference',
    ({ kind, on }) => {
      const result = buildReminderUpdate(patient, kind, on);
      expect(result).toEqual({
        body: {
          ...(buildProfileUpdate('Patient', patient, formValuesFrom(patient)) as { body: object }).body,
          [kind]: on,
        },
      });
      const body = (result as { body: Record<string, unknown> }).body;
      for (const other of REMINDER_KINDS.filter((k) => k !== kind)) expect(body).not.toHaveProperty(other);
    },
  );

  it('reports the profile errors instead of a body when the saved details are incomplete', () => {
    expect(buildReminderUpdate({ ...patient, phoneNumber: '' }, 'remindRefills', false)).toHaveProperty(
      'errors',
    );
  });
});
