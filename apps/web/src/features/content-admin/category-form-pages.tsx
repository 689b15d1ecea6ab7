import './components/admin-styles';
import { type Category, categoryCreateBody, categoryUpdateBody } from '@clinic/contract';
import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState } from '../../components/page-states';
import { RouteRecord } from '../../components/query-view';
import { useRecordSave } from '../../components/record-save';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
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
  const form = useForm<CategoryFormValues>({
    initialValues: { categoryName: category?.categoryName ?? '', isActive: category?.isActive ?? true },
    validate: category
      ? zodResolver(categoryUpdateBody, (values: CategoryFormValues) =>
          categoryUpdateInput(category.categoryId, values),
        )
      : zodResolver(categoryCreateBody),
  });
  const { field, frame } = useRecordSave(
    form,
    paths.admin.categories,
    {
      mutation: create,
      parse: parseCategoryCreate,
      saved: m.categoryCreated,
      failed: m.createCategoryFailed,
      title: m.createCategoryTitle,
      submitLabel: m.create,
    },
    category && {
      mutation: update,
      parse: (values) => parseCategoryUpdate(category.categoryId, values),
      saved: m.categoryUpdated,
      failed: m.updateCategoryFailed,
      title: m.updateCategoryTitle,
      submitLabel: m.save,
    },
  );

  return (
    <FormFrame {...frame} cancelTo={paths.content.categoryManager} maw={560}>
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
