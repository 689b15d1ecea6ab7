import { OfflineBanner } from '../../components/offline-banner';
import { ScrollRestoration } from '../../lib/router';
import { RouteAnnouncer } from '../route-announcer';
import { LayoutMain } from './layout-main';
import classes from './layouts.module.css';

/** Login, register, verify, forgot-password, contact-info and learn-more have no header. */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <LayoutMain size="md" py="xl" />
      <ScrollRestoration />
      <RouteAnnouncer />
    </div>
  );
}
