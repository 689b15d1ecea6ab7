import './components/admin-styles';
import type { Category } from '@clinic/contract';
import { Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { useAdminForm } from '../../lib/use-admin-form';
import { useCreateCategory } from './api/create-category';
import { useCategory } from './api/get-category';
import { useUpdateCategory } from './api/update-category';
import {
  type CategoryFormValues,
  errorMessage,
  isNotFound,
  parseCategoryCreate,
  parseCategoryUpdate,
  parseRouteId,
} from './content-model';
import { contentAdminMessages as m } from './messages';

/** /categories/create. */
export function CategoryCreatePage() {
  return (
    <RequireStaff>
      <CategoryForm />
    </RequireStaff>
  );
}

/** /categories/update/:id. */
export function CategoryUpdatePage() {
  return (
    <RequireStaff>
      <CategoryUpdateLoader />
    </RequireStaff>
  );
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
  const { formRef, values, errors, formError, set, begin, invalid, saved, failed } =
    useAdminForm<CategoryFormValues>(
      { categoryName: category?.categoryName ?? '', isActive: category?.isActive ?? true },
      paths.admin.categories,
    );
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    begin(event);
    if (category) {
      const parsed = parseCategoryUpdate(category.categoryId, values);
      if (!parsed.ok) return invalid(parsed.errors);
      update.mutate(parsed.data, {
        onSuccess: saved(m.categoryUpdated),
        onError: failed(m.updateCategoryFailed),
      });
    } else {
      const parsed = parseCategoryCreate(values);
      if (!parsed.ok) return invalid(parsed.errors);
      create.mutate(parsed.data, {
        onSuccess: saved(m.categoryCreated),
        onError: failed(m.createCategoryFailed),
      });
    }
  };

  return (
    <FormFrame
      title={category ? m.updateCategoryTitle : m.createCategoryTitle}
      formRef={formRef}
      onSubmit={onSubmit}
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
        value={values.categoryName}
        error={errors.categoryName}
        disabled={pending}
        onChange={(e) => set('categoryName', e.currentTarget.value)}
      />
      {category && (
        <Switch
          label={m.categoryActive}
          description={m.categoryActiveHint}
          checked={values.isActive}
          disabled={pending}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />
      )}
    </FormFrame>
  );
}
