import '../../components/form-styles';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { pageOf } from '../../lib/pagination';
import { useActiveArticles } from './api/get-articles';
import { ArticleGrid } from './components/article-card';
import { contentMessages as m } from './messages';

const PAGE_SIZE = 9;

export function ArticlesPage() {
  const articles = useActiveArticles();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim().toLowerCase());

  let body: ReactNode;
  if (articles.isPending) {
    body = <PageLoader />;
  } else if (articles.isError && !articles.data) {
    body = <PageError message={m.loadError} onRetry={() => void articles.refetch()} />;
  } else {
    const matching = query
      ? articles.data.filter(
          (a) =>
            a.title.toLowerCase().includes(query) ||
            a.content.toLowerCase().includes(query) ||
            a.categoryName.toLowerCase().includes(query),
        )
      : articles.data;
    const { pages, current, shown } = pageOf(matching, page, PAGE_SIZE);
    body =
      articles.data.length === 0 ? (
        <Text>{m.noArticles}</Text>
      ) : shown.length === 0 ? (
        <Text>{m.noSearchResults}</Text>
      ) : (
        <Stack gap="lg">
          <ArticleGrid articles={shown} empty={m.noSearchResults} headingLevel={2} />
          <ListPagination pages={pages} current={current} onChange={setPage} label={m.pagination} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.articlesPageTitle}</Title>
        <Text>{m.articlesPageIntro}</Text>
      </div>
      <TextInput
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {body}
    </Stack>
  );
}
