import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { formatInstantDate } from '../../lib/clinic-time';
import { Link, useParams } from '../../lib/router';
import { useArticle } from './api/public-reads';
import classes from './article-page.module.css';
import { contentMessages as m } from './messages';

export function ArticlePage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const article = useArticle(id);

  if (!validId || (article.isSuccess && article.data === null)) {
    return (
      <NotFoundState
        title={m.articleNotFound}
        message={m.articleNotFoundText}
        backTo={paths.articles}
        backLabel={m.backToArticles}
      />
    );
  }
  if (article.isPending) return <PageLoader />;
  if (article.isError) return <PageError message={m.loadError} onRetry={() => void article.refetch()} />;

  const { data } = article;
  if (!data) return null;
  return (
    <Stack gap="lg" component="article">
      <Anchor component={Link} to={paths.articles} size="sm">
        ← {m.backToArticles}
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Group gap="sm">
            {data.categoryName && (
              <Badge component={Link} to={paths.category(data.categoryId)} variant="filled" radius="sm">
                {data.categoryName}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              <time dateTime={data.createdDate}>{m.publishedOn(formatInstantDate(data.createdDate))}</time>
            </Text>
            {data.authorName && (
              <Text size="sm" c="dimmed">
                {m.author(data.authorName)}
              </Text>
            )}
          </Group>
          <Title order={1}>{data.title}</Title>
          <div className={classes.content}>{data.content}</div>
        </Stack>
      </Paper>
      <Group>
        <Button component={Link} to={paths.articles} variant="outline">
          {m.backToArticles}
        </Button>
      </Group>
    </Stack>
  );
}
