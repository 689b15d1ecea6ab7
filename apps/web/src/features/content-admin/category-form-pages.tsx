import './components/admin-styles';
import type { Category } from '@clinic/contract';
import { Switch, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateCategory } from './api/create-category';
import { useCategory } from './api/get-category';
import { useUpdateCategory } from './api/update-category';
import { FormFrame } from './components/form-frame';
import {
  type CategoryFormValues,
  errorMessage,
  isNotFound,
  isSessionError,
  parseCategoryCreate,
  parseCategoryUpdate,
  parseRouteId,
  serverFieldErrors,
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
  const navigate = useNavigate();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CategoryFormValues>({
    categoryName: category?.categoryName ?? '',
    isActive: category?.isActive ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onFailure = (fallback: string) => (error: unknown) => {
    if (isSessionError(error)) return;
    const message = errorMessage(error, fallback);
    setErrors(serverFieldErrors(error));
    setFormError(message);
    notifyError(message);
    focusFirstInvalid(formRef.current);
  };
  const onSaved = (message: string) => {
    notifySuccess(message);
    void navigate(paths.admin.categories);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (category) {
      const parsed = parseCategoryUpdate(category.categoryId, values);
      if (!parsed.ok) {
        setErrors(parsed.errors);
        focusFirstInvalid(formRef.current);
        return;
      }
      update.mutate(parsed.data, {
        onSuccess: () => onSaved(m.categoryUpdated),
        onError: onFailure(m.updateCategoryFailed),
      });
    } else {
      const parsed = parseCategoryCreate(values);
      if (!parsed.ok) {
        setErrors(parsed.errors);
        focusFirstInvalid(formRef.current);
        return;
      }
      create.mutate(parsed.data, {
        onSuccess: () => onSaved(m.categoryCreated),
        onError: onFailure(m.createCategoryFailed),
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
        onChange={(e) => {
          const categoryName = e.currentTarget.value;
          setValues((v) => ({ ...v, categoryName }));
          setErrors((err) => withoutField(err, 'categoryName'));
        }}
      />
      {category && (
        <Switch
          label={m.categoryActive}
          description={m.categoryActiveHint}
          checked={values.isActive}
          disabled={pending}
          onChange={(e) => {
            const isActive = e.currentTarget.checked;
            setValues((v) => ({ ...v, isActive }));
          }}
        />
      )}
    </FormFrame>
  );
}
