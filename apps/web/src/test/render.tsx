import type { Role, UserDetails } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { saveSession } from '../lib/auth/session';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from '../lib/router';
import { fakeToken, inOneHour } from './tokens';

/** A signed-in session of this role for the next hour, with these details. */
export function signIn(role: Role, details: Partial<UserDetails> = {}): void {
  saveSession(fakeToken({ role, exp: inOneHour() }), { role, userId: 1, ...details } as UserDetails);
}

/** `ui` inside the app's providers, with a query client that does not retry (a failure shows at once). */
export function renderWithProviders(ui: ReactNode): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * These routes in memory, opened at `entry` (a path, or a location with the state a page was sent with);
 * answers the router to read where it went.
 */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A JSON answer in the server's envelope. */
export function envelopeReply(status: number, data: unknown, extra: Record<string, unknown> = {}): Response {
  return new Response(
    JSON.stringify({ status: status < 400, statusCode: status, message: '', data, ...extra }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}
