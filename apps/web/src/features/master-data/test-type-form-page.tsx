import { type TestTypeItem, testTypeCreateFields } from '@clinic/contract';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { FormFrame } from '../../components/form-frame';
import { LeaveWithError } from '../../components/leave-with-error';
import { PageError, PageLoader } from '../../components/page-states';
import { useRecordSave } from '../../components/record-save';
import { paths } from '../../config/paths';
import { parseWith, zodResolver } from '../../lib/forms';
import { useRouteId } from '../../lib/route-id';
import { useCreateTestType, useTestType, useUpdateTestType } from './api/test-types';
import { BackButton } from './components/back-button';
import {
  DEFAULT_TEST_TYPE_UNIT,
  isNotFound,
  type TestTypeFormValues,
  unitOptions,
} from './master-data-model';
import { masterDataMessages as m } from './messages';

const FIELDS = ['testTypeName', 'unit', 'normalRange'] as const;
/** After create or update the app goes to /testType-management. */
const LIST = paths.admin.testTypesAlias;

/** /test-types/create: sent with isActive true. */
export function TestTypeCreatePage() {
  return <TestTypeForm />;
}

/** /test-types/update/:id: the whole object is sent back, isActive as loaded. */
export function TestTypeUpdatePage() {
  const testTypeId = useRouteId();
  const testType = useTestType(testTypeId);
  const missing = testTypeId === null || (testType.isError && isNotFound(testType.error));

  // 'Không tìm thấy loại xét nghiệm' (404), then back to the list.
  if (missing) return <LeaveWithError to={paths.admin.testTypes} message={m.testTypeNotFound} />;
  if (testType.isPending) return <PageLoader />;
  if (testType.isError || !testType.data) {
    return (
      <PageError
        message={m.testTypeLoadFailed}
        onRetry={() => void testType.refetch()}
        action={<BackButton to={paths.admin.testTypes} />}
      />
    );
  }
  return <TestTypeForm key={testType.data.testTypeId} loaded={testType.data} />;
}

function TestTypeForm({ loaded }: { loaded?: TestTypeItem }) {
  const create = useCreateTestType();
  const update = useUpdateTestType();
  const units = unitOptions(loaded?.unit ?? '');
  // An older record's unit that the list no longer has stays selectable, so that its other fields can be saved.
  const schema = testTypeCreateFields.extend({
    unit: z.string().refine((unit) => units.includes(unit), m.unitRequired),
  });
  const form = useForm<TestTypeFormValues>({
    initialValues: {
      testTypeName: loaded?.testTypeName ?? '',
      unit: loaded?.unit ?? DEFAULT_TEST_TYPE_UNIT,
      normalRange: loaded?.normalRange ?? '',
    },
    validate: zodResolver(schema),
  });
  const { field, frame } = useRecordSave(
    form,
    LIST,
    {
      mutation: create,
      parse: (values) => parseWith(schema, values),
      saved: m.testTypeCreated,
      failed: m.testTypeCreateFailed,
      title: m.testTypeCreateTitle,
      submitLabel: m.testTypeCreate,
    },
    loaded && {
      mutation: update,
      parse: (values) =>
        parseWith(
          schema.transform((body) => ({ ...loaded, ...body, isActive: loaded.isActive })),
          values,
        ),
      saved: m.testTypeUpdated,
      failed: m.testTypeUpdateFailed,
      title: m.testTypeUpdateTitle,
      submitLabel: m.save,
    },
    { replace: true, fields: FIELDS },
  );

  return (
    <FormFrame {...frame} cancelTo={LIST}>
      <TextInput
        label={m.testTypeNameLabel}
        placeholder={m.testTypeNamePlaceholder}
        required
        {...field('testTypeName')}
        maxLength={200}
      />
      <NativeSelect label={m.unitLabel} required {...field('unit')} data={units} />
      <TextInput
        label={m.normalRangeLabel}
        placeholder={m.normalRangePlaceholder}
        required
        {...field('normalRange')}
        maxLength={200}
      />
    </FormFrame>
  );
}
