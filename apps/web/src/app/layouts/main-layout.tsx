import { Container } from '@mantine/core';
import { OfflineBanner } from '../../components/offline-banner';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { Outlet, ScrollRestoration } from '../../lib/router';
import { appMessages } from '../../messages';
import { RouteAnnouncer } from '../route-announcer';
import { useLogout } from '../use-logout';
import classes from './layouts.module.css';

/** Home, articles, categories and every logged-in screen share the header and footer. */
export function MainLayout() {
  const logout = useLogout();
  return (
    <div className={classes.page}>
      <a href="#main-content" className="skip-link">
        {appMessages.skipToContent}
      </a>
      <OfflineBanner />
      <SiteHeader onLogout={logout} />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <RouteAnnouncer />
    </div>
  );
}
