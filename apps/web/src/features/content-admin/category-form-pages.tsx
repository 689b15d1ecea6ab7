import './components/admin-styles';
import { type Category, categoryCreateBody, categoryUpdateBody } from '@clinic/contract';
import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState } from '../../components/page-states';
import { RouteRecord } from '../../components/query-view';
import { paths } from '../../config/paths';
import { fieldsWhile, zodResolver } from '../../lib/forms';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { useCategory, useCreateCategory, useUpdateCategory } from './api/categories';
import {
  type CategoryFormValues,
  categoryUpdateInput,
  parseCategoryCreate,
  parseCategoryUpdate,
} from './content-model';
import { contentAdminMessages as m } from './messages';

/** /categories/create. */
export function CategoryCreatePage() {
  return <CategoryForm />;
}

/** /categories/update/:id. */
export function CategoryUpdatePage() {
  return (
    <RouteRecord
      read={useCategory}
      failed={m.loadCategoryFailed}
      notFound={
        <NotFoundState title={m.categoryNotFound} backTo={paths.content.categoryManager} backLabel={m.back} />
      }
    >
      {(category) => <CategoryForm key={category.categoryId} category={category} />}
    </RouteRecord>
  );
}

/** The create form, or the update form when `category` is given (with the isActive switch). */
function CategoryForm({ category }: { category?: Category }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const { frame, sendParsed } = useSaveFeedback(paths.admin.categories);
  const form = useForm<CategoryFormValues>({
    initialValues: { categoryName: category?.categoryName ?? '', isActive: category?.isActive ?? true },
    validate: category
      ? zodResolver(categoryUpdateBody, (values: CategoryFormValues) =>
          categoryUpdateInput(category.categoryId, values),
        )
      : zodResolver(categoryCreateBody),
  });
  const pending = create.isPending || update.isPending;
  const field = fieldsWhile(form, pending);

  const onSubmit = (values: CategoryFormValues) =>
    category
      ? sendParsed(
          form,
          parseCategoryUpdate(category.categoryId, values),
          update,
          m.categoryUpdated,
          m.updateCategoryFailed,
        )
      : sendParsed(form, parseCategoryCreate(values), create, m.categoryCreated, m.createCategoryFailed);

  return (
    <FormFrame
      title={category ? m.updateCategoryTitle : m.createCategoryTitle}
      {...frame(form, onSubmit)}
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
        {...field('categoryName')}
      />
      {category && (
        <Switch
          label={m.categoryActive}
          description={m.categoryActiveHint}
          {...field('isActive', { type: 'checkbox' })}
        />
      )}
    </FormFrame>
  );
}
