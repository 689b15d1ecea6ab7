import type { TestResultItem } from '@clinic/contract';
import { Badge, Text } from '@mantine/core';
import { testResultsMessages as m } from '../messages';

/** The patient's name, or the 'Ẩn danh' badge for an anonymous appointment (the server already hides the name). */
export function PatientName({ result }: { result: TestResultItem }) {
  if (result.isAnonymous) {
    return (
      <Badge
        variant="outline"
        color="gray"
        style={{ textTransform: 'none', fontStyle: 'italic' }}
        title={m.anonymousHint}
      >
        {m.anonymous}
      </Badge>
    );
  }
  return (
    <Text fw={600} size="sm">
      {result.patientName}
    </Text>
  );
}
