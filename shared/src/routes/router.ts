/**
 * The one door to react-router for the shell and every remote.
 *
 * The router's contexts must exist once per page, so every app imports routing from here and this
 * module is shared as a singleton like the rest of `@storefront/shared`. Sharing react-router-dom
 * itself would ship all of it (framework mode, SSR, single fetch), because
 * webpack cannot tree-shake a shared package; sharing this list instead lets the shell's build
 * keep only what we use. The list holds the declarative router only: the data router
 * (createBrowserRouter, loaders) would add its code to every page, for guards the shell does
 * in a component (shell/src/app/router.tsx). Tests take MemoryRouter from react-router-dom
 * itself (shared/src/ui/test-render.tsx), so pages do not ship it. A guard test fails if any app
 * imports react-router-dom directly.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
