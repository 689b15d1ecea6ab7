import { Button, Container, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { paths } from '../config/paths';
import { isSessionActive } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import { Logo } from './logo';
import classes from './site-header.module.css';

// The account button and its menu are only needed once someone is logged in.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export function SiteHeader({ onLogout }: { onLogout: () => void }) {
  const session = useSession();
  const active = isSessionActive(session);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <nav aria-label={appMessages.mainNav} className={classes.nav}>
          <Link to={paths.home} className={classes.navLink}>
            {appMessages.navHome}
          </Link>
          <Link to={paths.articles} className={classes.navLink}>
            {appMessages.navArticles}
          </Link>
          <Link to={paths.contactInfo} className={classes.navLink}>
            {appMessages.navContact}
          </Link>
        </nav>
        {active ? (
          <Suspense fallback={<Skeleton height={36} width={36} circle />}>
            <AccountMenu session={session} onLogout={onLogout} />
          </Suspense>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={paths.login}
              variant="outline"
              size="sm"
              className={classes.authButton}
            >
              {appMessages.login}
            </Button>
            <Button component={Link} to={paths.register} size="sm" className={classes.authButton}>
              {appMessages.register}
            </Button>
          </Group>
        )}
      </Container>
    </header>
  );
}
