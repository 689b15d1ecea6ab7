import { formatDateVi, GENDER_VI, type Gender, type Profile } from '@clinic/contract';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InsuranceNotice } from '../../../components/insurance-notice';
import { clinicToday } from '../../../lib/clinic-time';
import { profileMessages as m } from '../messages';
import { isDoctorProfile, isPatientProfile } from '../profile-model';

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value === '' || value === null || value === undefined ? m.notSet : value}
      </Text>
    </div>
  );
}

/** Read-only view of the profile: gender as Nam/Nữ, date of birth in vi-VN. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Item label={m.fullName} value={profile.fullName} />
      <Item label={m.phoneNumber} value={profile.phoneNumber} />
      <Item label={m.dateOfBirth} value={formatDateVi(profile.dateOfBirth)} />
      <Item label={m.gender} value={GENDER_VI[profile.gender as Gender] ?? profile.gender} />
      <Item label={m.email} value={profile.email} />
      <Item label={m.address} value={profile.address} />
      {isDoctorProfile(profile) && <Item label={m.bio} value={profile.bio} />}
      {isPatientProfile(profile) && (
        <>
          <Item label={m.bloodType} value={profile.bloodType} />
          {profile.gender === 'Female' && (
            <Item label={m.isPregnant} value={profile.isPregnant ? m.yes : m.no} />
          )}
          <Item label={m.specialNotes} value={profile.specialNotes} />
          <Item label={m.artNumber} value={profile.artNumber} />
          <Item label={m.nationalId} value={profile.nationalId} />
          <Item label={m.insuranceNumber} value={profile.insuranceNumber} />
          <Item
            label={m.insuranceExpiry}
            value={
              profile.insuranceExpiry && (
                <>
                  {formatDateVi(profile.insuranceExpiry)}
                  <InsuranceNotice
                    expiry={profile.insuranceExpiry}
                    today={clinicToday()}
                    texts={m.insurance}
                  />
                </>
              )
            }
          />
        </>
      )}
    </SimpleGrid>
  );
}
