import {
  ARV_INGREDIENT_CODES,
  ARV_INGREDIENT_LABELS,
  type ArvComponentItem,
  arvComponentCreateBody,
  LONG_TEXT_MAX,
} from '@clinic/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { PageError, PageLoader } from '../../components/page-states';
import { useRecordSave } from '../../components/record-save';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { parseWith, zodResolver } from '../../lib/forms';
import { useRouteId } from '../../lib/route-id';
import { useArvComponent, useCreateArvComponent, useUpdateArvComponent } from './api/arv-components';
import { BackButton } from './components/back-button';
import { type ComponentFormValues, ingredientRows, ingredientsBody } from './master-data-model';
import { masterDataMessages as m } from './messages';

const FIELDS = ['componentName', 'description'] as const;

const toBody = ({ ingredients, ...rest }: ComponentFormValues) => ({
  ...rest,
  ingredients: ingredientsBody(ingredients),
});

/**
 * Either save's body: the API's item always has the ingredient list and the fixed-dose flag, which the schema
 * may leave out.
 */
const componentBody = arvComponentCreateBody.transform((body) => ({
  ...body,
  ingredients: body.ingredients ?? [],
  fixedDoseCombination: body.fixedDoseCombination ?? false,
}));

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
  const form = useForm<ComponentFormValues>({
    initialValues: {
      componentName: loaded?.componentName ?? '',
      description: loaded?.description ?? '',
      ingredients: ingredientRows(loaded?.ingredients ?? []),
      fixedDoseCombination: loaded?.fixedDoseCombination ?? false,
    },
    validate: zodResolver(arvComponentCreateBody, toBody),
  });
  const { field, frame } = useRecordSave(
    form,
    paths.admin.arvComponents,
    {
      mutation: create,
      parse: (values) => parseWith(componentBody, toBody(values)),
      saved: m.componentCreated,
      failed: m.componentCreateFailed,
      title: m.componentCreateTitle,
      submitLabel: m.componentCreate,
    },
    loaded && {
      mutation: update,
      parse: (values) =>
        parseWith(
          componentBody.transform((body) => ({
            ...body,
            componentId: loaded.componentId,
            isActive: loaded.isActive,
          })),
          toBody(values),
        ),
      saved: m.componentUpdated,
      failed: m.componentUpdateFailed,
      title: m.componentUpdateTitle,
      submitLabel: m.save,
    },
    { replace: true, fields: FIELDS },
  );

  return (
    <FormFrame {...frame} cancelTo={paths.admin.arvComponents}>
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
        maxLength={LONG_TEXT_MAX}
      />
      <Fieldset legend={m.ingredientsLegend} disabled={frame.pending}>
        <Stack gap="xs">
          {form.values.ingredients.length === 0 && (
            <Text size="sm" c="dimmed">
              {m.ingredientsEmpty}
            </Text>
          )}
          {form.values.ingredients.map((row, index) => (
            <Group key={`${index}-${row.code}`} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                label={m.ingredientCode}
                style={{ flex: 2 }}
                data={ARV_INGREDIENT_CODES.map((code) => ({
                  value: code,
                  label: `${code} · ${ARV_INGREDIENT_LABELS[code]}`,
                }))}
                {...form.getInputProps(`ingredients.${index}.code`)}
                error={form.errors[`ingredients.${index}.code`]}
              />
              <TextInput
                label={m.ingredientStrength}
                inputMode="decimal"
                style={{ flex: 1 }}
                {...form.getInputProps(`ingredients.${index}.strengthMg`)}
                error={form.errors[`ingredients.${index}.strengthMg`]}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={4}
                aria-label={m.ingredientRemove(index + 1)}
                onClick={() => form.removeListItem('ingredients', index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                form.insertListItem('ingredients', { code: ARV_INGREDIENT_CODES[0], strengthMg: '' })
              }
            >
              {m.ingredientAdd}
            </Button>
          </Group>
          <Checkbox
            label={m.fixedDoseCombination}
            {...form.getInputProps('fixedDoseCombination', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
    </FormFrame>
  );
}
