import {
  type ClinicalSummaryItem,
  formatDateVi,
  type StoredSwitchReason,
  SWITCH_REASON_LABELS,
} from '@clinic/contract';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { InsuranceNotice } from '../../components/insurance-notice';
import { PageHeading } from '../../components/page-heading';
import { NotFoundState } from '../../components/page-states';
import { PlainList } from '../../components/plain-list';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { useRouteId } from '../../lib/route-id';
import { useClinicalSummary } from './api/clinical';
import { CareStatus } from './components/care-status';
import { Cd4Chart, ViralLoadChart } from './components/clinical-charts';
import { FlagList, RegimenAlerts, UrgentFlags } from './components/clinical-flags';
import { DueTests } from './components/due-tests';
import { EacSessionForm } from './components/eac-session-form';
import { IdentifiersPanel } from './components/identifiers-panel';
import { PrescribingData } from './components/prescribing-data';
import { SupplyPanel } from './components/supply-panel';
import { monitoringPageMessages as m } from './messages';
import { regimenPeriods } from './monitoring-model';

/** /patients/:patientId/clinical-summary: what a treating doctor needs to decide the next step. */
export function ClinicalSummaryPage() {
  const patientId = useRouteId('patientId');
  const summary = useClinicalSummary(patientId);
  return (
    <QueryView
      query={summary}
      failed={m.loadFailed}
      missing={patientId === null}
      notFound={
        <NotFoundState
          title={m.summaryTitle}
          message={m.notFound}
          backTo={paths.dashboards.Doctor}
          backLabel={m.backToDashboard}
        />
      }
    >
      {(data) => <Summary summary={data} />}
    </QueryView>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The last sections, each drawn from the whole summary: their heading's id, the heading and the panel. */
const SUMMARY_PANELS: [string, string, ComponentType<{ summary: ClinicalSummaryItem }>][] = [
  ['summary-status', m.statusTitle, CareStatus],
  ['summary-identifiers', m.identifiersTitle, IdentifiersPanel],
  ['summary-prescribing', m.prescribingTitle, PrescribingData],
  ['summary-regimens', m.regimensTitle, RegimenHistory],
];

function Summary({ summary }: { summary: ClinicalSummaryItem }) {
  const { plan } = summary;
  return (
    <Stack gap="lg">
      <PageHeading
        title={m.summaryTitle}
        intro={
          <>
            <Text component="span" fw={700}>
              {m.summaryOf(summary.fullName)}
            </Text>
            {' · '}
            {summary.artNumber && `${m.artNumberOf(summary.artNumber)} · `}
            {summary.artStartDate ? m.artStart(formatDateVi(summary.artStartDate)) : m.noArtStart}
            {summary.isPregnant && ` · ${m.pregnant}`}
            {summary.durablySuppressed && (
              <>
                {' '}
                <Badge component="span" color="teal.9" style={{ textTransform: 'none' }}>
                  {m.durablySuppressed}
                </Badge>
              </>
            )}
            {summary.finalOutcome && (
              <>
                {' '}
                <Badge component="span" color="red.9" style={{ textTransform: 'none' }}>
                  {m.finalOutcomeBadge(
                    m.finalOutcomeLabels[summary.finalOutcome.outcome],
                    formatDateVi(summary.finalOutcome.date),
                  )}
                </Badge>
              </>
            )}
          </>
        }
      />
      <UrgentFlags flags={plan.flags} />
      <InsuranceNotice expiry={summary.insurance?.expiry} today={clinicToday()} texts={m.insuranceDoctor} />
      <RegimenAlerts findings={summary.regimenAlerts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="summary-flags" title={m.flagsTitle}>
          <FlagList flags={plan.flags} />
        </Section>
        <Section id="summary-due" title={m.dueTitle}>
          <DueTests due={plan.due} withRule />
        </Section>
      </SimpleGrid>
      <ViralLoadChart rows={summary.viralLoads} limits={summary.bandLimits} />
      <Cd4Chart rows={summary.cd4} limits={summary.bandLimits} />
      <Section id="summary-episode" title={m.episodeTitle}>
        <Stack gap="md">
          {plan.episode ? (
            <Stack gap={4}>
              <Group gap="xs">
                <Badge
                  color={plan.episode.status === 'open' ? 'orange' : 'gray'}
                  style={{ textTransform: 'none' }}
                >
                  {m.episodeStatus[plan.episode.status]}
                </Badge>
                <Text size="sm">{m.episodeOpenedOn(formatDateVi(plan.episode.openedOn))}</Text>
              </Group>
              <Text size="sm">{m.episodeEacCount(plan.episode.eacSessions)}</Text>
              <Text size="sm">{m.episodeRepeatDue(formatDateVi(plan.episode.repeatDueDate))}</Text>
            </Stack>
          ) : (
            <Text size="sm">{m.noEpisode}</Text>
          )}
          <Divider />
          <Title order={3} size="h5">
            {m.eacTitle}
          </Title>
          {summary.eacSessions.length === 0 ? (
            <Text size="sm">{m.noEac}</Text>
          ) : (
            <PlainList>
              {summary.eacSessions.map((s) => (
                <li key={s.eacSessionId}>
                  <Text fw={600}>{formatDateVi(s.sessionDate)}</Text>
                  <Text size="sm">{m.eacBy(s.doctorName)}</Text>
                  {s.notes && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {s.notes}
                    </Text>
                  )}
                </li>
              ))}
            </PlainList>
          )}
          <Divider />
          <EacSessionForm patientId={summary.patientId} />
        </Stack>
      </Section>
      {summary.currentRegimen && (
        <Section id="summary-supply" title={m.supplyTitle}>
          <Text size="sm" mb="sm">
            {summary.currentRegimen.regimenName}
          </Text>
          <SupplyPanel treatmentId={summary.currentRegimen.treatmentId} />
        </Section>
      )}
      {SUMMARY_PANELS.map(([id, title, Panel]) => (
        <Section key={id} id={id} title={title}>
          <Panel summary={summary} />
        </Section>
      ))}
    </Stack>
  );
}

/** The regimens, one line per regimen taken without a break however often it was renewed, the current one marked. */
function RegimenHistory({ summary }: { summary: ClinicalSummaryItem }) {
  const periods = regimenPeriods(summary.regimens);
  if (periods.length === 0) return <Text size="sm">{m.noRegimens}</Text>;
  const currentId = summary.currentRegimen?.treatmentId;
  return (
    <PlainList>
      {periods.map(({ first, startDate, endDate, treatmentIds }) => (
        <li key={first.treatmentId}>
          <Group gap="xs">
            <Text fw={600}>{first.regimenName}</Text>
            {currentId !== undefined && treatmentIds.includes(currentId) && (
              <Badge color="teal" style={{ textTransform: 'none' }}>
                {m.currentRegimen}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {m.regimenPeriod(formatDateVi(startDate), formatDateVi(endDate))}
            {treatmentIds.length > 1 && ` · ${m.regimenPrescriptions(treatmentIds.length)}`}
          </Text>
          {first.switchReason && (
            <Text size="sm">
              {m.switchReason(
                first.switchReason === 'other' && first.switchReasonText
                  ? first.switchReasonText
                  : (SWITCH_REASON_LABELS[first.switchReason as StoredSwitchReason] ?? first.switchReason),
              )}
            </Text>
          )}
          {first.overrideReason && (
            <Text size="sm" c="red.8">
              {m.overrideReason(first.overrideReason)}
            </Text>
          )}
        </li>
      ))}
    </PlainList>
  );
}
