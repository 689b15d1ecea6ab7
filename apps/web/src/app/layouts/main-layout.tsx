import { OfflineBanner } from '../../components/offline-banner';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { ScrollRestoration } from '../../lib/router';
import { appMessages } from '../../messages';
import { RouteAnnouncer } from '../route-announcer';
import { useLogout } from '../use-logout';
import { LayoutMain } from './layout-main';
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
      <LayoutMain size="lg" py="lg" />
      <SiteFooter />
      <ScrollRestoration />
      <RouteAnnouncer />
    </div>
  );
}
