import {
  formatDateVi,
  formatResultValue,
  formatTimeShort,
  RESULT_BAND_EXPLANATIONS,
  type TestResultItem,
} from '@clinic/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { ResultBand } from '../../components/result-band';
import { paths } from '../../config/paths';
import { testResultQuery } from '../../lib/api/test-result';
import { ApiError } from '../../lib/api-client';
import { useRouteId } from '../../lib/route-id';
import { BackToList, Field, RecordPage, Section } from './components/record-parts';
import { recordsMessages as m } from './messages';

/** /test-result-for-patient/{appointmentId}: phases loading, error, not found, content. */
export function TestResultPage() {
  return <TestResultDetail appointmentId={useRouteId('appointmentId')} />;
}

function TestResultDetail({ appointmentId }: { appointmentId: number | null }) {
  const result = useQuery(testResultQuery(appointmentId === null ? null : { appointmentId }));
  const notFound = (
    <NotFoundState title={m.resultNotFound} backTo={paths.patient.appointmentList} backLabel={m.back} />
  );
  if (appointmentId === null) return notFound;
  if (result.isPending) return <PageLoader />;
  if (result.isError) {
    const status = result.error instanceof ApiError ? result.error.status : null;
    if (status === 404) return notFound;
    if (status === 401) return <PageLoader />;
    return (
      <PageError message={m.resultLoadError} onRetry={() => void result.refetch()} action={<BackToList />} />
    );
  }
  if (!result.data) return notFound;
  return <TestResultContent result={result.data} />;
}

function TestResultContent({ result }: { result: TestResultItem }) {
  const value = formatResultValue(result);
  return (
    <RecordPage
      title={m.resultTitle}
      subtitle={m.appointmentRef(result.appointmentId)}
      specialNotes={result.specialNotes}
    >
      <Section id="result-main" title={result.testTypeName ?? m.resultTitle}>
        <Paper bg="teal.0" p="md" radius="md">
          <Text size="sm" fw={600} c="gray.8">
            {m.resultValue}
          </Text>
          <Text fz={28} fw={700} c="teal.9" lh={1.3}>
            {value}
          </Text>
          {result.normalRange && (
            <Text size="sm" mt={4}>
              {m.normalRange}: {result.normalRange}
            </Text>
          )}
          {result.band && (
            <Stack gap={4} mt="sm" align="flex-start">
              <ResultBand result={result} />
              <Text size="sm">{RESULT_BAND_EXPLANATIONS[result.band]}</Text>
            </Stack>
          )}
        </Paper>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={m.testType}>{result.testTypeName}</Field>
          <Field label={m.resultId}>#{result.testResultId}</Field>
          <Field label={m.sampleDate}>{formatDateVi(result.sampleDate ?? result.appointmentDate)}</Field>
          <Field label={m.appointmentDate}>{formatDateVi(result.appointmentDate)}</Field>
          <Field label={m.appointmentTime}>{formatTimeShort(result.appointmentTime)}</Field>
          <Field label={m.patientName}>{result.patientName}</Field>
          <Field label={m.bloodType}>{result.bloodType}</Field>
          <Field label={m.resultDoctor}>{result.doctorName}</Field>
          <Field label={m.normalRange}>{result.normalRange}</Field>
        </SimpleGrid>
        <Field label={m.notes}>{result.notes}</Field>
      </Section>
    </RecordPage>
  );
}
