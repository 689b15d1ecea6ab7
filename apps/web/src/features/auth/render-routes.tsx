import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** Renders these routes for a page test, with the providers the app gives them, at `entry`. */
export function renderRoutes(routes: RouteObject[], entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
