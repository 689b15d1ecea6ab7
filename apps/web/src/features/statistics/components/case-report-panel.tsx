import { addDays } from '@clinic/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { downloadCaseReport } from '../api/get-report';
import { statisticsMessages as m } from '../messages';

/**
 * The national case report (Admin): the days whose changed case records go to the health authorities, and its
 * download as a FHIR file. Each patient in it is written to the access log as a report.
 */
export function CaseReportPanel() {
  const today = clinicToday();
  const [range, setRange] = useState({ from: addDays(today, -90), to: today });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadCaseReport(range);
    } catch (e) {
      setError(apiErrorMessage(e, m.caseReportFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <HeadedSection id="case-report" title={m.caseReportTitle}>
      <Stack gap="sm">
        <Text size="sm">{m.caseReportIntro}</Text>
        <Group align="flex-end" gap="sm">
          <DateField
            label={m.caseReportFrom}
            value={range.from}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
            maw={200}
          />
          <DateField
            label={m.caseReportTo}
            value={range.to}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
            maw={200}
          />
          <Button onClick={() => void download()} loading={pending} disabled={!range.from || !range.to}>
            {m.caseReportDownload}
          </Button>
        </Group>
        <FormAlert>{error}</FormAlert>
      </Stack>
    </HeadedSection>
  );
}
