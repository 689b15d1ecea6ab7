import '../../components/form-styles';
import {
  DAYS_DISPENSED_OPTIONS,
  LONG_TEXT_MAX,
  type RegimenCheckResult,
  regimenCheckResult,
  SWITCH_REASON_LABELS,
  SWITCH_REASONS,
  type SwitchReason,
  treatmentCreateBody,
} from '@clinic/contract';
import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DateField } from '../../components/date-field';
import { LongTextField } from '../../components/long-text-field';
import { paths } from '../../config/paths';
import { testResultQuery } from '../../lib/api/test-result';
import { ApiError } from '../../lib/api-client';
import { clinicToday } from '../../lib/clinic-time';
import { zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { useRegimenCheck } from './api/check-regimen';
import { useCurrentRegimen } from './api/clinical-summary';
import { useCreateTreatment, useSendTreatmentEmail } from './api/flow-writes';
import { useRegimens } from './api/get-regimens';
import { FlowForm, NotesField } from './components/flow-form';
import { FlowPage, MissingInfo, useFlow } from './components/flow-parts';
import { SummaryCard, SummaryField } from './components/flow-summary';
import { RegimenSafety } from './components/regimen-safety';
import { SafetyFindings } from './components/safety-findings';
import { daysDispensedShown, nextDay, proposedEndDate } from './flow-dates';
import { treatmentFlowMessages as m } from './messages';
import { componentNames, regimenDose } from './regimen-components';
import { acknowledgedOf, safetyReview } from './safety-review';
import { useFlowFeedback } from './use-flow-feedback';

/** /treatments/create (regimenId, testResultId, appointmentId, patientId, doctorId). */
export function TreatmentCreatePage() {
  const { ids } = useFlow();
  const { regimenId, testResultId, patientId } = ids;
  return (
    <FlowPage title={m.treatmentTitle} intro={m.treatmentIntro} step={2} maw={760}>
      {testResultId === undefined ? (
        <MissingInfo message={m.missingTestResult} />
      ) : regimenId === undefined ? (
        <MissingInfo message={m.missingRegimen} />
      ) : (
        <>
          <Summary regimenId={regimenId} testResultId={testResultId} />
          <TreatmentForm regimenId={regimenId} testResultId={testResultId} patientId={patientId} />
        </>
      )}
    </FlowPage>
  );
}

/** What is being prescribed, as a reminder; the form works without it. */
function Summary({ regimenId, testResultId }: { regimenId: number; testResultId: number }) {
  const regimens = useRegimens();
  const result = useQuery(testResultQuery({ testResultId }));
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
  acknowledgedRuleIds: string[];
  overrideReason: string;
  /** '' until chosen; asked only when the regimen changes. */
  switchReason: SwitchReason | '';
  switchReasonText: string;
  /** '' while the doctor has not picked a value: the default then follows the dates. */
  daysDispensed: string;
}

/** The days dispensed the form starts with, and so the length of the treatment it proposes. */
const FIRST_DAYS_DISPENSED = DAYS_DISPENSED_OPTIONS[0];

/** The findings of a 409 from Treatment/Create (the server's own check), when it sent them. */
function refusedCheck(error: unknown): RegimenCheckResult | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = regimenCheckResult.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

function TreatmentForm({
  regimenId,
  testResultId,
  patientId,
}: {
  regimenId: number;
  testResultId: number;
  patientId: number | undefined;
}) {
  const navigate = useNavigate();
  const create = useCreateTreatment();
  const sendEmail = useSendTreatmentEmail();
  const today = clinicToday();
  const schema = treatmentCreateBody(clinicToday);
  const regimens = useRegimens();
  const regimen = regimens.data?.find((r) => r.regimenId === regimenId);
  const dose = regimenDose(regimen);
  const checked = useRegimenCheck(patientId, dose);
  const current = useCurrentRegimen(patientId);
  const switching = current.data != null && current.data.regimenId !== regimenId;
  // The server checks again on save; what it refused with wins over what was checked before.
  const [serverCheck, setServerCheck] = useState<RegimenCheckResult | null>(null);
  useEffect(() => {
    const refused = refusedCheck(create.error);
    if (refused) setServerCheck(refused);
  }, [create.error]);
  const check = serverCheck ?? checked.data ?? null;
  // The end follows the start and the days dispensed until the doctor sets it by hand.
  const [endTyped, setEndTyped] = useState(false);

  const toBody = ({ switchReason, daysDispensed, ...values }: TreatmentValues) => ({
    testResultId,
    regimenId,
    ...values,
    daysDispensed: daysDispensedShown(daysDispensed, values.startDate, values.endDate),
    acknowledgedRuleIds: acknowledgedOf(check, values.acknowledgedRuleIds),
    switchReason: switching && switchReason ? switchReason : null,
    switchReasonText: switching && switchReason === 'other' ? values.switchReasonText : '',
  });
  const validateBody = zodResolver(schema, toBody);
  const form = useForm<TreatmentValues>({
    initialValues: {
      startDate: nextDay(today),
      endDate: proposedEndDate(nextDay(today), FIRST_DAYS_DISPENSED),
      notes: '',
      acknowledgedRuleIds: [],
      overrideReason: '',
      switchReason: '',
      switchReasonText: '',
      daysDispensed: '',
    },
    validate: (values) => {
      const errors: FormErrors = { ...validateBody(values) };
      const review = safetyReview(check, values.acknowledgedRuleIds, values.overrideReason);
      if (review.unacknowledged.length > 0) errors.acknowledgedRuleIds = m.acknowledgeAll;
      if (review.overrideMissing) errors.overrideReason = m.overrideRequired;
      if (switching && !values.switchReason) errors.switchReason = m.switchReasonRequired;
      return errors;
    },
  });
  const { frame, setFormError, invalid, send } = useFlowFeedback(
    { label: m.treatmentTitle, submitLabel: m.createTreatment, failMessage: m.treatmentFailed },
    form,
    create,
  );
  const { startDate, endDate } = form.values;

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
        acknowledgedRuleIds: body.acknowledgedRuleIds ?? [],
        overrideReason: body.overrideReason ?? '',
        switchReason: body.switchReason ?? null,
        switchReasonText: body.switchReasonText ?? '',
        daysDispensed: daysDispensedShown(values.daysDispensed, body.startDate, body.endDate),
      },
      ({ data, message }) => {
        const treatmentId = data?.treatmentId ?? data?.id ?? null;
        if (treatmentId !== null) {
          // A failure is only logged: the treatment is saved and its mail already queued.
          sendEmail.mutateAsync(treatmentId).catch((error: unknown) => {
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
        <DateField
          label={m.startDate}
          required
          min={nextDay(today)}
          {...form.getInputProps('startDate')}
          onChange={(value) => {
            form.setFieldValue('startDate', value);
            form.clearFieldError('endDate');
            if (!endTyped) {
              const days = daysDispensedShown(form.values.daysDispensed, startDate, endDate);
              form.setFieldValue('endDate', proposedEndDate(value, days));
            }
          }}
        />
        <DateField
          label={m.endDate}
          required
          min={startDate ? nextDay(startDate) : undefined}
          {...form.getInputProps('endDate')}
          onChange={(value) => {
            form.setFieldValue('endDate', value);
            setEndTyped(true);
          }}
        />
      </SimpleGrid>
      <NativeSelect
        label={m.daysDispensed}
        description={m.daysDispensedHint}
        required
        data={DAYS_DISPENSED_OPTIONS.map((days) => ({ value: String(days), label: m.daysValue(days) }))}
        value={String(daysDispensedShown(form.values.daysDispensed, startDate, endDate))}
        onChange={(e) => {
          const days = e.currentTarget.value;
          form.setFieldValue('daysDispensed', days);
          if (!endTyped) {
            const picked = daysDispensedShown(days, startDate, endDate);
            form.setFieldValue('endDate', proposedEndDate(startDate, picked));
          }
        }}
        error={form.errors.daysDispensed}
      />
      <NotesField label={m.treatmentNotes} form={form} />
      {serverCheck ? (
        <SafetyFindings check={serverCheck} patientId={patientId} />
      ) : (
        <RegimenSafety patientId={patientId} dose={dose} />
      )}
      {check && <SafetyReviewFields check={check} form={form} />}
      {switching && current.data && <SwitchReasonFields current={current.data.regimenName} form={form} />}
    </FlowForm>
  );
}

/** An acknowledgement for each WARN, named by its message, and the reason to prescribe anyway on a BLOCK. */
function SafetyReviewFields({
  check,
  form,
}: {
  check: RegimenCheckResult;
  form: UseFormReturnType<TreatmentValues>;
}) {
  const warnings = check.findings.filter((f) => f.severity === 'WARN');
  const blocked = check.findings.some((f) => f.severity === 'BLOCK');
  const acknowledged = form.values.acknowledgedRuleIds;
  if (warnings.length === 0 && !blocked) return null;
  return (
    <Stack gap="sm">
      {warnings.length > 0 && (
        <Checkbox.Group
          label={m.acknowledgeLegend}
          description={m.acknowledgeHint}
          required
          value={acknowledged}
          onChange={(value) => {
            form.setFieldValue('acknowledgedRuleIds', value);
            form.clearFieldError('acknowledgedRuleIds');
          }}
          error={form.errors.acknowledgedRuleIds}
        >
          <Stack gap={6} mt={6}>
            {warnings.map((f) => (
              <Checkbox
                key={f.ruleId}
                value={f.ruleId}
                label={f.message}
                description={m.ruleDetail([f.ruleId])}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {blocked && (
        <LongTextField
          label={m.overrideReason}
          description={m.overrideHint}
          required
          {...form.getInputProps('overrideReason')}
        />
      )}
    </Stack>
  );
}

/** Why the regimen changes from the one the patient is on. */
function SwitchReasonFields({
  current,
  form,
}: {
  current: string;
  form: UseFormReturnType<TreatmentValues>;
}) {
  return (
    <Stack gap="sm">
      <NativeSelect
        label={m.switchReason}
        description={m.switchReasonHint(current)}
        required
        data={[
          { value: '', label: m.switchReasonChoose },
          ...SWITCH_REASONS.map((reason) => ({ value: reason, label: SWITCH_REASON_LABELS[reason] })),
        ]}
        {...form.getInputProps('switchReason')}
      />
      {form.values.switchReason === 'other' && (
        <TextInput
          label={m.switchReasonText}
          required
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps('switchReasonText')}
        />
      )}
    </Stack>
  );
}
