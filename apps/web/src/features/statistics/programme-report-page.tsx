import '@mantine/core/styles/Input.css';
import { AGE_BANDS, REPORT_INDICATORS, type ReportIndicator } from '@clinic/contract';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { PageError, PageLoader } from '../../components/page-states';
import { useSession } from '../../lib/auth/use-session';
import { clinicToday } from '../../lib/clinic-time';
import { useProgrammeReport, useReportCsvDownload } from './api/get-report';
import { CaseReportPanel } from './components/case-report-panel';
import { PeriodPicker, PeriodRange } from './components/period-picker';
import { ReportTable } from './components/report-table';
import { ReportChart } from './components/stat-bar-chart';
import { currentPeriod, type Period } from './indicators-model';
import { statisticsMessages as m } from './messages';
import { REPORT_PERIOD_KINDS, reportBars, reportBlocks } from './report-model';

/**
 * /programme-report (Admin, Manager): one PEPFAR or Vietnamese reporting quarter's indicators by age band and sex,
 * as a chart of one indicator, the whole table and the server's CSV. Counts only, as the server answers them.
 */
export function ProgrammeReportPage() {
  const [period, setPeriod] = useState<Period>(() => currentPeriod('pepfarQuarter', clinicToday()));
  const [charted, setCharted] = useState<ReportIndicator>('TX_CURR');
  const csv = useReportCsvDownload();
  const report = useProgrammeReport(period);
  const blocks = useMemo(() => (report.data ? reportBlocks(report.data) : null), [report.data]);

  let body: ReactNode;
  if (report.isError) {
    body = <PageError message={m.reportLoadFailed} onRetry={() => void report.refetch()} />;
  } else if (!report.data || !blocks) {
    body = <PageLoader label={m.reportLoading} />;
  } else {
    body = (
      <>
        <PeriodRange period={period} from={report.data.periodStart} to={report.data.periodEnd} />
        <NativeSelect
          label={m.reportChartIndicator}
          value={charted}
          maw={420}
          data={REPORT_INDICATORS.map((i) => ({ value: i, label: m.reportIndicatorLabels[i] }))}
          onChange={(event) => setCharted(event.currentTarget.value as ReportIndicator)}
        />
        <ReportChart
          title={`${m.reportChartTitle}: ${m.reportIndicatorLabels[charted]}`}
          bands={AGE_BANDS}
          values={reportBars(blocks, charted)}
        />
        <ReportTable blocks={blocks} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.reportTitle}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          {m.reportDescription}
        </Text>
      </div>
      <Group justify="space-between" align="flex-end" gap="sm">
        <PeriodPicker
          kinds={REPORT_PERIOD_KINDS}
          kindLabels={m.reportKindLabels}
          period={period}
          onChange={setPeriod}
        />
        <Button variant="default" onClick={() => csv.mutate(period)} loading={csv.isPending}>
          {m.downloadCsv}
        </Button>
      </Group>
      <FormAlert>{csv.isError && m.reportDownloadFailed}</FormAlert>
      {body}
      {useSession()?.role === 'Admin' && <CaseReportPanel />}
    </Stack>
  );
}
