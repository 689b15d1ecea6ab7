import type { AvailableDoctor } from '@clinic/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDoctor } from '../api/get-doctor';
import { bookingMessages as m } from '../messages';

/** The chosen doctor's card from GET /Doctor/GetByID/{id}; the search answer fills in while it loads. */
export function DoctorDetails({ doctorId, fallback }: { doctorId: number; fallback: AvailableDoctor }) {
  const doctor = useDoctor(doctorId);
  const fullName = doctor.data?.fullName || fallback.doctorName;
  const phone = doctor.data?.phoneNumber ?? fallback.phoneNumber;
  const bio = doctor.data?.bio ?? fallback.bio;
  return (
    <Paper withBorder p="md" bg="teal.0" aria-labelledby="doctor-details-title" component="section">
      <Title order={3} size="h5" id="doctor-details-title" mb="xs">
        {m.doctorDetails}
      </Title>
      <Stack gap={4}>
        <Text>
          <b>{m.doctorName}:</b> {fullName}
        </Text>
        {phone && (
          <Text>
            <b>{m.phone}:</b> {phone}
          </Text>
        )}
        <Text>
          <b>{m.bio}:</b> {bio || m.noBio}
        </Text>
        {doctor.isError && (
          <Text size="sm" c="red.9">
            {m.doctorLoadError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
