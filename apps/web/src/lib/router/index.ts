/**
 * The app's router: React Router's API as the app uses it (a route table with lazy screens and handles,
 * links, navigation, params, the matched routes, scroll restoration), in a few kilobytes. React Router's data
 * router was a quarter of the home page's JavaScript (docs/decisions/0015-own-router.md).
 */
export {
  Link,
  type LinkProps,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
export type { Location, To } from './history';
export { matchPath, type Params, type RouteMatch, type RouteObject } from './match';
export type { InitialEntry } from './router';
export { createBrowserRouter, createMemoryRouter, isRouteErrorResponse, type Router } from './router';
