import './components/admin-styles';
import type { Article } from '@clinic/contract';
import { Anchor, Stack, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { ListHeader, ListSearch } from '../../components/list-header';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { formatInstantDate } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteArticle, useManagedArticles, useUpdateArticle } from './api/articles';
import { errorMessage, isSessionError, toggledArticle, truncateTitle } from './content-model';
import { contentAdminMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /articles-management: every article, paged by the server, with Hiện/Ẩn, edit and delete. */
export function ArticlesManagementPage() {
  return <ArticleList />;
}

function ArticleList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const articles = useManagedArticles({ page, pageSize: PAGE_SIZE, search: debounced });
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const total = articles.data?.total;

  // A deletion can empty the last page: show the new last one.
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > last) setPage(last);
  }, [total, page]);

  const toggle = (article: Article) => {
    const body = toggledArticle(article);
    update.mutate(body, {
      onSuccess: () => notifySuccess(body.isActive ? m.articleShown : m.articleHidden),
      onError: (error) => {
        if (!isSessionError(error)) notifyError(errorMessage(error, m.updateArticleFailed));
      },
    });
  };

  const askDelete = (article: Article) =>
    confirmDelete({
      title: m.deleteArticleTitle,
      children: (
        <Stack gap="xs">
          <Text>{m.deleteArticleQuestion}</Text>
          <Text size="sm">{m.deleteArticleHint(truncateTitle(article.title))}</Text>
        </Stack>
      ),
      onConfirm: () =>
        remove.mutate(article.articleId, {
          onSuccess: (message) => notifySuccess(message || m.articleDeleted),
          onError: (error) => {
            if (!isSessionError(error)) notifyError(errorMessage(error, m.deleteArticleFailed));
          },
        }),
    });

  const togglingId = update.isPending ? update.variables?.articleId : undefined;
  const deletingId = remove.isPending ? remove.variables : undefined;

  let body: ReactNode;
  if (articles.isPending) body = <PageLoader />;
  else if (articles.isError)
    body = (
      <PageError
        message={errorMessage(articles.error, m.loadArticlesFailed)}
        onRetry={() => void articles.refetch()}
      />
    );
  else {
    const { items, total } = articles.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    body =
      items.length === 0 ? (
        <Text>{debounced ? m.articlesNoMatch : m.articlesEmpty}</Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
              <Table.Caption style={{ textAlign: 'left' }}>{m.articlesCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{m.colTitle}</Table.Th>
                  <Table.Th scope="col">{m.colCategory}</Table.Th>
                  <Table.Th scope="col">{m.colAuthor}</Table.Th>
                  <Table.Th scope="col">{m.colCreated}</Table.Th>
                  <Table.Th scope="col">{m.colVisibility}</Table.Th>
                  <Table.Th scope="col">{m.colActions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((a) => {
                  const short = truncateTitle(a.title);
                  return (
                    <Table.Tr key={a.articleId}>
                      <Table.Td maw={320}>
                        {a.isActive ? (
                          <Anchor component={Link} to={paths.article(a.articleId)} title={a.title}>
                            {short}
                          </Anchor>
                        ) : (
                          <Text span title={a.title}>
                            {short}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{a.categoryName}</Table.Td>
                      <Table.Td>{a.authorName ?? m.noAuthor}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatInstantDate(a.createdDate ?? a.createDate)}
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          label={a.isActive ? m.shown : m.hidden}
                          aria-label={m.toggleLabel(a.isActive, short)}
                          checked={a.isActive}
                          disabled={togglingId === a.articleId}
                          onChange={() => toggle(a)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          editTo={paths.content.articleUpdate(a.articleId)}
                          editLabel={m.editArticleLabel(short)}
                          deleteLabel={m.deleteArticleLabel(short)}
                          deleting={deletingId === a.articleId}
                          onDelete={() => askDelete(a)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination pages={pages} current={page} onChange={setPage} label={m.articlesPagination} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title={m.articlesTitle}
        intro={m.articlesIntro}
        addLabel={m.addArticle}
        addTo={paths.content.articleCreate}
      />
      <ListSearch
        label={m.articleSearchLabel}
        placeholder={m.articleSearchPlaceholder}
        value={search}
        onSearch={setSearch}
        setPage={setPage}
        count={articles.data ? m.articlesCount(articles.data.total) : undefined}
      />
      {body}
    </Stack>
  );
}
