import '../../../components/form-styles';
import {
  type Appointment,
  type ResultBand as Band,
  formatDateVi,
  formatResultValue,
  RESULT_BAND_EXPLANATIONS,
  RESULT_BAND_LABELS,
  type TestResultItem,
} from '@clinic/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { EacSessionForm } from '../../../components/eac-session-form';
import { QueryView } from '../../../components/query-view';
import { ResultBand } from '../../../components/result-band';
import { paths } from '../../../config/paths';
import { testResultQuery } from '../../../lib/api/test-result';
import { apiErrorMessage } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { Link } from '../../../lib/router';
import { useEpisode } from '../api/clinical-summary';
import { useCloseVisit, useRecordEacSession } from '../api/flow-writes';
import { flowTarget } from '../flow-ids';
import { treatmentFlowMessages as m } from '../messages';
import { ClinicalSummaryLink } from './flow-parts';
import { InlineField } from './flow-summary';

/** The viral-load bands that open (or keep open) a high-viral-load episode: counselling comes before a switch. */
const HIGH_VIRAL_LOAD: readonly Band[] = ['lowLevel', 'unsuppressed'];

/** The regimen choice for this appointment's result. */
function chooseRegimenTarget(a: Appointment, testResultId: number) {
  return flowTarget(paths.doctor.chooseRegimen, {
    testResultId,
    appointmentId: a.appointmentId,
    patientId: a.patientId ?? undefined,
    doctorId: a.doctorId,
  });
}

/**
 * What follows a saved result, on the result's own page: what it means, the high-viral-load episode it opens or
 * keeps open, and the actions that fit: counselling recorded right here, the clinical summary, closing a visit
 * that needs no new prescription, or the regimen choice. A high viral load asks for counselling first, so the
 * prescription is then not the main button. An anonymous appointment has no patient id for the doctor: no
 * counselling and no summary then. `justSaved`: the form it replaces is gone, so the heading takes the focus.
 */
export function NextStepPanel({
  appointment: a,
  testResultId,
  justSaved,
}: {
  appointment: Appointment;
  testResultId: number;
  justSaved: boolean;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const result = useQuery(testResultQuery({ testResultId }));
  const patientId = a.isAnonymous ? undefined : (a.patientId ?? undefined);

  useEffect(() => {
    if (justSaved) headingRef.current?.focus();
  }, [justSaved]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1}>
          {m.nextTitle}
        </Title>
        <QueryView query={result} failed={m.resultLoadError} serverMessage={false}>
          {(r) => r && <NextSteps appointment={a} result={r} patientId={patientId} />}
        </QueryView>
      </Stack>
    </Paper>
  );
}

function NextSteps({
  appointment: a,
  result,
  patientId,
}: {
  appointment: Appointment;
  result: TestResultItem;
  patientId: number | undefined;
}) {
  const high = result.band !== null && HIGH_VIRAL_LOAD.includes(result.band);
  const episode = useEpisode(patientId);
  // The summary knows whether an episode is open (a high load before ART start opens none, an earlier one may
  // still be open); until it has answered since the result was saved (a cached copy predates it), or without it,
  // the band says it.
  const known = episode.isFetchedAfterMount && episode.isSuccess ? episode.data : undefined;
  const openEpisode = known?.status === 'open' ? known : null;
  const open = known === undefined ? high : openEpisode !== null;
  const sessions = openEpisode?.eacSessions ?? 0;

  return (
    <>
      <ResultMeaning result={result} />
      {open && (
        <Alert color="red" variant="light" title={m.episodeOpen}>
          <Text size="sm">{sessions > 0 ? m.episodeCounselled(sessions) : m.episodeEacDue}</Text>
          {openEpisode && (
            <Text size="sm" mt={4}>
              {m.episodeOpenedOn(formatDateVi(openEpisode.openedOn))} ·{' '}
              {m.episodeRepeatDue(formatDateVi(openEpisode.repeatDueDate))}
            </Text>
          )}
        </Alert>
      )}
      {open && patientId !== undefined && <EacSessionRecorder patientId={patientId} />}
      <VisitActions appointment={a} testResultId={result.testResultId} patientId={patientId} high={high} />
    </>
  );
}

/** The result as every screen writes it, its band and what the band means for the patient. */
function ResultMeaning({ result: r }: { result: TestResultItem }) {
  const meaning = r.band && RESULT_BAND_EXPLANATIONS[r.band];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700}>
          {r.testTypeName ? `${r.testTypeName}: ` : ''}
          {formatResultValue(r)}
        </Text>
        <ResultBand result={r} />
      </Group>
      {/* A CD4 band's meaning is its label: said once. */}
      {r.band && meaning !== RESULT_BAND_LABELS[r.band] && (
        <InlineField label={m.resultMeaning}>{meaning}</InlineField>
      )}
      <InlineField label={m.sampleDate}>{formatDateVi(r.sampleDate ?? r.appointmentDate)}</InlineField>
    </Stack>
  );
}

/**
 * One counselling session recorded without leaving the panel; each one recorded here is listed under it, and the
 * summary read again counts it in the episode above.
 */
function EacSessionRecorder({ patientId }: { patientId: number }) {
  const [recorded, setRecorded] = useState<string[]>([]);
  return (
    <Paper withBorder p="md" bg="gray.0">
      <EacSessionForm
        patientId={patientId}
        record={useRecordEacSession()}
        texts={m.eacForm}
        onRecorded={(body, message) => {
          notifySuccess(message || m.eacRecorded);
          setRecorded((dates) => [...dates, body.sessionDate]);
        }}
      >
        <div role="status">
          {recorded.map((date, index) => (
            // The same day may be recorded twice: the order tells them apart.
            <Text key={`${date}-${index}`} size="sm" fw={600} c="teal.9">
              {m.eacRecordedOn(formatDateVi(date))}
            </Text>
          ))}
        </div>
      </EacSessionForm>
    </Paper>
  );
}

/**
 * The ways on from the result while the visit is open (Confirmed, nothing prescribed): the regimen choice, closing
 * the visit without a prescription, the clinical summary; once closed or prescribed, what happened.
 */
function VisitActions({
  appointment: a,
  testResultId,
  patientId,
  high,
}: {
  appointment: Appointment;
  testResultId: number;
  patientId: number | undefined;
  high: boolean;
}) {
  const close = useCloseVisit();
  const [confirming, setConfirming] = useState(false);
  const closedRef = useRef<HTMLDivElement>(null);
  const confirmId = useId();
  const open = a.status === 'Confirmed' && !a.hasTreatment;
  const closed = a.status === 'Completed' && !a.hasTreatment;
  // Closing removes the button that had the focus: the note that replaces it takes it.
  const closedHere = closed && close.isSuccess;
  const target = chooseRegimenTarget(a, testResultId);

  useEffect(() => {
    if (closedHere) closedRef.current?.focus();
  }, [closedHere]);

  const onClose = () =>
    close.mutate(a.appointmentId, {
      onSuccess: (message) => {
        notifySuccess(message || m.visitClosed);
        setConfirming(false);
      },
    });

  return (
    <Stack gap="sm">
      {closed && (
        // Outline, not light: teal text on pale teal is below AA contrast.
        <Alert color="teal" variant="outline" ref={closedRef} tabIndex={-1} title={m.visitClosed}>
          <Text size="sm">{m.visitClosedText}</Text>
          <Anchor component={Link} to={paths.doctor.appointmentManagement} size="sm" fw={600}>
            {m.backToManager}
          </Anchor>
        </Alert>
      )}
      {a.hasTreatment && <Text size="sm">{m.prescribed}</Text>}
      <Group gap="sm" role="group" aria-label={m.actionsLabel}>
        {open && (
          <Button component={Link} to={target.to} state={target.state} variant={high ? 'default' : 'filled'}>
            {m.prescribe}
          </Button>
        )}
        {open && (
          <Button
            variant="default"
            aria-expanded={confirming}
            aria-controls={confirming ? confirmId : undefined}
            onClick={() => setConfirming((shown) => !shown)}
          >
            {m.closeVisit}
          </Button>
        )}
        <ClinicalSummaryLink patientId={patientId} />
      </Group>
      {open && confirming && (
        <Paper withBorder p="md" id={confirmId}>
          <Stack gap="xs">
            <Text fw={600}>{m.closeVisitQuestion}</Text>
            <Text size="sm">{m.closeVisitDetail}</Text>
            {close.isError && (
              <Alert color="red" variant="light" role="alert">
                {apiErrorMessage(close.error, m.closeVisitFailed)}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={onClose} loading={close.isPending}>
                {m.closeVisitConfirm}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={close.isPending}>
                {m.cancel}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
