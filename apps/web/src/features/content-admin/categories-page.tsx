import './components/admin-styles';
import type { Category } from '@clinic/contract';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { ListHeader, ListSearch } from '../../components/list-header';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { pageOf } from '../../lib/pagination';
import { useAllCategories, useUpdateCategory } from './api/categories';
import { errorMessage, filterCategories, isSessionError } from './content-model';
import { contentAdminMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /categories and /category-manager: every category, with create, edit and delete. */
export function CategoriesPage() {
  return <CategoryList />;
}

function CategoryList() {
  const categories = useAllCategories();
  const update = useUpdateCategory();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  // Deleting a category is an update with isActive false.
  const askDelete = (category: Category) =>
    confirmDelete({
      title: m.deleteCategoryTitle,
      children: (
        <Stack gap="xs">
          <Text>{m.deleteCategoryQuestion(category.categoryName)}</Text>
          <Text size="sm">{m.deleteCategoryHint}</Text>
        </Stack>
      ),
      onConfirm: () =>
        update.mutate(
          { categoryId: category.categoryId, categoryName: category.categoryName, isActive: false },
          {
            onSuccess: () => notifySuccess(m.categoryDeleted),
            onError: (error) => {
              if (!isSessionError(error)) notifyError(errorMessage(error, m.deleteCategoryFailed));
            },
          },
        ),
    });

  let body: ReactNode;
  if (categories.isPending) body = <PageLoader />;
  else if (categories.isError)
    body = (
      <PageError
        message={errorMessage(categories.error, m.loadCategoriesFailed)}
        onRetry={() => void categories.refetch()}
      />
    );
  else if (categories.data.length === 0) body = <Text>{m.categoriesEmpty}</Text>;
  else {
    const filtered = filterCategories(categories.data, search);
    const { pages, current, shown } = pageOf(filtered, page, PAGE_SIZE);
    const deletingId = update.isPending ? (update.variables?.categoryId ?? null) : null;
    body = (
      <Stack gap="md">
        <ListSearch
          label={m.categorySearchLabel}
          placeholder={m.categorySearchPlaceholder}
          value={search}
          onSearch={setSearch}
          setPage={setPage}
          count={m.categoriesCount(filtered.length)}
        />
        {filtered.length === 0 ? (
          <Text>{m.categoriesNoMatch}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
              <Table.Caption style={{ textAlign: 'left' }}>{m.categoriesCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{m.colId}</Table.Th>
                  <Table.Th scope="col">{m.colName}</Table.Th>
                  <Table.Th scope="col">{m.colStatus}</Table.Th>
                  <Table.Th scope="col">{m.colActions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((c) => (
                  <Table.Tr key={c.categoryId}>
                    <Table.Td>{c.categoryId}</Table.Td>
                    <Table.Td>{c.categoryName}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={c.isActive ? 'teal' : 'gray.7'}
                        variant="filled"
                        style={{ textTransform: 'none', minWidth: 'max-content' }}
                      >
                        {c.isActive ? m.statusActive : m.statusInactive}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        editTo={paths.content.categoryUpdate(c.categoryId)}
                        editLabel={m.editCategoryLabel(c.categoryName)}
                        deleteLabel={m.deleteCategoryLabel(c.categoryName)}
                        deleting={deletingId === c.categoryId}
                        onDelete={c.isActive ? () => askDelete(c) : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination pages={pages} current={current} onChange={setPage} label={m.categoriesPagination} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title={m.categoriesTitle}
        intro={m.categoriesIntro}
        addLabel={m.addCategory}
        addTo={paths.content.categoryCreate}
      />
      {body}
    </Stack>
  );
}
