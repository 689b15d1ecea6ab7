import './components/admin-styles';
import type { Article } from '@clinic/contract';
import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { confirmDelete } from '../../components/confirm-delete';
import { type Column, NOWRAP } from '../../components/data-table';
import { ListHeader } from '../../components/list-header';
import { RowActions } from '../../components/row-actions';
import { ServerPagedTable } from '../../components/server-paged-table';
import { paths } from '../../config/paths';
import { formatInstantDate } from '../../lib/clinic-time';
import { toastOutcome } from '../../lib/notify';
import { Link } from '../../lib/router';
import { useServerPaging } from '../../lib/use-server-paging';
import { useDeleteArticle, useManagedArticles, useUpdateArticle } from './api/articles';
import { toggledArticle, truncateTitle } from './content-model';
import { contentAdminMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /articles-management: every article, paged by the server, with Hiện/Ẩn, edit and delete. */
export function ArticlesManagementPage() {
  return <ArticleList />;
}

function ArticleList() {
  const paging = useServerPaging(PAGE_SIZE, useManagedArticles);
  const update = useUpdateArticle();
  const remove = useDeleteArticle();

  const toggle = (article: Article) => {
    const body = toggledArticle(article);
    update.mutate(
      body,
      toastOutcome(body.isActive ? m.articleShown : m.articleHidden, m.updateArticleFailed),
    );
  };

  const askDelete = (article: Article) =>
    confirmDelete({
      title: m.deleteArticleTitle,
      question: m.deleteArticleQuestion,
      detail: m.deleteArticleHint(truncateTitle(article.title)),
      onConfirm: () =>
        remove.mutate(
          article.articleId,
          toastOutcome((message: string) => message || m.articleDeleted, m.deleteArticleFailed),
        ),
    });

  const togglingId = update.isPending ? update.variables?.articleId : undefined;
  const deletingId = remove.isPending ? remove.variables : undefined;
  const columns: Column<Article>[] = [
    {
      header: m.colTitle,
      td: { maw: 320 },
      cell: (a) =>
        a.isActive ? (
          <Anchor component={Link} to={paths.article(a.articleId)} title={a.title}>
            {truncateTitle(a.title)}
          </Anchor>
        ) : (
          <Text span title={a.title}>
            {truncateTitle(a.title)}
          </Text>
        ),
    },
    { header: m.colCategory, cell: (a) => a.categoryName },
    { header: m.colAuthor, cell: (a) => a.authorName ?? m.noAuthor },
    { header: m.colCreated, cell: (a) => formatInstantDate(a.createdDate ?? a.createDate), td: NOWRAP },
    {
      header: m.colVisibility,
      cell: (a) => (
        <Switch
          label={a.isActive ? m.shown : m.hidden}
          aria-label={m.toggleLabel(a.isActive, truncateTitle(a.title))}
          checked={a.isActive}
          disabled={togglingId === a.articleId}
          onChange={() => toggle(a)}
        />
      ),
    },
    {
      header: m.colActions,
      cell: (a) => (
        <RowActions
          editTo={paths.content.articleUpdate(a.articleId)}
          editLabel={m.editArticleLabel(truncateTitle(a.title))}
          deleteLabel={m.deleteArticleLabel(truncateTitle(a.title))}
          deleting={deletingId === a.articleId}
          onDelete={() => askDelete(a)}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ListHeader
        title={m.articlesTitle}
        intro={m.articlesIntro}
        addLabel={m.addArticle}
        addTo={paths.content.articleCreate}
      />
      <ServerPagedTable
        paging={paging}
        texts={m.articleList}
        columns={columns}
        rowKey={(a) => a.articleId}
        minWidth={760}
      />
    </Stack>
  );
}
