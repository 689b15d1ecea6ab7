import './components/admin-styles';
import type { Category } from '@clinic/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { confirmDelete } from '../../components/confirm-delete';
import { type Column, PagedTable } from '../../components/data-table';
import { ListHeader, ListSearch } from '../../components/list-header';
import { QueryView } from '../../components/query-view';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { toastOutcome } from '../../lib/notify';
import { useClientPaging } from '../../lib/use-client-paging';
import { useAllCategories, useUpdateCategory } from './api/categories';
import { filterCategories } from './content-model';
import { contentAdminMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /categories and /category-manager: every category, with create, edit and delete. */
export function CategoriesPage() {
  return <CategoryList />;
}

function CategoryList() {
  const categories = useAllCategories();
  const update = useUpdateCategory();
  const paging = useClientPaging(categories.data, filterCategories, PAGE_SIZE);

  // Deleting a category is an update with isActive false.
  const askDelete = (category: Category) =>
    confirmDelete({
      title: m.deleteCategoryTitle,
      question: m.deleteCategoryQuestion(category.categoryName),
      detail: m.deleteCategoryHint,
      onConfirm: () =>
        update.mutate(
          { categoryId: category.categoryId, categoryName: category.categoryName, isActive: false },
          toastOutcome(m.categoryDeleted, m.deleteCategoryFailed),
        ),
    });

  const deletingId = update.isPending ? (update.variables?.categoryId ?? null) : null;
  const columns: Column<Category>[] = [
    { header: m.colId, cell: (c) => c.categoryId },
    { header: m.colName, cell: (c) => c.categoryName },
    {
      header: m.colStatus,
      cell: (c) => (
        <Badge
          color={c.isActive ? 'teal' : 'gray.7'}
          variant="filled"
          style={{ textTransform: 'none', minWidth: 'max-content' }}
        >
          {c.isActive ? m.statusActive : m.statusInactive}
        </Badge>
      ),
    },
    {
      header: m.colActions,
      cell: (c) => (
        <RowActions
          editTo={paths.content.categoryUpdate(c.categoryId)}
          editLabel={m.editCategoryLabel(c.categoryName)}
          deleteLabel={m.deleteCategoryLabel(c.categoryName)}
          deleting={deletingId === c.categoryId}
          onDelete={c.isActive ? () => askDelete(c) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ListHeader
        title={m.categoriesTitle}
        intro={m.categoriesIntro}
        addLabel={m.addCategory}
        addTo={paths.content.categoryCreate}
      />
      <QueryView query={categories} failed={m.loadCategoriesFailed}>
        {(all) => {
          if (all.length === 0) return <Text>{m.categoriesEmpty}</Text>;
          const { filtered, pages, current, shown, setPage } = paging;
          return (
            <Stack gap="md">
              <ListSearch
                {...paging.search}
                label={m.categorySearchLabel}
                placeholder={m.categorySearchPlaceholder}
                count={m.categoriesCount(filtered.length)}
              />
              <PagedTable
                empty={m.categoriesNoMatch}
                caption={m.categoriesCaption}
                columns={columns}
                rows={shown}
                rowKey={(c) => c.categoryId}
                minWidth={420}
                pagination={{ pages, current, onChange: setPage, label: m.categoriesPagination }}
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
