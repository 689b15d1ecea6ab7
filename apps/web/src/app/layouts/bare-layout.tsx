import { Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from '../../lib/router';
import classes from './layouts.module.css';

/** Login, register, verify, forgot-password, contact-info and learn-more have no header. */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <main id="main-content" className={classes.main}>
        <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </main>
      <ScrollRestoration />
    </div>
  );
}
