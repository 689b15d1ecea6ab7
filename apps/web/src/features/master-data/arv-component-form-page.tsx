import type { ArvComponentItem } from '@clinic/contract';
import { Button, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useCreateArvComponent } from './api/create-arv-component';
import { useArvComponent } from './api/get-arv-component';
import { useUpdateArvComponent } from './api/update-arv-component';
import { type ComponentFormValues, parseRouteId, validateComponent } from './master-data-model';
import { masterDataMessages as m } from './messages';
import { useMasterDataForm } from './use-master-data-form';

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
  const create = useCreateArvComponent();
  const update = useUpdateArvComponent();
  const { formRef, values, setValues, errors, formError, set, begin, invalid, saved, failed } =
    useMasterDataForm(
      {
        componentName: loaded?.componentName ?? '',
        description: loaded?.description ?? '',
      } satisfies ComponentFormValues,
      // Spec 2: back to the list, replacing the form in the history.
      paths.admin.arvComponents,
      FIELDS,
    );
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    begin(event);
    const checked = validateComponent(values);
    setValues(checked.values);
    if (Object.keys(checked.errors).length > 0) return invalid(checked.errors);
    if (loaded) {
      update.mutate(
        { componentId: loaded.componentId, ...checked.values, isActive: loaded.isActive },
        { onSuccess: saved(m.componentUpdated), onError: failed(m.componentUpdateFailed) },
      );
    } else {
      create.mutate(
        { ...checked.values, isActive: true },
        { onSuccess: saved(m.componentCreated), onError: failed(m.componentCreateFailed) },
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
        onChange={(e) => set('componentName', e.currentTarget.value)}
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
        onChange={(e) => set('description', e.currentTarget.value)}
      />
    </FormFrame>
  );
}
