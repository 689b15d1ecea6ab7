import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { useHomeLists } from './api/home-lists';
import { ArticleGrid } from './components/article-card';
import { CategoryCard } from './components/category-card';
import classes from './home-page.module.css';
import { contentMessages as m } from './messages';

const LATEST_COUNT = 6;

function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Stack gap="md" maw={640}>
        <Text fw={700} className={classes.heroText}>
          {m.heroClinicName}
        </Text>
        <Title order={1} id="hero-title" className={classes.heroTitle}>
          {m.heroTitle}
        </Title>
        <Text size="lg" className={classes.heroText}>
          {m.heroText}
        </Text>
        <Group>
          <Button component={Link} to={paths.learnMore} size="md" color="white" variant="filled" c="teal.9">
            {m.learnMore}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

function Highlights() {
  return (
    <section aria-labelledby="highlights-title">
      <Title order={2} id="highlights-title" className="visually-hidden">
        {m.highlightsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {m.highlights.map((item, index) => (
          <Paper key={item.title} withBorder p="lg">
            <ThemeIcon size="lg" radius="xl" mb="sm" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {item.title}
            </Title>
            <Text size="sm">{item.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

function HelpBanner() {
  return (
    <section className={classes.help} aria-labelledby="help-title">
      <div>
        <Title order={2} id="help-title" size="h3" c="white">
          {m.helpTitle}
        </Title>
        <Text c="white">{m.helpText}</Text>
      </div>
      <Button component={Link} to={paths.contactInfo} color="white" variant="filled" c="teal.9">
        {m.contactNow}
      </Button>
    </section>
  );
}

export function HomePage() {
  const lists = useHomeLists(LATEST_COUNT);

  let content: ReactNode;
  if (lists.status === 'pending') {
    content = <PageLoader />;
  } else if (lists.status === 'error') {
    content = <PageError message={m.loadError} onRetry={lists.refetch} />;
  } else {
    const { categories, articles: latest } = lists.data;
    content = (
      <>
        <section aria-labelledby="categories-title">
          <Title order={2} id="categories-title" mb="md">
            {m.categoriesTitle}
          </Title>
          {categories.length === 0 ? (
            <Text>{m.noCategories}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
              {categories.map((category) => (
                <CategoryCard key={category.categoryId} category={category} />
              ))}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby="articles-title">
          <Group justify="space-between" mb="md">
            <Title order={2} id="articles-title">
              {m.latestArticlesTitle}
            </Title>
            {latest.length > 0 && (
              <Button component={Link} to={paths.articles} variant="subtle">
                {m.viewAllArticles}
              </Button>
            )}
          </Group>
          <ArticleGrid articles={latest} empty={m.noArticles} />
        </section>
      </>
    );
  }

  return (
    <Stack gap="xl">
      <Hero />
      <Highlights />
      {content}
      <HelpBanner />
    </Stack>
  );
}
