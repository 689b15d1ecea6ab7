import { Button, Group, Stack, Text } from '@mantine/core';
import { DateRangeFields, useDateRange } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-alert';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useCaseReportDownload } from '../api/get-report';
import { statisticsMessages as m } from '../messages';

/**
 * The national case report (Admin): the days whose changed case records go to the health authorities, and its
 * download as a FHIR file. Each patient in it is written to the access log as a report.
 */
export function CaseReportPanel() {
  const [range, setRange] = useDateRange(90);
  const download = useCaseReportDownload();
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
          <Button
            onClick={() => download.mutate(range)}
            loading={download.isPending}
            disabled={!range.from || !range.to}
          >
            {m.caseReportDownload}
          </Button>
        </Group>
        <FormAlert>{download.error && apiErrorMessage(download.error, m.caseReportFailed)}</FormAlert>
      </Stack>
    </HeadedSection>
  );
}
