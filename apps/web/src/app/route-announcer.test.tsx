// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '../lib/router';
import { RouteAnnouncer } from './route-announcer';

/** The app's layouts (layouts/*.tsx): each has its own main content and its own announcer. */
function Content() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer />
    </>
  );
}
const BareLayout = () => <Content />;
const MainLayout = () => <Content />;

/** A screen whose heading comes with its data, after a moment. */
function Dashboard() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void setTimeout(() => setLoaded(true), 20), []);
  return loaded ? <h1>Bảng điều khiển</h1> : <p>Đang tải...</p>;
}

describe('RouteAnnouncer', () => {
  it('moves focus to the new screen heading when a navigation changes layout, as after login', async () => {
    const router = createMemoryRouter(
      [
        { Component: BareLayout, children: [{ path: '/login', element: <h1>Đăng nhập</h1> }] },
        { Component: MainLayout, children: [{ path: '/dashboard', Component: Dashboard }] },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // The page's first screen leaves focus where the browser put it.
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/dashboard', { replace: true }));
    const heading = await screen.findByRole('heading', { name: 'Bảng điều khiển' });
    expect(document.activeElement).toBe(heading);

    await act(() => router.navigate('/login'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Đăng nhập' }));
  });
});
