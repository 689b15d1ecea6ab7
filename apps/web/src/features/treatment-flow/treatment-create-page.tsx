import '../../components/form-styles';
import { treatmentCreateBody } from '@clinic/contract';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useCreateTreatment } from './api/flow-writes';
import { useRegimens } from './api/get-regimens';
import { useTestResult } from './api/get-test-result';
import { sendTreatmentEmail } from './api/send-treatment-email';
import { FlowForm, NotesField } from './components/flow-form';
import { FlowPage, MissingInfo, useFlow } from './components/flow-parts';
import { SummaryCard, SummaryField } from './components/flow-summary';
import { nextDay } from './flow-dates';
import { treatmentFlowMessages as m } from './messages';
import { componentNames } from './regimen-components';
import { useFlowFeedback } from './use-flow-feedback';

/** /treatments/create (regimenId, testResultId, appointmentId, patientId, doctorId). */
export function TreatmentCreatePage() {
  const { ids } = useFlow();
  const { regimenId, testResultId } = ids;
  return (
    <FlowPage title={m.treatmentTitle} intro={m.treatmentIntro} step={2} maw={760}>
      {testResultId === undefined ? (
        <MissingInfo message={m.missingTestResult} />
      ) : regimenId === undefined ? (
        <MissingInfo message={m.missingRegimen} />
      ) : (
        <>
          <Summary regimenId={regimenId} testResultId={testResultId} />
          <TreatmentForm regimenId={regimenId} testResultId={testResultId} />
        </>
      )}
    </FlowPage>
  );
}

/** What is being prescribed, as a reminder; the form works without it. */
function Summary({ regimenId, testResultId }: { regimenId: number; testResultId: number }) {
  const regimens = useRegimens();
  const result = useTestResult(testResultId);
  const regimen = regimens.data?.find((r) => r.regimenId === regimenId);
  if (!regimen && !result.data) return null;
  const r = result.data;
  return (
    <SummaryCard title={m.summary} twoFrom="sm">
      {r && (
        <>
          <SummaryField label={m.patient} fw={600} fs={r.isAnonymous ? 'italic' : undefined}>
            {r.patientName}
          </SummaryField>
          <SummaryField label={m.result}>
            {[r.testTypeName, `${r.resultValue}${r.unit ? ` ${r.unit}` : ''}`].filter(Boolean).join(': ')}
          </SummaryField>
        </>
      )}
      {regimen && (
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {m.regimen}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {regimen.regimenName}
          </Text>
          <Text component="dd" m={0} size="sm">
            {componentNames(regimen).join(' + ')} · {m.timesPerDay(regimen.frequency)}
          </Text>
        </div>
      )}
    </SummaryCard>
  );
}

interface TreatmentValues {
  startDate: string;
  endDate: string;
  notes: string;
}

function TreatmentForm({ regimenId, testResultId }: { regimenId: number; testResultId: number }) {
  const navigate = useNavigate();
  const create = useCreateTreatment();
  const today = clinicToday();
  const schema = treatmentCreateBody(clinicToday);
  const toBody = (values: TreatmentValues) => ({ testResultId, regimenId, ...values });
  const form = useForm<TreatmentValues>({
    initialValues: { startDate: nextDay(today), endDate: nextDay(today), notes: '' },
    validate: zodResolver(schema, toBody),
  });
  const { frame, setFormError, invalid, send } = useFlowFeedback(
    { label: m.treatmentTitle, submitLabel: m.createTreatment, failMessage: m.treatmentFailed },
    form,
    create,
  );
  const { startDate } = form.values;

  const onInvalid = (errors: FormErrors) => {
    invalid();
    // The ids have no field of their own: their error goes on top.
    const idError = errors.testResultId ?? errors.regimenId;
    if (typeof idError === 'string') setFormError(idError);
  };

  const onSubmit = (values: TreatmentValues) => {
    const body = schema.parse(toBody(values));
    // No 1-second wait and no PUT Completed: the server completes the appointment and queues the mail with the
    // treatment in one transaction.
    send(
      {
        testResultId: body.testResultId,
        regimenId: body.regimenId,
        startDate: body.startDate,
        endDate: body.endDate,
        notes: body.notes ?? '',
      },
      ({ data, message }) => {
        const treatmentId = data?.treatmentId ?? data?.id ?? null;
        if (treatmentId !== null) {
          sendTreatmentEmail(treatmentId).catch((error: unknown) => {
            console.error('SendTreatmentCreatedEmail failed', error);
          });
        }
        notifySuccess(message || m.treatmentCreated);
        void navigate(paths.doctor.appointmentManagement);
      },
    );
  };

  return (
    <FlowForm frame={frame} onSubmit={form.onSubmit(onSubmit, onInvalid)}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={m.startDate}
          type="date"
          required
          min={nextDay(today)}
          {...form.getInputProps('startDate')}
          onChange={(e) => {
            form.setFieldValue('startDate', e.currentTarget.value);
            form.clearFieldError('endDate');
          }}
        />
        <TextInput
          label={m.endDate}
          type="date"
          required
          min={startDate ? nextDay(startDate) : undefined}
          {...form.getInputProps('endDate')}
        />
      </SimpleGrid>
      <NotesField label={m.treatmentNotes} form={form} />
    </FlowForm>
  );
}
