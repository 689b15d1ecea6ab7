import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { paths } from '../config/paths';
import { clinicToday } from '../lib/clinic-time';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import { siteMessages } from './clinic-messages';
import { clinicShortName } from './clinic-name';
import classes from './site-footer.module.css';

/** Each label is its page's name (app/menu-labels.test.ts). */
export const FOOTER_LINKS = [
  [paths.home, appMessages.navHome],
  [paths.articles, appMessages.navArticles],
  [paths.learnMore, appMessages.navLearnMore],
  [paths.contactInfo, appMessages.navContact],
  [paths.privacy, appMessages.navPrivacy],
] as const;

export function SiteFooter() {
  const name = clinicShortName();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Text fw={700} c="white">
              {name}
            </Text>
            <Text size="sm" c="gray.3">
              {appMessages.footerAbout}
            </Text>
          </Stack>
          <nav aria-label={appMessages.footerLinks}>
            <Stack gap={6}>
              {FOOTER_LINKS.map(([to, label]) => (
                <Anchor key={to} component={Link} to={to} c="gray.1" size="sm">
                  {label}
                </Anchor>
              ))}
            </Stack>
          </nav>
        </SimpleGrid>
        <Text size="xs" c="gray.4" mt="lg">
          {siteMessages.footerCopyright(Number(clinicToday().slice(0, 4)), name)}
        </Text>
      </Container>
    </footer>
  );
}
