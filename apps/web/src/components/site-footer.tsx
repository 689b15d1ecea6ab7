import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { paths } from '../config/paths';
import { clinicToday } from '../lib/clinic-time';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import classes from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Text fw={700} c="white">
              {appMessages.clinicName}
            </Text>
            <Text size="sm" c="gray.3">
              {appMessages.footerAbout}
            </Text>
          </Stack>
          <nav aria-label={appMessages.footerLinks}>
            <Stack gap={6}>
              <Anchor component={Link} to={paths.home} c="gray.1" size="sm">
                {appMessages.navHome}
              </Anchor>
              <Anchor component={Link} to={paths.articles} c="gray.1" size="sm">
                {appMessages.navArticles}
              </Anchor>
              <Anchor component={Link} to={paths.learnMore} c="gray.1" size="sm">
                Tìm hiểu thêm
              </Anchor>
              <Anchor component={Link} to={paths.contactInfo} c="gray.1" size="sm">
                {appMessages.navContact}
              </Anchor>
              <Anchor component={Link} to={paths.privacy} c="gray.1" size="sm">
                {appMessages.navPrivacy}
              </Anchor>
            </Stack>
          </nav>
        </SimpleGrid>
        <Text size="xs" c="gray.4" mt="lg">
          {appMessages.footerCopyright(Number(clinicToday().slice(0, 4)))}
        </Text>
      </Container>
    </footer>
  );
}
