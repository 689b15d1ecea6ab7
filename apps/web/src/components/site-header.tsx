import { Button, Container, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const links = (
    <>
      <Link to={paths.home} className={classes.navLink} onClick={() => setMenuOpen(false)}>
        {appMessages.navHome}
      </Link>
      <Link to={paths.articles} className={classes.navLink} onClick={() => setMenuOpen(false)}>
        {appMessages.navArticles}
      </Link>
      <Link to={paths.contactInfo} className={classes.navLink} onClick={() => setMenuOpen(false)}>
        {appMessages.navContact}
      </Link>
    </>
  );
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap={4} wrap="nowrap">
          {/* On a phone the links are behind this button; on wider screens they are always shown. */}
          <button
            type="button"
            className={classes.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={appMessages.siteMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </button>
          <Logo />
        </Group>
        <nav aria-label={appMessages.mainNav} className={classes.nav}>
          {links}
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
        {menuOpen && (
          <nav id="site-menu" aria-label={appMessages.siteMenu} className={classes.mobileNav}>
            {links}
          </nav>
        )}
      </Container>
    </header>
  );
}
