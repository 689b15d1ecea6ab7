import '../../components/form-styles';
import {
  formatDateVi,
  formatTimeShort,
  resultReadingText,
  type TestResultItem,
  testResultUpdateBody,
} from '@clinic/contract';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DetailField } from '../../components/detail-field';
import { FormFrame } from '../../components/form-frame';
import { LeaveWithError } from '../../components/leave-with-error';
import { LongTextField } from '../../components/long-text-field';
import { PageLoader } from '../../components/page-states';
import { PatientName } from '../../components/patient-name';
import { paths } from '../../config/paths';
import { found, STILL_WHILE_EDITED } from '../../lib/api/endpoint-query';
import { testResultQuery } from '../../lib/api/test-result';
import { focusFirstInvalid, setServerFieldErrors, zodResolver } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRouteId } from '../../lib/route-id';
import { useNavigate } from '../../lib/router';
import { useUpdateTestResult } from './api/update-test-result';
import { testResultsMessages as m } from './messages';
import { saveErrorMessage, type TestResultFormValues, updateBody, updateReading } from './test-result-model';

const LIST = paths.doctor.testResultManagement;

/**
 * /test-results/update/:testResultId: result value and notes only. A viral load or CD4 result shows under the
 * field the number its text is read as (or a warning when it cannot be read) and is saved with it.
 */
export function TestResultUpdatePage() {
  return <LoadedTestResultForm />;
}

function LoadedTestResultForm() {
  const testResultId = useRouteId('testResultId');
  const result = useQuery({
    ...testResultQuery(testResultId === null ? null : { testResultId }),
    select: found,
    ...STILL_WHILE_EDITED,
  });

  // '...kết quả xét nghiệm' on a load failure, then back to the management list.
  if (testResultId === null || result.isError) return <LeaveWithError to={LIST} message={m.loadOneFailed} />;
  if (result.isPending) return <PageLoader />;
  return <TestResultForm key={result.data.testResultId} loaded={result.data} />;
}

const EDITABLE_FIELDS = ['resultValue', 'notes'] as const;

function TestResultForm({ loaded }: { loaded: TestResultItem }) {
  const navigate = useNavigate();
  const update = useUpdateTestResult();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TestResultFormValues>({
    initialValues: { resultValue: loaded.resultValue, notes: loaded.notes ?? '' },
    validate: zodResolver(testResultUpdateBody, (values: TestResultFormValues) => updateBody(loaded, values)),
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A viral load or CD4 result is read as the server will read it, and shown under the field before saving.
  const read = updateReading(loaded, form.values.resultValue);

  const onInvalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (values: TestResultFormValues) => {
    setFormError(null);
    update.mutate(updateBody(loaded, values), {
      onSuccess: () => {
        notifySuccess(m.updated);
        void navigate(LIST, { replace: true });
      },
      onError: (error) => {
        const message = saveErrorMessage(error, m.updateFailed);
        const shown = setServerFieldErrors(form, error, EDITABLE_FIELDS);
        if (!shown) form.clearErrors();
        // 'Không tìm thấy thông tin cuộc hẹn', 'Cuộc hẹn này đã có kết quả xét nghiệm khác' and the like.
        setFormError(shown ? null : message);
        notifyError(shown ? m.invalidInput : message);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <FormFrame
      title={m.updateTitle}
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, onInvalid)}
      formError={formError}
      pending={update.isPending}
      submitLabel={m.save}
      cancelTo={LIST}
      maw={720}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailField label={m.colPatient} size="sm">
          <PatientName record={loaded} size="sm" />
        </DetailField>
        <DetailField label={m.colDoctor} size="sm">
          {loaded.doctorName}
        </DetailField>
        <DetailField label={m.colTestType} size="sm">
          {loaded.testTypeName ?? m.noTestType}
        </DetailField>
        <DetailField label={m.appointment} size="sm">
          {m.appointmentAt(formatDateVi(loaded.appointmentDate), formatTimeShort(loaded.appointmentTime))}
        </DetailField>
        <DetailField label={m.colUnit} size="sm">
          {loaded.unit ?? m.none}
        </DetailField>
        <DetailField label={m.normalRange} size="sm">
          {loaded.normalRange ?? m.none}
        </DetailField>
      </SimpleGrid>
      <TextInput
        label={m.resultLabel}
        placeholder={m.resultPlaceholder}
        required
        {...form.getInputProps('resultValue')}
        disabled={update.isPending}
        maxLength={200}
        rightSection={loaded.unit ? <Text size="xs">{loaded.unit}</Text> : undefined}
        rightSectionWidth={loaded.unit ? 90 : undefined}
        description={
          read && (
            <Text
              span
              fz="inherit"
              c={read.reading ? undefined : 'orange.9'}
              fw={read.reading ? undefined : 500}
            >
              {resultReadingText(read)}
            </Text>
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <LongTextField
        label={m.notesLabel}
        placeholder={m.notesPlaceholder}
        minRows={3}
        {...form.getInputProps('notes')}
        disabled={update.isPending}
      />
    </FormFrame>
  );
}
