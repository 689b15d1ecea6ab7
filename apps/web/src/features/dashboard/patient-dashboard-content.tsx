import { formatDateVi, formatResultValue, formatTimeShort, RESULT_BAND_EXPLANATIONS } from '@clinic/contract';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppointmentStatusBadge } from '../../components/appointment-status-badge';
import { InsuranceNotice } from '../../components/insurance-notice';
import linkCard from '../../components/link-card.module.css';
import { PlainList } from '../../components/plain-list';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { Link } from '../../lib/router';
import { insurancePatientTexts } from '../../messages';
import { usePatientDashboardAppointments } from './api/patient-appointments';
import { usePatientInsuranceExpiry } from './api/patient-profile';
import { useLatestTestResults } from './api/patient-test-results';
import { usePatientTreatments } from './api/patient-treatments';
import {
  currentTreatment,
  LATEST_RESULTS_COUNT,
  type SupplySummary,
  supplySummary,
  supplyTreatment,
} from './patient-dashboard-model';
import { patientDashboardMessages as m } from './patient-messages';

interface Loadable {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One dashboard panel with its loading, error and empty states. */
function Panel({
  id,
  title,
  query,
  errorText,
  isEmpty,
  emptyText,
  footer,
  children,
}: {
  id: string;
  title: string;
  query: Loadable;
  errorText: string;
  isEmpty: boolean;
  emptyText: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{m.loading}</Text>
          </Group>
        ) : query.isError ? (
          <Stack gap={6} align="flex-start" role="alert">
            <Text size="sm" c="red.9">
              {errorText}
            </Text>
            <Button size="compact-sm" variant="outline" color="red.9" onClick={() => void query.refetch()}>
              {m.retry}
            </Button>
          </Stack>
        ) : isEmpty ? (
          <Text size="sm">{emptyText}</Text>
        ) : (
          children
        )}
        {footer && <div style={{ marginTop: 'auto' }}>{footer}</div>}
      </Stack>
    </Card>
  );
}

/** The current supply's dates; the refill date is highlighted (not alarming) once it is today or past. */
function SupplyDates({ supply }: { supply: SupplySummary }) {
  return (
    <Stack
      gap={2}
      p="xs"
      bg={supply.due ? 'yellow.0' : 'gray.0'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label={m.supplyTitle}
      component="section"
    >
      <Text size="sm" fw={600}>
        {m.supplyTitle}
      </Text>
      <Text size="sm" c={supply.due ? 'orange.9' : undefined} fw={supply.due ? 600 : undefined}>
        {m.refillDue(formatDateVi(supply.refillDueDate))}
      </Text>
      <Text size="sm">{m.runOut(formatDateVi(supply.runOutDate))}</Text>
      <Text size="sm">{m.daysDispensed(supply.daysDispensed)}</Text>
      {supply.due && (
        <Text size="sm" c="orange.9">
          {supply.runOut ? m.supplyRunOutHint : m.supplyDueHint}
        </Text>
      )}
    </Stack>
  );
}

/** The way to "Sức khỏe của tôi", the page that says where the patient stands: the whole card is the link. */
function MyHealthCard() {
  return (
    <Card withBorder padding="lg" bg="teal.0" className={linkCard.card}>
      <Title order={2} size="h4" mb={4}>
        <Link to={paths.patient.myHealth} className={linkCard.stretchedLink}>
          {m.myHealthTitle}
        </Link>
      </Title>
      <Text size="sm">{m.myHealthText}</Text>
    </Card>
  );
}

/**
 * The patient's dashboard content: "Sức khỏe của tôi" and the upcoming appointments first, which is what a
 * patient comes for and on a phone must not sit below the rest; then the latest results and current treatment.
 */
export function PatientDashboardContent({ patientId }: { patientId: number }) {
  const today = clinicToday();
  const appointments = usePatientDashboardAppointments(patientId, today);
  const results = useLatestTestResults(LATEST_RESULTS_COUNT);
  const treatments = usePatientTreatments();
  const insuranceExpiry = usePatientInsuranceExpiry(patientId).data;
  const { upcoming, missed } = appointments;
  const treatment = currentTreatment(treatments.data ?? [], today);
  const supply = supplySummary(supplyTreatment(treatments.data ?? [], today), today);

  return (
    <Stack gap="md">
      <InsuranceNotice expiry={insuranceExpiry} today={today} texts={insurancePatientTexts} />
      {missed && (
        <Alert color="orange" variant="light" title={m.missedTitle} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {m.missedText(formatDateVi(missed.appointmentDate), formatTimeShort(missed.appointmentTime))}
            </Text>
            <Button component={Link} to={paths.patient.createAppointment} color="orange.8">
              {m.rebook}
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MyHealthCard />
        <Panel
          id="dash-upcoming"
          title={m.upcomingTitle}
          query={appointments}
          errorText={m.upcomingError}
          isEmpty={upcoming.length === 0}
          emptyText={m.upcomingEmpty}
          footer={
            <Group gap="sm">
              <Button component={Link} to={paths.patient.createAppointment} size="compact-sm">
                {m.book}
              </Button>
              <Anchor component={Link} to={paths.patient.appointmentList} size="sm">
                {m.allAppointments}
              </Anchor>
            </Group>
          }
        >
          <PlainList>
            {upcoming.map((a) => (
              <li key={a.appointmentId}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <div>
                    <Anchor component={Link} to={paths.patient.updateAppointment(a.appointmentId)} fw={600}>
                      {formatDateVi(a.appointmentDate)} · {formatTimeShort(a.appointmentTime)}
                    </Anchor>
                    <Text size="sm">{m.withDoctor(a.doctorName)}</Text>
                    <Text size="sm">
                      {a.appointmentType === 'Medication'
                        ? `${m.typeMedication}${a.testTypeName ? `: ${a.testTypeName}` : ''}`
                        : m.typeAppointment}
                    </Text>
                  </div>
                  <AppointmentStatusBadge status={a.status} />
                </Group>
              </li>
            ))}
          </PlainList>
        </Panel>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel
          id="dash-results"
          title={m.resultsTitle}
          query={results}
          errorText={m.resultsError}
          isEmpty={(results.data ?? []).length === 0}
          emptyText={m.resultsEmpty}
        >
          <PlainList>
            {(results.data ?? []).map((r) => (
              <li key={r.testResultId}>
                <Text fw={600}>{r.testTypeName}</Text>
                <Text size="sm">{formatResultValue(r)}</Text>
                {r.band && <Text size="sm">{RESULT_BAND_EXPLANATIONS[r.band]}</Text>}
                <Text size="sm">{m.resultOn(formatDateVi(r.sampleDate ?? r.appointmentDate))}</Text>
                <Anchor component={Link} to={paths.patient.testResult(r.appointmentId)} size="sm">
                  {m.viewResult}
                </Anchor>
              </li>
            ))}
          </PlainList>
        </Panel>

        <Panel
          id="dash-treatment"
          title={m.treatmentTitle}
          query={treatments}
          errorText={m.treatmentError}
          isEmpty={treatment === null && supply === null}
          emptyText={m.treatmentEmpty}
        >
          {!treatment && supply && (
            <Stack gap={4}>
              <Text size="sm">{m.treatmentEmpty}</Text>
              <SupplyDates supply={supply} />
            </Stack>
          )}
          {treatment && (
            <Stack gap={4}>
              <Text fw={600}>{treatment.regimenName}</Text>
              <Text size="sm">
                {m.period(formatDateVi(treatment.startDate), formatDateVi(treatment.endDate))}
              </Text>
              <Text size="sm">{m.withDoctor(treatment.doctorName)}</Text>
              {supply && <SupplyDates supply={supply} />}
              <Anchor component={Link} to={paths.patient.treatment(treatment.appointmentId)} size="sm">
                {m.viewTreatment}
              </Anchor>
            </Stack>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
