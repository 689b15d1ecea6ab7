import { type ClinicalSummaryItem, formatDateVi } from '@clinic/contract';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InsuranceNotice } from '../../components/insurance-notice';
import { PageHeading } from '../../components/page-heading';
import { QueryView } from '../../components/query-view';
import { usePatientId } from '../../components/require-role';
import { bookTestHref } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { Link } from '../../lib/router';
import { useClinicalSummary, useTestTypeOfKind } from './api/clinical';
import { Cd4Chart, ViralLoadChart } from './components/clinical-charts';
import { DueTests } from './components/due-tests';
import { monitoringPageMessages as m } from './messages';
import { latestViralLoad, patientNextAction, patientViralLoadSentence } from './monitoring-model';

/**
 * /my-health: the patient's own viral load and CD4 over time, what the latest viral load means in plain words
 * and the tests to book next. The title names no result: a tab or a shared screen must not tell them.
 */
export function MyHealthPage() {
  const summary = useClinicalSummary(usePatientId());
  return (
    <Stack gap="lg">
      <PageHeading title={m.myHealthTitle} intro={m.myHealthIntro} />
      <QueryView query={summary} failed={m.loadFailed}>
        {(data) => <MyHealth summary={data} />}
      </QueryView>
    </Stack>
  );
}

function MyHealth({ summary }: { summary: ClinicalSummaryItem }) {
  const latest = latestViralLoad(summary.viralLoads);
  const action = patientNextAction(summary, clinicToday());
  // The booking opens with the lab test to book already chosen.
  const testTypeId = useTestTypeOfKind(action?.kind === 'bookTest' ? action.test : null).data ?? null;
  return (
    <Stack gap="lg">
      {summary.artNumber && <Text>{m.artNumberOf(summary.artNumber)}</Text>}
      <InsuranceNotice expiry={summary.insurance?.expiry} today={clinicToday()} texts={m.insurancePatient} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="my-health-latest">
          <Title order={2} size="h4" id="my-health-latest" mb="sm">
            {m.latestTitle}
          </Title>
          {latest ? (
            <>
              <Text fw={600} size="lg">
                {patientViralLoadSentence(latest.band, summary.durablySuppressed)}
              </Text>
              <Text size="sm" mt={4}>
                {m.latestOn(formatDateVi(latest.date))}
              </Text>
            </>
          ) : (
            <Text size="sm">{m.noViralLoad}</Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="my-health-next">
          <Title order={2} size="h4" id="my-health-next" mb="sm">
            {m.nextTestsTitle}
          </Title>
          <DueTests due={summary.plan.due} />
          {action?.kind === 'seeDoctor' && (
            <>
              <Text size="sm" mt="md">
                {m.seeDoctorWhy}
              </Text>
              <Button component={Link} to={bookTestHref(null, summary.careDoctor?.doctorId)} mt="xs">
                {m.seeDoctor}
              </Button>
            </>
          )}
          {action?.kind === 'bookTest' && (
            <Button component={Link} to={bookTestHref(testTypeId, summary.careDoctor?.doctorId)} mt="md">
              {m.bookTest}
            </Button>
          )}
        </Paper>
      </SimpleGrid>
      <ViralLoadChart rows={summary.viralLoads} limits={summary.bandLimits} />
      <Cd4Chart rows={summary.cd4} limits={summary.bandLimits} />
    </Stack>
  );
}
