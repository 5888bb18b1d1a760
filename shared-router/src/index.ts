// The router of the suite, shared by the shell with every remote as one singleton (see
// docs/decisions.md, "The router is shared as its declarative API").
//
// A module shared through Module Federation is shared whole: sharing `react-router` itself put
// all of it in front of the login form (51 KB gzip: data routers, server rendering, cookies,
// sessions), where the suite draws with a BrowserRouter and a handful of hooks. This module is
// shared instead. It re-exports react-router's declarative mode, the API a view rendered
// inside the shell's BrowserRouter can use, so each app's build keeps only that part of
// react-router. Data routers, loaders and actions, server rendering and sessions are left out
// on purpose: a remote renders inside the shell's router and cannot own one.
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  SetURLSearchParams,
  To,
} from 'react-router';
