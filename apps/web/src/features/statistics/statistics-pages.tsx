import type { DoctorCounts, SystemCounts } from '@clinic/contract';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageError, PageLoader } from '../../components/page-states';
import { useAppointmentsLast6Months } from './api/get-appointments-last-6-months';
import { useCounts } from './api/get-counts';
import { CountsTable } from './components/counts-table';
import { IndicatorsSection } from './components/indicators-section';
import { AppointmentsChart, CountsChart } from './components/stat-bar-chart';
import { statisticsMessages as m } from './messages';
import {
  adminCountRows,
  doctorCountRows,
  monthBars,
  systemCountRows,
  ZERO_DOCTOR_COUNTS,
  ZERO_SYSTEM_COUNTS,
} from './statistics-model';

/** A failed count is shown as 0, without a message. */
function useSystemCounts(): { counts: SystemCounts; pending: boolean } {
  const query = useCounts();
  const data = query.data;
  return { counts: data?.scope === 'system' ? data : ZERO_SYSTEM_COUNTS, pending: query.isPending };
}

function useDoctorCounts(): { counts: DoctorCounts; pending: boolean } {
  const query = useCounts();
  const data = query.data;
  return { counts: data?.scope === 'doctor' ? data : ZERO_DOCTOR_COUNTS, pending: query.isPending };
}

/** /admin/statistics (Admin): the six-month appointment chart, the counts table and the programme indicators. */
export function AdminStatisticsPage() {
  return <AdminStatistics />;
}

function AdminStatistics() {
  const months = useAppointmentsLast6Months();
  const { counts, pending } = useSystemCounts();
  const { accounts, others } = adminCountRows(counts);

  let chart: ReactNode;
  if (months.isPending) chart = <PageLoader />;
  else if (months.isError) {
    chart = <PageError message={m.appointmentsLoadFailed} onRetry={() => void months.refetch()} />;
  } else chart = <AppointmentsChart data={monthBars(months.data)} />;

  return (
    <Stack gap="lg">
      <Title order={1}>{m.adminTitle}</Title>
      {chart}
      {pending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <CountsTable rows={others} accounts={accounts} accountsTotal={counts.accountsTotal} />
      )}
      <IndicatorsSection />
    </Stack>
  );
}

/** /doctor/statistics (Doctor): the doctor's own patients and test results, and their programme indicators. */
export function DoctorStatisticsPage() {
  return <DoctorStatistics />;
}

function DoctorStatistics() {
  const { counts, pending } = useDoctorCounts();
  const rows = doctorCountRows(counts);
  return (
    <Stack gap="lg">
      <Title order={1}>{m.doctorTitle}</Title>
      <CountsView pending={pending} rows={rows} />
      <IndicatorsSection note={m.indicatorsOwnPatients} />
    </Stack>
  );
}

/** /staff/statistics and /manager/statistics: the eight counts as a chart and a table, and the indicators. */
export function StaffStatisticsPage() {
  return <SystemStatistics title={m.staffTitle} />;
}

export function ManagerStatisticsPage() {
  return <SystemStatistics title={m.managerTitle} />;
}

function SystemStatistics({ title }: { title: string }) {
  const { counts, pending } = useSystemCounts();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <CountsView pending={pending} rows={systemCountRows(counts)} />
      <IndicatorsSection />
    </Stack>
  );
}

function CountsView({ pending, rows }: { pending: boolean; rows: ReturnType<typeof systemCountRows> }) {
  if (pending) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-busy="true">
        <Skeleton height={320} radius="md" />
        <Skeleton height={320} radius="md" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <CountsChart rows={rows} />
      <CountsTable rows={rows} />
    </SimpleGrid>
  );
}
