import type { TestTypeItem } from '@clinic/contract';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { notifyError } from '../../lib/notify';
import { useCreateTestType } from './api/create-test-type';
import { useTestType } from './api/get-test-type';
import { useUpdateTestType } from './api/update-test-type';
import {
  DEFAULT_TEST_TYPE_UNIT,
  isNotFound,
  parseRouteId,
  type TestTypeFormValues,
  unitOptions,
  validateTestType,
} from './master-data-model';
import { masterDataMessages as m } from './messages';
import { useMasterDataForm } from './use-master-data-form';

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
  const create = useCreateTestType();
  const update = useUpdateTestType();
  const { formRef, values, setValues, errors, formError, set, begin, invalid, saved, failed } =
    useMasterDataForm(
      {
        testTypeName: loaded?.testTypeName ?? '',
        unit: loaded?.unit ?? DEFAULT_TEST_TYPE_UNIT,
        normalRange: loaded?.normalRange ?? '',
      } satisfies TestTypeFormValues,
      LIST,
      FIELDS,
    );
  const pending = create.isPending || update.isPending;
  const units = unitOptions(loaded?.unit ?? '');

  const onSubmit = (event: FormEvent) => {
    begin(event);
    const checked = validateTestType(values, units);
    setValues(checked.values);
    if (Object.keys(checked.errors).length > 0) return invalid(checked.errors);
    if (loaded) {
      update.mutate(
        { ...loaded, ...checked.values },
        { onSuccess: saved(m.testTypeUpdated), onError: failed(m.testTypeUpdateFailed) },
      );
    } else {
      create.mutate(
        { ...checked.values, isActive: true },
        { onSuccess: saved(m.testTypeCreated), onError: failed(m.testTypeCreateFailed) },
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
        onChange={(e) => set('testTypeName', e.currentTarget.value)}
      />
      <NativeSelect
        label={m.unitLabel}
        required
        value={values.unit}
        error={errors.unit}
        disabled={pending}
        data={units}
        onChange={(e) => set('unit', e.currentTarget.value)}
      />
      <TextInput
        label={m.normalRangeLabel}
        placeholder={m.normalRangePlaceholder}
        required
        value={values.normalRange}
        error={errors.normalRange}
        disabled={pending}
        maxLength={200}
        onChange={(e) => set('normalRange', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
