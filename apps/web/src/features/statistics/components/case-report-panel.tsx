import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateRangeFields, useDateRange } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-alert';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadCaseReport } from '../api/get-report';
import { statisticsMessages as m } from '../messages';

/**
 * The national case report (Admin): the days whose changed case records go to the health authorities, and its
 * download as a FHIR file. Each patient in it is written to the access log as a report.
 */
export function CaseReportPanel() {
  const [range, setRange] = useDateRange(90);
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
          <DateRangeFields
            range={range}
            setRange={setRange}
            fromLabel={m.caseReportFrom}
            toLabel={m.caseReportTo}
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
