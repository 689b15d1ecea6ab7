import { type FocusEvent, lazy, type MouseEvent, Suspense, startTransition, useState } from 'react';
import type { Session } from '../lib/auth/session';
import { UserButton } from './user-button';
import type { Reach } from './user-menu';

// The menu (Menu, Popover and their styles, some 12 KB gzipped) is not needed to draw a signed-in page: it
// loads when the user reaches for the button.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The header's account button, which becomes the account menu once the user points at it, focuses it or
 * clicks it.
 */
export function AccountMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const [reach, setReach] = useState<Reach | null>(null);
  // A transition keeps this button on screen (and focused) while the menu loads, instead of a fallback.
  const reachFor =
    (clicked: boolean) => (event: MouseEvent<HTMLButtonElement> | FocusEvent<HTMLButtonElement>) => {
      const focused = document.activeElement === event.currentTarget;
      startTransition(() => setReach((r) => ({ focused, clicked: clicked || (r?.clicked ?? false) })));
    };
  return (
    <Suspense fallback={null}>
      {reach ? (
        <UserMenu session={session} onLogout={onLogout} reached={reach} />
      ) : (
        <UserButton
          session={session}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={reachFor(false)}
          onFocus={reachFor(false)}
          onClick={reachFor(true)}
        />
      )}
    </Suspense>
  );
}
