import { formatTimeShort, type LabTestEntry } from '@clinic/contract';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { clinicToday, formatInstant } from '../../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCollectSpecimen, useLabTests } from '../api/lab';
import { labScreenMessages as m } from '../messages';
import { Barcode } from './barcode';
import { ItemsTable } from './items-table';

/** One day's lab tests of the doctor: each confirmed one is marked collected here and gets its printable code. */
export function SpecimenDay() {
  const [day, setDay] = useState(clinicToday());
  const tests = useLabTests(day);
  return (
    <HeadedSection id="lab-day" title={m.daySection}>
      <Stack gap="md">
        <DateField label={m.day} value={day} onChange={(v) => v && setDay(v)} maw={220} />
        <ItemsTable
          query={tests}
          empty={m.noTests}
          label={m.daySection}
          minWidth={560}
          columns={[m.time, m.patient, m.test, m.specimen]}
          row={(item) => (
            <Table.Tr key={item.appointmentId}>
              <Table.Td>{formatTimeShort(item.appointmentTime)}</Table.Td>
              <Table.Td>
                {item.patientName}
                {item.artNumber && (
                  <Text size="xs" c="dimmed">
                    {m.artNumber}: {item.artNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.testTypeName}</Table.Td>
              <Table.Td>
                <SpecimenCell item={item} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </HeadedSection>
  );
}

function SpecimenCell({ item }: { item: LabTestEntry }) {
  const collect = useCollectSpecimen();
  if (item.specimenCode) {
    return (
      <Stack gap={2}>
        <Barcode code={item.specimenCode} />
        <Text size="xs">
          {item.collectedAt && m.collected(formatInstant(item.collectedAt))}
          {item.hasResult && ` · ${m.resultIn}`}
        </Text>
      </Stack>
    );
  }
  if (item.status !== 'Confirmed') return <Text size="sm">{m.notConfirmed}</Text>;
  return (
    <Group>
      <Button
        size="xs"
        loading={collect.isPending}
        aria-label={`${m.collect}: ${item.patientName}, ${formatTimeShort(item.appointmentTime)}`}
        onClick={() =>
          collect.mutate(item.appointmentId, {
            onSuccess: (message) => notifySuccess(message),
            onError: (error) => notifyError(apiErrorMessage(error, m.loadError)),
          })
        }
      >
        {m.collect}
      </Button>
    </Group>
  );
}
