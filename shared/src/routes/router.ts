/**
 * The one door to react-router for the shell and every remote.
 *
 * The router's contexts must exist once per page, so every app imports routing from here and this
 * module is shared as a singleton like the rest of `@storefront/shared`. Sharing react-router-dom
 * itself would ship all of it (framework mode, SSR, single fetch: about 60 KB gzip), because
 * webpack cannot tree-shake a shared package; sharing this list instead lets the shell's build
 * keep only what we use. A guard test fails if any app imports react-router-dom directly.
 */
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Outlet,
  redirect,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
