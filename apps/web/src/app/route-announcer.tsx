import { CLINIC_NAME_META, DEFAULT_CLINIC_SHORT_NAME, pageTitle } from '@clinic/contract';
import { useEffect } from 'react';
import { useLocation, useMatches } from '../lib/router';
import { screenTitle } from './route-titles';

/** The short name the server wrote into the page (apps/server/src/plugins/web.ts). */
const clinicName = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${CLINIC_NAME_META}"]`)?.content ||
  DEFAULT_CLINIC_SHORT_NAME;

/** How long a new screen may take to draw its heading (its data loading) before focus goes to the content. */
const HEADING_WAIT_MS = 5000;

/** Focuses the screen's first heading once it is drawn, or the content itself if none comes. */
function focusHeading(main: HTMLElement): () => void {
  const focus = (target: HTMLElement) => {
    if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const heading = () => main.querySelector<HTMLElement>('h1');
  const now = heading();
  if (now) {
    focus(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const found = heading();
    if (!found) return;
    stop();
    focus(found);
  });
  const timer = setTimeout(() => {
    stop();
    focus(main);
  }, HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * The path of the screen last announced, and how to give up waiting for its heading. Kept outside the component
 * because each layout has its own announcer: a move from one layout to the other (login to the dashboard,
 * logout to the login) mounts a new one, which must still know it is not the page's first screen, and must not
 * lose the wait when React runs its effect twice on mount in development.
 */
let announcedPath: string | null = null;
let stopWaiting = () => {};

/**
 * Each screen titles its tab with its neutral name and the clinic's (route-titles.ts), and moving to another
 * screen moves focus to its heading, so a screen reader announces the new page instead of staying on the link
 * that was followed. The page's first screen leaves focus where the browser puts it; a change of the query alone
 * (a filter, a page of a list) keeps it where it is.
 */
export function RouteAnnouncer() {
  const matches = useMatches();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = pageTitle(screenTitle(matches), clinicName());
  }, [matches]);

  useEffect(() => {
    const previous = announcedPath;
    announcedPath = pathname;
    const main = document.getElementById('main-content');
    if (previous === null || previous === pathname || !main) return;
    stopWaiting();
    stopWaiting = focusHeading(main);
  }, [pathname]);

  return null;
}
