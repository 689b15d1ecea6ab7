import { Stack, Title } from '@mantine/core';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { useParams } from '../../lib/router';
import { useActiveArticles } from './api/get-articles';
import { useCategory } from './api/public-reads';
import { ArticleGrid } from './components/article-card';
import { contentMessages as m } from './messages';

export function CategoryPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const category = useCategory(id);
  const articles = useActiveArticles();

  if (!validId || (category.isSuccess && category.data === null)) {
    return <NotFoundState title={m.categoryNotFound} />;
  }
  if (category.isPending || articles.isPending) return <PageLoader />;
  if (category.isError || articles.isError) {
    return (
      <PageError
        message={m.loadError}
        onRetry={() => {
          void category.refetch();
          void articles.refetch();
        }}
      />
    );
  }

  const inCategory = articles.data.filter((a) => a.categoryId === id);
  return (
    <Stack gap="lg">
      <Title order={1}>{category.data?.categoryName}</Title>
      <section aria-labelledby="category-articles">
        <Title order={2} id="category-articles" size="h3" mb="md">
          {m.categoryArticlesTitle}
        </Title>
        <ArticleGrid articles={inCategory} empty={m.noArticles} />
      </section>
    </Stack>
  );
}
