import { Container } from '@mantine/core';
import { OfflineBanner } from '../../components/offline-banner';
import { Outlet, ScrollRestoration } from '../../lib/router';
import { RouteAnnouncer } from '../route-announcer';
import classes from './layouts.module.css';

/** Login, register, verify, forgot-password, contact-info and learn-more have no header. */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </main>
      <ScrollRestoration />
      <RouteAnnouncer />
    </div>
  );
}
