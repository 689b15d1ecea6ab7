import '../../components/form-styles';
import {
  type Appointment,
  formatDateVi,
  formatTimeShort,
  isDayAhead,
  resultReading,
  resultReadingFields,
  resultReadingText,
  testResultCreateBody,
} from '@clinic/contract';
import { Alert, Badge, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NotFoundState } from '../../components/page-states';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useCreateTestResult } from './api/flow-writes';
import { useAppointment } from './api/get-appointment';
import { useTestTypes } from './api/master-data';
import { FlowForm, NotesField } from './components/flow-form';
import { FlowPage, MissingInfo, useFlow } from './components/flow-parts';
import { InlineField, SummaryCard, SummaryField } from './components/flow-summary';
import { NextStepPanel } from './components/next-step-panel';
import { treatmentFlowMessages as m } from './messages';
import { useFlowFeedback } from './use-flow-feedback';

/**
 * /test-result/create (state or query: appointmentId, patientId, doctorId): the result form, then on the same
 * screen what comes next. The page owns the save, so that its answer outlives the form it replaces.
 */
export function TestResultCreatePage() {
  const { ids } = useFlow();
  const appointment = useAppointment(ids.appointmentId);
  const create = useCreateTestResult();
  const savedId = create.data?.data?.testResultId;

  const notFound = (
    <NotFoundState
      title={m.appointmentNotFound}
      backTo={paths.doctor.appointmentManagement}
      backLabel={m.backToManager}
    />
  );
  const body =
    ids.appointmentId === undefined ? (
      <MissingInfo message={m.missingAppointment} />
    ) : (
      <QueryView
        query={appointment}
        failed={m.appointmentLoadError}
        serverMessage={false}
        notFound={notFound}
      >
        {(a) => {
          if (!a) return notFound;
          // The saved result's id, from the save's answer or, opened again later, from the appointment.
          const testResultId = savedId ?? (a.hasTestResult ? a.testResultId : null);
          return (
            <Stack gap="lg">
              <AppointmentSummary appointment={a} />
              {testResultId ? (
                <NextStepPanel
                  appointment={a}
                  testResultId={testResultId}
                  justSaved={savedId !== undefined}
                />
              ) : a.status !== 'Confirmed' ? (
                <Alert color="orange" title={m.errorTitle} role="alert">
                  {m.notConfirmed(a.status)}
                </Alert>
              ) : (
                <ResultForm appointment={a} create={create} />
              )}
            </Stack>
          );
        }}
      </QueryView>
    );

  return (
    <FlowPage title={m.resultTitle} intro={m.resultIntro} step={0} maw={760}>
      {body}
    </FlowPage>
  );
}

function AppointmentSummary({ appointment: a }: { appointment: Appointment }) {
  return (
    <SummaryCard title={m.appointmentInfo} twoFrom="xs">
      <SummaryField label={m.patient} fw={600} fs={a.isAnonymous ? 'italic' : undefined}>
        {a.isAnonymous ? m.anonymous : a.patientName}
      </SummaryField>
      <SummaryField label={m.dateTime}>
        {formatTimeShort(a.appointmentTime)} · {formatDateVi(a.appointmentDate)}
      </SummaryField>
      <SummaryField label={m.appointmentType}>
        {a.appointmentType === 'Medication' ? m.typeTest : m.typeAppointment}
      </SummaryField>
      <SummaryField label={m.statusLabel}>
        <Badge variant="filled" style={{ textTransform: 'none' }}>
          {m.status(a.status)}
        </Badge>
      </SummaryField>
    </SummaryCard>
  );
}

interface ResultValues {
  /** The select's value: '' while no test type is chosen. */
  testTypeId: string;
  resultValue: string;
  notes: string;
}

function ResultForm({
  appointment: a,
  create,
}: {
  appointment: Appointment;
  create: ReturnType<typeof useCreateTestResult>;
}) {
  const testTypes = useTestTypes();
  const fixedType = a.testTypeId !== null;
  const typeOf = (testTypeId: string) =>
    testTypes.data?.find((t) => t.testTypeId === (fixedType ? a.testTypeId : Number(testTypeId)));
  const toBody = (values: ResultValues) => ({
    appointmentId: a.appointmentId,
    // The appointment's own ids: an anonymous one has no patientId for the doctor, the server fills it in.
    patientId: a.patientId,
    doctorId: a.doctorId,
    testTypeId: fixedType ? a.testTypeId : values.testTypeId ? Number(values.testTypeId) : null,
    resultValue: values.resultValue,
    // A viral load or CD4 result carries the number the doctor was shown (below), when its text can be read.
    ...resultReadingFields(typeOf(values.testTypeId)?.kind, values.resultValue),
    notes: values.notes,
  });
  const form = useForm<ResultValues>({
    initialValues: { testTypeId: '', resultValue: '', notes: '' },
    validate: zodResolver(testResultCreateBody, toBody),
  });
  const { frame, invalid, send } = useFlowFeedback(
    { label: m.resultTitle, submitLabel: m.saveResult, failMessage: m.resultFailed },
    form,
    create,
  );

  const typeInfo = typeOf(form.values.testTypeId);
  // The text as the server will read it: the number, below detection, or a warning that the doctor must correct it.
  const read = resultReading(typeInfo?.kind, form.values.resultValue);
  const early = isDayAhead(a.appointmentDate, clinicToday());

  const onSubmit = (values: ResultValues) => {
    const body = testResultCreateBody.parse(toBody(values));
    send(
      {
        appointmentId: body.appointmentId,
        patientId: body.patientId ?? null,
        doctorId: body.doctorId ?? null,
        testTypeId: body.testTypeId ?? null,
        resultValue: body.resultValue,
        ...(body.numericValue !== undefined && { numericValue: body.numericValue }),
        ...(body.belowDetection !== undefined && { belowDetection: body.belowDetection }),
        notes: body.notes ?? '',
      },
      ({ message }) => notifySuccess(message || m.resultCreated),
    );
  };

  return (
    <FlowForm
      frame={frame}
      onSubmit={form.onSubmit(onSubmit, invalid)}
      notice={
        early && (
          <Alert color="orange" variant="light">
            {m.earlyNotice(formatDateVi(a.appointmentDate))}
          </Alert>
        )
      }
    >
      {fixedType ? (
        <TextInput
          label={m.testType}
          value={a.testTypeName ?? typeInfo?.testTypeName ?? ''}
          readOnly
          description={m.testTypeFixedHint}
          error={form.errors.testTypeId}
        />
      ) : (
        <NativeSelect
          label={m.testType}
          {...form.getInputProps('testTypeId')}
          data={[
            { value: '', label: m.testTypeOptional },
            ...(testTypes.data ?? []).map((t) => ({ value: String(t.testTypeId), label: t.testTypeName })),
          ]}
        />
      )}
      {typeInfo && (
        <Group gap="xl">
          <InlineField label={m.unit}>{typeInfo.unit}</InlineField>
          <InlineField label={m.normalRange}>{typeInfo.normalRange}</InlineField>
        </Group>
      )}
      <TextInput
        label={m.resultValue}
        required
        maxLength={200}
        {...form.getInputProps('resultValue')}
        description={
          // The unit, then what the text is read as: both under the field.
          typeInfo && (
            <>
              <Text span fz="inherit" display="block">
                {m.resultValueHint(typeInfo.unit)}
              </Text>
              {read && (
                <Text
                  span
                  fz="inherit"
                  display="block"
                  c={read.reading ? undefined : 'orange.9'}
                  fw={read.reading ? undefined : 500}
                >
                  {resultReadingText(read)}
                </Text>
              )}
            </>
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <NotesField label={m.notes} form={form} />
    </FlowForm>
  );
}
