import type { TestTypeItem } from '@clinic/contract';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateTestType } from './api/create-test-type';
import { useTestType } from './api/get-test-type';
import { useUpdateTestType } from './api/update-test-type';
import { FormFrame } from './components/form-frame';
import {
  DEFAULT_TEST_TYPE_UNIT,
  isNotFound,
  parseRouteId,
  saveErrorMessage,
  serverFieldErrors,
  type TestTypeFormValues,
  unitOptions,
  validateTestType,
} from './master-data-model';
import { masterDataMessages as m } from './messages';

const FIELDS = ['testTypeName', 'unit', 'normalRange'] as const;
/** Spec 2: after create or update the app goes to /testType-management. */
const LIST = paths.admin.testTypesAlias;

/** /test-types/create (spec administration 2, 4, 5): sent with isActive true. */
export function TestTypeCreatePage() {
  return (
    <RequireStaff>
      <TestTypeForm />
    </RequireStaff>
  );
}

/** /test-types/update/:id: the whole object is sent back, isActive as loaded. */
export function TestTypeUpdatePage() {
  return (
    <RequireStaff>
      <LoadedTestTypeForm />
    </RequireStaff>
  );
}

function LoadedTestTypeForm() {
  const { id: raw } = useParams();
  const testTypeId = parseRouteId(raw);
  const testType = useTestType(testTypeId);
  const missing = testTypeId === null || (testType.isError && isNotFound(testType.error));
  const told = useRef(false);

  // Spec 8: 'Không tìm thấy loại xét nghiệm' (404), then back to the list.
  useEffect(() => {
    if (missing && !told.current) {
      told.current = true;
      notifyError(m.testTypeNotFound);
    }
  }, [missing]);

  if (missing) return <Navigate to={paths.admin.testTypes} replace />;
  if (testType.isPending) return <PageLoader />;
  if (testType.isError || !testType.data) {
    return (
      <PageError
        message={m.testTypeLoadFailed}
        onRetry={() => void testType.refetch()}
        action={
          <Button component={Link} to={paths.admin.testTypes} size="xs" variant="outline" color="red.9">
            {m.back}
          </Button>
        }
      />
    );
  }
  return <TestTypeForm key={testType.data.testTypeId} loaded={testType.data} />;
}

function TestTypeForm({ loaded }: { loaded?: TestTypeItem }) {
  const navigate = useNavigate();
  const create = useCreateTestType();
  const update = useUpdateTestType();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TestTypeFormValues>({
    testTypeName: loaded?.testTypeName ?? '',
    unit: loaded?.unit ?? DEFAULT_TEST_TYPE_UNIT,
    normalRange: loaded?.normalRange ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const units = unitOptions(loaded?.unit ?? '');

  const change = (field: keyof TestTypeFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutField(e, field));
  };

  const done = (message: string) => {
    notifySuccess(message);
    void navigate(LIST, { replace: true });
  };

  const failed = (error: unknown, fallback: string) => {
    const fields = serverFieldErrors(error, FIELDS);
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setFormError(null);
      notifyError(m.invalidInput);
      focusFirstInvalid(formRef.current);
      return;
    }
    const message = saveErrorMessage(error, fallback);
    setFormError(message);
    notifyError(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateTestType(values, units);
    setValues(checked.values);
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (loaded) {
      update.mutate(
        { ...loaded, ...checked.values },
        {
          onSuccess: () => done(m.testTypeUpdated),
          onError: (error) => failed(error, m.testTypeUpdateFailed),
        },
      );
    } else {
      create.mutate(
        { ...checked.values, isActive: true },
        {
          onSuccess: () => done(m.testTypeCreated),
          onError: (error) => failed(error, m.testTypeCreateFailed),
        },
      );
    }
  };

  return (
    <FormFrame
      title={loaded ? m.testTypeUpdateTitle : m.testTypeCreateTitle}
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={pending}
      submitLabel={loaded ? m.save : m.testTypeCreate}
      cancelTo={LIST}
    >
      <TextInput
        label={m.testTypeNameLabel}
        placeholder={m.testTypeNamePlaceholder}
        required
        value={values.testTypeName}
        error={errors.testTypeName}
        disabled={pending}
        maxLength={200}
        onChange={(e) => change('testTypeName', e.currentTarget.value)}
      />
      <NativeSelect
        label={m.unitLabel}
        required
        value={values.unit}
        error={errors.unit}
        disabled={pending}
        data={units}
        onChange={(e) => change('unit', e.currentTarget.value)}
      />
      <TextInput
        label={m.normalRangeLabel}
        placeholder={m.normalRangePlaceholder}
        required
        value={values.normalRange}
        error={errors.normalRange}
        disabled={pending}
        maxLength={200}
        onChange={(e) => change('normalRange', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
