import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';

type Container = ComponentType<{ retry: () => void }>;

/** Stands in for a container that could not be downloaded, until the device is back online. */
function WhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/**
 * The container's download may fail (the device went offline before the first toast): the toast is then not
 * shown, rather than the failure emptying the whole screen, and the download is tried again once back online.
 */
const loadContainer = () =>
  lazy(async (): Promise<{ default: Container }> => {
    try {
      return await import('./notifications-container');
    } catch {
      return { default: WhenOnline };
    }
  });

/**
 * Toasts are rare on public pages, and the container brings transition and scroll-lock code with it:
 * mount it on the first toast. The store keeps toasts shown before that, so none are lost.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [Shown, setShown] = useState<Container | null>(null);
  const retry = useCallback(() => setShown(() => loadContainer()), []);
  if (!Shown && notifications.length + queue.length > 0) setShown(() => loadContainer());
  if (!Shown) return null;
  return (
    <Suspense fallback={null}>
      <Shown retry={retry} />
    </Suspense>
  );
}
