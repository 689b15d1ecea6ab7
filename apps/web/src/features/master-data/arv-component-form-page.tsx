import type { ArvComponentItem } from '@clinic/contract';
import { Button, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateArvComponent } from './api/create-arv-component';
import { useArvComponent } from './api/get-arv-component';
import { useUpdateArvComponent } from './api/update-arv-component';
import { FormFrame } from './components/form-frame';
import {
  type ComponentFormValues,
  parseRouteId,
  saveErrorMessage,
  serverFieldErrors,
  validateComponent,
} from './master-data-model';
import { masterDataMessages as m } from './messages';

const FIELDS = ['componentName', 'description'] as const;

/** /ARVcomponents/create (spec administration 2, 4, 5): a new component is active. */
export function ArvComponentCreatePage() {
  return (
    <RequireStaff>
      <ArvComponentForm />
    </RequireStaff>
  );
}

/** /ARVcomponents/update/:componentId: isActive stays as loaded. */
export function ArvComponentUpdatePage() {
  return (
    <RequireStaff>
      <LoadedArvComponentForm />
    </RequireStaff>
  );
}

function LoadedArvComponentForm() {
  const { componentId: raw } = useParams();
  const componentId = parseRouteId(raw);
  const component = useArvComponent(componentId);

  if (componentId !== null && component.isPending) return <PageLoader />;
  if (componentId === null || component.isError || !component.data) {
    return (
      <PageError
        message={m.componentLoadFailed}
        onRetry={
          componentId !== null && component.error instanceof ApiError && component.error.status !== 404
            ? () => void component.refetch()
            : undefined
        }
        action={
          <Button component={Link} to={paths.admin.arvComponents} size="xs" variant="outline" color="red.9">
            {m.back}
          </Button>
        }
      />
    );
  }
  return <ArvComponentForm key={component.data.componentId} loaded={component.data} />;
}

function ArvComponentForm({ loaded }: { loaded?: ArvComponentItem }) {
  const navigate = useNavigate();
  const create = useCreateArvComponent();
  const update = useUpdateArvComponent();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ComponentFormValues>({
    componentName: loaded?.componentName ?? '',
    description: loaded?.description ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const change = (field: keyof ComponentFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutField(e, field));
  };

  const done = (message: string) => {
    notifySuccess(message);
    // Spec 2: back to the list, replacing the form in the history.
    void navigate(paths.admin.arvComponents, { replace: true });
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
    const checked = validateComponent(values);
    setValues(checked.values);
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (loaded) {
      update.mutate(
        { componentId: loaded.componentId, ...checked.values, isActive: loaded.isActive },
        {
          onSuccess: () => done(m.componentUpdated),
          onError: (error) => failed(error, m.componentUpdateFailed),
        },
      );
    } else {
      create.mutate(
        { ...checked.values, isActive: true },
        {
          onSuccess: () => done(m.componentCreated),
          onError: (error) => failed(error, m.componentCreateFailed),
        },
      );
    }
  };

  return (
    <FormFrame
      title={loaded ? m.componentUpdateTitle : m.componentCreateTitle}
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={pending}
      submitLabel={loaded ? m.save : m.componentCreate}
      cancelTo={paths.admin.arvComponents}
    >
      <TextInput
        label={m.componentNameLabel}
        placeholder={m.componentNamePlaceholder}
        required
        value={values.componentName}
        error={errors.componentName}
        disabled={pending}
        maxLength={100}
        onChange={(e) => change('componentName', e.currentTarget.value)}
      />
      <Textarea
        label={m.descriptionLabel}
        placeholder={m.descriptionPlaceholder}
        required
        autosize
        minRows={4}
        value={values.description}
        error={errors.description}
        disabled={pending}
        maxLength={2000}
        onChange={(e) => change('description', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
