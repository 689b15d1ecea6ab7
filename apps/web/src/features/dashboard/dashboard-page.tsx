import { parseRole } from '@clinic/contract';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import linkCard from '../../components/link-card.module.css';
import { paths } from '../../config/paths';
import { ROLE_MENU, ROLE_NAME_VI } from '../../config/role-menu';
import { useSession } from '../../lib/auth/use-session';
import { Link, Navigate, useMatches } from '../../lib/router';
import { DoctorDashboardContent } from './doctor-dashboard-content';
import { dashboardMessages as m } from './messages';
import { PatientDashboardContent } from './patient-dashboard-content';
import { isStaffSideRole, StaffSideSummary } from './staff-side-summary';

/**
 * The post-login destination of each role, with that role's menu as shortcuts. `children` (what another
 * feature adds, composed by the app's routes) comes after the role's own content.
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const session = useSession();
  const handle = useMatches().at(-1)?.handle as { role?: unknown } | undefined;
  const role = parseRole(handle?.role);
  if (!session || !role) return null;
  if (session.role !== role) {
    return <Navigate to={session.role ? paths.dashboards[session.role] : paths.home} replace />;
  }
  const name = session.user.fullName || session.user.username;
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} c="teal.9">
          {ROLE_NAME_VI[role]}
        </Text>
        <Title order={1}>{m.greeting(name)}</Title>
        <Text mt="xs">{m.intro[role]}</Text>
      </div>
      {isStaffSideRole(role) && <StaffSideSummary role={role} />}
      {role === 'Doctor' && <DoctorDashboardContent doctorId={session.user.doctorId} />}
      {role === 'Patient' && typeof session.user.patientId === 'number' && (
        <PatientDashboardContent patientId={session.user.patientId} />
      )}
      {children}
      <section aria-labelledby="shortcuts-title">
        <Title order={2} size="h3" id="shortcuts-title" mb="md">
          {m.shortcuts}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {ROLE_MENU[role].map((entry) => (
            <Card key={entry.to} withBorder padding="lg" className={linkCard.card}>
              <Title order={3} size="h4" mb={4}>
                <Link to={entry.to} className={linkCard.stretchedLink}>
                  {entry.label}
                </Link>
              </Title>
              <Text size="sm">{entry.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
