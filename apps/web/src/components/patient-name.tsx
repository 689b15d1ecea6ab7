import { appointmentMessages } from '@clinic/contract';
import { Badge, type MantineSize, Text } from '@mantine/core';
import { clinicMessages } from './clinic-messages';

/**
 * The patient's name on a doctor's list, or the 'Ẩn danh' badge for an anonymous appointment (the server already
 * hides the name).
 */
export function PatientName({
  record,
  size,
}: {
  record: { isAnonymous: boolean; patientName: string };
  size?: MantineSize;
}) {
  if (record.isAnonymous) {
    return (
      <Badge
        variant="outline"
        color="gray"
        style={{ textTransform: 'none', fontStyle: 'italic' }}
        title={clinicMessages.anonymousHint}
      >
        {appointmentMessages.anonymousName}
      </Badge>
    );
  }
  return (
    <Text fw={600} size={size}>
      {record.patientName}
    </Text>
  );
}
