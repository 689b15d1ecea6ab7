import type { LabImportReport } from '@clinic/contract';
import { Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { notifyError } from '../../../lib/notify';
import { downloadImportReport, formatOfFile, useImportResults } from '../api/lab';
import { labScreenMessages as m } from '../messages';
import { ScrollTable } from './scroll-table';

/** The laboratory's file sent in: the report of every row comes back at once, to read here or download. */
export function ImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useImportResults();
  const report = importer.data;

  const send = () => {
    setError(null);
    const format = file ? formatOfFile(file.name) : null;
    if (!file || !format) {
      setError(m.fileTypeUnknown);
      return;
    }
    importer.mutate({ file, format }, { onError: (e) => setError(apiErrorMessage(e, m.loadError)) });
  };

  return (
    <HeadedSection id="lab-import" title={m.importSection}>
      <Stack gap="md">
        <Text size="sm">{m.importHelp}</Text>
        <Group align="flex-end">
          <FileInput
            label={m.file}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
            accept=".csv,.xlsx,.hl7,.txt,.json"
            clearable
            clearButtonProps={{ 'aria-label': m.clearFile }}
            w={320}
            maw="100%"
          />
          <Button onClick={send} loading={importer.isPending} disabled={!file}>
            {importer.isPending ? m.importing : m.importButton}
          </Button>
        </Group>
        <FormAlert>{error}</FormAlert>
        {report && <ImportReport report={report} />}
      </Stack>
    </HeadedSection>
  );
}

function ImportReport({ report }: { report: LabImportReport }) {
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>{m.report}</Text>
      <Group gap="xs">
        {m.outcomeOrder
          .filter((o) => report.counts[o] > 0)
          .map((o) => (
            <Badge key={o} variant="outline" color="dark">
              {m.outcomes[o]}: {report.counts[o]}
            </Badge>
          ))}
      </Group>
      <ScrollTable label={m.report} minWidth={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.line}</Table.Th>
            <Table.Th>{m.specimen}</Table.Th>
            <Table.Th>{m.outcome}</Table.Th>
            <Table.Th>{m.reason}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, i) => (
            <Table.Tr key={`${row.line}-${i}`}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.specimenCode ?? '—'}</Table.Td>
              <Table.Td>{m.outcomes[row.outcome]}</Table.Td>
              <Table.Td>{row.reason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            downloadImportReport(report.importId).catch((e) => notifyError(apiErrorMessage(e, m.loadError)))
          }
        >
          {m.downloadReport}
        </Button>
      </Group>
    </Stack>
  );
}
