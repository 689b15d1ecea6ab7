import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * A screen inside the app's one query client. The provider comes with the screens' code rather than around the
 * whole app, so that the home page, which reads without React Query (src/lib/use-fetched.ts), does not download
 * it; every screen shares the same client, hence the same cache.
 */
export function withQueries(Screen: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
