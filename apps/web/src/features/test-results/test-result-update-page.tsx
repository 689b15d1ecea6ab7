import '../../components/form-styles';
import { formatDateVi, formatTimeShort, type TestResultItem } from '@clinic/contract';
import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { PageLoader } from '../../components/page-states';
import { RequireDoctor } from '../../components/require-doctor';
import { paths } from '../../config/paths';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTestResult } from './api/get-test-result';
import { useUpdateTestResult } from './api/update-test-result';
import { PatientName } from './components/patient-name';
import { testResultsMessages as m } from './messages';
import {
  buildUpdate,
  parseRouteId,
  resultFieldErrors,
  saveErrorMessage,
  type TestResultFormValues,
} from './test-result-model';

const LIST = paths.doctor.testResultManagement;

/** /test-results/update/:testResultId (spec administration 2, 5, 8): result value and notes only. */
export function TestResultUpdatePage() {
  return <RequireDoctor>{() => <LoadedTestResultForm />}</RequireDoctor>;
}

function LoadedTestResultForm() {
  const { testResultId: raw } = useParams();
  const testResultId = parseRouteId(raw);
  const result = useTestResult(testResultId);
  const failed = testResultId === null || result.isError;
  const told = useRef(false);

  // Spec 8: '...kết quả xét nghiệm' on a load failure, then back to the management list.
  useEffect(() => {
    if (failed && !told.current) {
      told.current = true;
      notifyError(m.loadOneFailed);
    }
  }, [failed]);

  if (failed) return <Navigate to={LIST} replace />;
  if (result.isPending) return <PageLoader />;
  return <TestResultForm key={result.data.testResultId} loaded={result.data} />;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function TestResultForm({ loaded }: { loaded: TestResultItem }) {
  const navigate = useNavigate();
  const update = useUpdateTestResult();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TestResultFormValues>({
    resultValue: loaded.resultValue,
    notes: loaded.notes ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: keyof TestResultFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutField(e, field));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { body, errors: found } = buildUpdate(loaded, values);
    if (!body) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(m.updated);
        void navigate(LIST, { replace: true });
      },
      onError: (error) => {
        const fields = resultFieldErrors(error);
        const message = saveErrorMessage(error, m.updateFailed);
        setErrors(fields);
        // 'Không tìm thấy thông tin cuộc hẹn', 'Cuộc hẹn này đã có kết quả xét nghiệm khác' and the like.
        setFormError(Object.keys(fields).length > 0 ? null : message);
        notifyError(Object.keys(fields).length > 0 ? m.invalidInput : message);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <FormFrame
      title={m.updateTitle}
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={update.isPending}
      submitLabel={m.save}
      cancelTo={LIST}
      maw={720}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Detail label={m.colPatient}>
          <PatientName result={loaded} />
        </Detail>
        <Detail label={m.colDoctor}>{loaded.doctorName}</Detail>
        <Detail label={m.colTestType}>{loaded.testTypeName ?? m.noTestType}</Detail>
        <Detail label={m.appointment}>
          {m.appointmentAt(formatDateVi(loaded.appointmentDate), formatTimeShort(loaded.appointmentTime))}
        </Detail>
        <Detail label={m.colUnit}>{loaded.unit ?? m.none}</Detail>
        <Detail label={m.normalRange}>{loaded.normalRange ?? m.none}</Detail>
      </SimpleGrid>
      <TextInput
        label={m.resultLabel}
        placeholder={m.resultPlaceholder}
        required
        value={values.resultValue}
        error={errors.resultValue}
        disabled={update.isPending}
        maxLength={200}
        rightSection={loaded.unit ? <Text size="xs">{loaded.unit}</Text> : undefined}
        rightSectionWidth={loaded.unit ? 90 : undefined}
        onChange={(e) => change('resultValue', e.currentTarget.value)}
      />
      <Textarea
        label={m.notesLabel}
        placeholder={m.notesPlaceholder}
        autosize
        minRows={3}
        value={values.notes}
        error={errors.notes}
        disabled={update.isPending}
        maxLength={2000}
        onChange={(e) => change('notes', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
