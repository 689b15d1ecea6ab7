import { formatNumberVi, type SystemCounts } from '@clinic/contract';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { appMessages } from '../../messages';
import { useSystemCounts } from './api/system-counts';

type StaffSideRole = 'Admin' | 'Manager' | 'Staff';

const LABELS = {
  accountsTotal: 'Tài khoản đang hoạt động',
  patients: appMessages.patient,
  doctors: appMessages.doctor,
  appointments: appMessages.appointments,
  articles: appMessages.navArticles,
  testResults: appMessages.testResult,
  testTypes: appMessages.testType,
  arvComponents: appMessages.arvComponents,
  regimens: appMessages.regimens,
} as const satisfies Partial<Record<keyof SystemCounts, string>>;

type CardKey = keyof typeof LABELS;

const CARDS: Record<StaffSideRole, CardKey[]> = {
  Admin: ['accountsTotal', 'patients', 'doctors', 'appointments', 'articles', 'testResults'],
  Manager: ['doctors', 'patients', 'articles', 'testTypes', 'arvComponents', 'regimens'],
  Staff: ['doctors', 'patients', 'articles', 'testTypes', 'arvComponents', 'regimens'],
};

const STATISTICS_PATH: Record<StaffSideRole, string> = {
  Admin: paths.admin.statistics,
  Manager: paths.managerStatistics,
  Staff: paths.staffStatistics,
};

const ZERO: Record<CardKey, number> = {
  accountsTotal: 0,
  patients: 0,
  doctors: 0,
  appointments: 0,
  articles: 0,
  testResults: 0,
  testTypes: 0,
  arvComponents: 0,
  regimens: 0,
};

export const isStaffSideRole = (role: string): role is StaffSideRole =>
  role === 'Admin' || role === 'Manager' || role === 'Staff';

/** The statistics summary of the Admin, Manager and Staff dashboards; a failed count shows 0. */
export function StaffSideSummary({ role }: { role: StaffSideRole }) {
  const counts = useSystemCounts();
  const values = counts.data ?? ZERO;
  return (
    <section aria-labelledby="summary-title">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} size="h3" id="summary-title">
          Số liệu tổng quan
        </Title>
        <Anchor component={Link} to={STATISTICS_PATH[role]} size="sm">
          Xem thống kê chi tiết
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-busy={counts.isPending}>
        {CARDS[role].map((key) =>
          counts.isPending ? (
            <Skeleton key={key} height={84} radius="md" />
          ) : (
            <Card key={key} withBorder padding="md" radius="md">
              <Text size="sm" c="gray.7">
                {LABELS[key]}
              </Text>
              <Text fz={28} fw={700} c="teal.9" lh={1.2}>
                {formatNumberVi(values[key])}
              </Text>
            </Card>
          ),
        )}
      </SimpleGrid>
    </section>
  );
}
