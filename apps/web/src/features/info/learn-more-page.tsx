import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/router';
import { infoMessages as m } from './messages';

export function LearnMorePage() {
  const navigate = useNavigate();
  const goBack = () => {
    // A visitor who opened this page directly has nowhere to go back to but the home page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <Stack gap="lg">
      <PageHeading title={m.learnMoreTitle} intro={m.learnMoreIntro} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {m.cards.map((card, index) => (
          <Paper key={card.title} withBorder p="lg" component="section" aria-labelledby={`learn-${index}`}>
            <Group gap="sm" mb="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon radius="xl" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Title order={2} size="h4" id={`learn-${index}`}>
                {card.title}
              </Title>
            </Group>
            <Text size="sm">{card.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="outline" onClick={goBack}>
          {m.back}
        </Button>
      </Group>
    </Stack>
  );
}
