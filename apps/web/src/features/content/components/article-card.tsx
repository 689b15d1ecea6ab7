import type { Article } from '@clinic/contract';
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import classes from '../../../components/link-card.module.css';
import { paths } from '../../../config/paths';
import { formatInstantDate } from '../../../lib/clinic-time';
import { Link } from '../../../lib/router';

const EXCERPT_LENGTH = 160;

/** Articles are plain text; markup, if an editor pasted some, must not show up in the excerpt. */
export function excerpt(content: string, max = EXCERPT_LENGTH): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  return (
    <Card withBorder padding="lg" className={classes.card} component="article">
      <Group justify="space-between" gap="xs" mb="xs">
        {article.categoryName && (
          <Badge variant="filled" radius="sm">
            {article.categoryName}
          </Badge>
        )}
        <Text size="sm" c="dimmed" component="time" dateTime={article.createdDate}>
          {formatInstantDate(article.createdDate)}
        </Text>
      </Group>
      <Title order={headingLevel} size="h4" mb="xs">
        <Link to={paths.article(article.articleId)} className={classes.stretchedLink}>
          {article.title}
        </Link>
      </Title>
      <Text size="sm">{excerpt(article.content)}</Text>
    </Card>
  );
}

/** Articles as cards, three across on a wide screen, or `empty` when there are none. */
export function ArticleGrid({
  articles,
  empty,
  headingLevel,
}: {
  articles: readonly Article[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (articles.length === 0) return <Text>{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {articles.map((article) => (
        <ArticleCard key={article.articleId} article={article} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
