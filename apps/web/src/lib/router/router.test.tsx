// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from '.';

function ErrorPage() {
  const error = useRouteError();
  return <p>error: {isRouteErrorResponse(error) ? error.status : String(error)}</p>;
}

function Where() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>
        at {location.pathname} {params.get('q') ?? '-'} {JSON.stringify(location.state)}
      </p>
      <button type="button" onClick={() => setParams((prev) => ({ ...Object.fromEntries(prev), q: 'x' }))}>
        search
      </button>
    </>
  );
}

function Article() {
  const navigate = useNavigate();
  const handles = useMatches().map((m) => m.handle ?? '-');
  return (
    <>
      <p>
        article {useParams().id} {handles.join('/')}
      </p>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function Layout() {
  return (
    <div>
      <Link to="/article/7" state={{ from: 'home' }}>
        seven
      </Link>
      <Outlet />
    </div>
  );
}

let lazyLoads = 0;
let release: () => void = () => {};

const routes = (): RouteObject[] => [
  {
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => <p>loading</p>,
    children: [
      {
        Component: Layout,
        handle: 'layout',
        children: [
          { index: true, Component: Where },
          { path: '/article/:id', Component: Article, handle: 'article' },
          { path: '/old', element: <Navigate to="/article/1" replace /> },
          { path: '/where', Component: Where },
          {
            path: '/slow',
            lazy: async () => {
              lazyLoads += 1;
              await new Promise<void>((resolve) => {
                release = resolve;
              });
              return { Component: () => <p>slow page</p> };
            },
          },
          {
            path: '/broken',
            Component: () => {
              throw new Error('boom');
            },
          },
          { path: '/missing-code', lazy: () => Promise.reject(new Error('chunk failed')) },
        ],
      },
    ],
  },
];

/** The test's routes in memory, drawn, opened at `entry`. */
function openAt(entry: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router', () => {
  it('draws the matched screen inside its layouts and follows a link with its state', async () => {
    const router = openAt('/');
    expect(screen.getByText('at / - null')).toBeTruthy();
    fireEvent.click(screen.getByText('seven'));
    expect(await screen.findByText('article 7 -/layout/article')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: 'home' });
    fireEvent.click(screen.getByText('back'));
    expect(await screen.findByText('at / - null')).toBeTruthy();
  });

  it('changes the query with useSearchParams and keeps the path', async () => {
    openAt('/where?q=a');
    expect(screen.getByText('at /where a null')).toBeTruthy();
    fireEvent.click(screen.getByText('search'));
    expect(await screen.findByText('at /where x null')).toBeTruthy();
  });

  it('redirects with <Navigate replace>, leaving no entry to go back to', async () => {
    const router = openAt('/old');
    expect(await screen.findByText(/article 1/)).toBeTruthy();
    expect(router.state.location.key).not.toBe('default');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/article/1');
  });

  it('shows the fallback until the first screen has loaded, and loads it once', async () => {
    lazyLoads = 0;
    const router = openAt('/slow');
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('slow page')).toBeTruthy();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/slow'));
    expect(screen.getByText('slow page')).toBeTruthy();
    expect(lazyLoads).toBe(1);
  });

  it('keeps the previous screen while the next one loads', async () => {
    const router = openAt('/article/3');
    let done = false;
    const going = router.navigate('/slow').then(() => {
      done = true;
    });
    await act(async () => {});
    expect(screen.getByText(/article 3/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/article/3');
    expect(done).toBe(false);
    await act(async () => {
      release();
      await going;
    });
    expect(screen.getByText('slow page')).toBeTruthy();
  });

  it('shows the error page for a screen that throws, for code that fails to load, and for no route', async () => {
    const logged: unknown[][] = [];
    // React and the router report a screen that throws; here that is expected (test/setup.ts fails on it).
    console.error = (...args: unknown[]) => void logged.push(args);
    const router = createMemoryRouter(routes(), { initialEntries: ['/broken'] });
    const { unmount } = render(<RouterProvider router={router} />);
    expect(screen.getByText('error: Error: boom')).toBeTruthy();
    expect(logged.some((args) => args.some((a) => String(a).includes('boom')))).toBe(true);
    await act(() => router.navigate('/missing-code'));
    expect(screen.getByText('error: Error: chunk failed')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.getByText('at / - null')).toBeTruthy();
    unmount();
    render(
      <RouterProvider
        router={createMemoryRouter([{ ErrorBoundary: ErrorPage, children: [{ path: '/a' }] }], {
          initialEntries: ['/b'],
        })}
      />,
    );
    expect(screen.getByText('error: 404')).toBeTruthy();
  });
});
