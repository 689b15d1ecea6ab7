import { Button, Container, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../config/paths';
import { isSessionActive } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { Link, useLocation } from '../lib/router';
import { appMessages } from '../messages';
import { accountLinks } from './account-links';
import { siteMessages } from './clinic-messages';
import { Logo } from './logo';
import classes from './site-header.module.css';

// The account button and its menu are only needed once someone is logged in.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The public pages of the header's bar and of the phone menu; each label is its page's name (app/menu-labels.test.ts). */
export const PUBLIC_LINKS = [
  { to: paths.home, label: appMessages.navHome },
  { to: paths.articles, label: appMessages.navArticles },
  { to: paths.contactInfo, label: appMessages.navContact },
] as const;

export function SiteHeader({ onLogout }: { onLogout: () => void }) {
  const session = useSession();
  const active = isSessionActive(session);
  const { pathname } = useLocation();
  // The path the phone menu was opened on: the menu is open only there, so that any move to another screen
  // (a link, the browser's back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing gives the focus back to the button, not to the page's start; a followed link then hands it on to
  // the new screen's heading (route-announcer.tsx).
  const close = useCallback(() => {
    setOpenedOn(null);
    toggle.current?.focus();
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);
  const ownLinks = active && session ? accountLinks(session) : [];
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap={4} wrap="nowrap">
          {/* On a phone the links are behind this button; on wider screens they are always shown. */}
          <button
            ref={toggle}
            type="button"
            className={classes.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={appMessages.siteMenu}
            onClick={() => setOpenedOn(menuOpen ? null : pathname)}
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
          {PUBLIC_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </Link>
          ))}
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
            {/* A signed-in user's own pages come first: on a phone this menu is where they look for them. */}
            {ownLinks.length > 0 && (
              <>
                <p className={classes.menuGroup} id="site-menu-own">
                  {siteMessages.myPages}
                </p>
                <MenuList links={ownLinks} onFollow={close} labelledBy="site-menu-own" />
              </>
            )}
            <MenuList links={PUBLIC_LINKS} onFollow={close} />
          </nav>
        )}
      </Container>
    </header>
  );
}

/** One group of the phone menu's links; following one closes the menu. */
function MenuList({
  links,
  onFollow,
  labelledBy,
}: {
  links: readonly { to: string; label: string }[];
  onFollow: () => void;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={classes.menuList}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={classes.navLink} onClick={onFollow}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
