import { type ArvComponentItem, arvComponentCreateBody } from '@clinic/contract';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { fieldsWhile, zodResolver } from '../../lib/forms';
import { useRouteId } from '../../lib/route-id';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { useArvComponent, useCreateArvComponent, useUpdateArvComponent } from './api/arv-components';
import { BackButton } from './components/back-button';
import type { ComponentFormValues } from './master-data-model';
import { masterDataMessages as m } from './messages';
import { showSaveFailure } from './save-failure';

const FIELDS = ['componentName', 'description'] as const;

/** /ARVcomponents/create: a new component is active. */
export function ArvComponentCreatePage() {
  return <ArvComponentForm />;
}

/** /ARVcomponents/update/:componentId: isActive stays as loaded. */
export function ArvComponentUpdatePage() {
  const componentId = useRouteId('componentId');
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
        action={<BackButton to={paths.admin.arvComponents} />}
      />
    );
  }
  return <ArvComponentForm key={component.data.componentId} loaded={component.data} />;
}

function ArvComponentForm({ loaded }: { loaded?: ArvComponentItem }) {
  const create = useCreateArvComponent();
  const update = useUpdateArvComponent();
  // Back to the list, replacing the form in the history.
  const { formRef, setFormError, frame, send } = useSaveFeedback(paths.admin.arvComponents, {
    replace: true,
  });
  const form = useForm<ComponentFormValues>({
    initialValues: { componentName: loaded?.componentName ?? '', description: loaded?.description ?? '' },
    validate: zodResolver(arvComponentCreateBody),
  });
  const pending = create.isPending || update.isPending;
  const field = fieldsWhile(form, pending);
  const failed = (fallback: string) => (error: unknown) =>
    showSaveFailure(error, fallback, { form, fields: FIELDS, formRef, setFormError });

  const onSubmit = (values: ComponentFormValues) => {
    const body = arvComponentCreateBody.parse(values);
    if (loaded) {
      const item = { ...body, componentId: loaded.componentId, isActive: loaded.isActive };
      send(update, item, m.componentUpdated, failed(m.componentUpdateFailed));
    } else {
      send(create, body, m.componentCreated, failed(m.componentCreateFailed));
    }
  };

  return (
    <FormFrame
      title={loaded ? m.componentUpdateTitle : m.componentCreateTitle}
      {...frame(form, onSubmit)}
      pending={pending}
      submitLabel={loaded ? m.save : m.componentCreate}
      cancelTo={paths.admin.arvComponents}
    >
      <TextInput
        label={m.componentNameLabel}
        placeholder={m.componentNamePlaceholder}
        required
        {...field('componentName')}
        maxLength={100}
      />
      <Textarea
        label={m.descriptionLabel}
        placeholder={m.descriptionPlaceholder}
        required
        autosize
        minRows={4}
        {...field('description')}
        maxLength={2000}
      />
    </FormFrame>
  );
}
