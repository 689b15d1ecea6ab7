import './components/admin-styles';
import { type Category, categoryCreateBody, categoryUpdateBody } from '@clinic/contract';
import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { useCategory, useCreateCategory, useUpdateCategory } from './api/categories';
import {
  type CategoryFormValues,
  categoryUpdateInput,
  errorMessage,
  isNotFound,
  parseCategoryCreate,
  parseCategoryUpdate,
  parseRouteId,
} from './content-model';
import { contentAdminMessages as m } from './messages';

/** /categories/create. */
export function CategoryCreatePage() {
  return <CategoryForm />;
}

/** /categories/update/:id. */
export function CategoryUpdatePage() {
  return <CategoryUpdateLoader />;
}

function CategoryUpdateLoader() {
  const { id } = useParams();
  const categoryId = parseRouteId(id);
  const category = useCategory(categoryId);
  const notFound = (
    <NotFoundState title={m.categoryNotFound} backTo={paths.content.categoryManager} backLabel={m.back} />
  );
  if (categoryId === null) return notFound;
  if (category.isPending) return <PageLoader />;
  if (category.isError) {
    if (isNotFound(category.error)) return notFound;
    return (
      <PageError
        message={errorMessage(category.error, m.loadCategoryFailed)}
        onRetry={() => void category.refetch()}
      />
    );
  }
  return <CategoryForm key={category.data.categoryId} category={category.data} />;
}

/** The create form, or the update form when `category` is given (with the isActive switch). */
function CategoryForm({ category }: { category?: Category }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const { formRef, formError, setFormError, invalid, saved, failed } = useSaveFeedback(
    paths.admin.categories,
  );
  const form = useForm<CategoryFormValues>({
    initialValues: { categoryName: category?.categoryName ?? '', isActive: category?.isActive ?? true },
    validate: category
      ? zodResolver(categoryUpdateBody, (values: CategoryFormValues) =>
          categoryUpdateInput(category.categoryId, values),
        )
      : zodResolver(categoryCreateBody),
  });
  const pending = create.isPending || update.isPending;

  const onSubmit = (values: CategoryFormValues) => {
    setFormError(null);
    if (category) {
      const parsed = parseCategoryUpdate(category.categoryId, values);
      if (!parsed.ok) return;
      update.mutate(parsed.data, {
        onSuccess: saved(m.categoryUpdated),
        onError: failed(form, m.updateCategoryFailed),
      });
    } else {
      const parsed = parseCategoryCreate(values);
      if (!parsed.ok) return;
      create.mutate(parsed.data, {
        onSuccess: saved(m.categoryCreated),
        onError: failed(form, m.createCategoryFailed),
      });
    }
  };

  return (
    <FormFrame
      title={category ? m.updateCategoryTitle : m.createCategoryTitle}
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, invalid)}
      formError={formError}
      pending={pending}
      submitLabel={category ? m.save : m.create}
      cancelTo={paths.content.categoryManager}
      maw={560}
    >
      <TextInput
        label={m.categoryName}
        placeholder={m.categoryNamePlaceholder}
        required
        maxLength={200}
        {...form.getInputProps('categoryName')}
        disabled={pending}
      />
      {category && (
        <Switch
          label={m.categoryActive}
          description={m.categoryActiveHint}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
          disabled={pending}
        />
      )}
    </FormFrame>
  );
}
