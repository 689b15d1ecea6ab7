import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import './form-styles';
import type { AvailableDoctor } from '@clinic/contract';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';

/** The doctors free at the searched slot, as a keyboard-friendly radio group of cards. */
export function AvailableDoctorPicker({
  label,
  doctors,
  value,
  onChange,
  error,
  phoneLabel,
}: {
  label: string;
  doctors: AvailableDoctor[];
  value: number | null;
  onChange: (doctorId: number) => void;
  error?: string | null;
  phoneLabel: string;
}) {
  return (
    <Radio.Group
      label={label}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error || undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {doctors.map((doctor) => (
          <Radio.Card key={doctor.doctorId} value={String(doctor.doctorId)} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2} miw={0}>
                <Text fw={600}>{doctor.doctorName}</Text>
                {doctor.phoneNumber && (
                  <Text size="sm">
                    {phoneLabel}: {doctor.phoneNumber}
                  </Text>
                )}
                {doctor.bio && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {doctor.bio}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
