// Code-based route tree for the top level of docs/routes.md (decision 020).
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Navigate,
  Outlet,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import type { JourneyAbout, JourneyEntry } from '@/flows/journey';
import { buildJourneyRoute } from '@/flows/journey-route';
import type { ClientErrorSearch } from '@/src/pages/errors/client-error-page';
import { UnexpectedErrorPage } from '@/src/pages/errors/unexpected-error-page';
import { AppShell } from '@/src/shell/app-shell';
import { lazyPage } from './lazy-page';
import type { PageRouteEntry, RouteParent } from './page-routes';
import type { RouterContext } from './router-context';
import { useJourneyHost } from './use-journey-host';

export interface RouteTreeOptions {
  displayStyleguide: boolean;
  pageRoutes: readonly PageRouteEntry[];
  journeys: readonly JourneyEntry[];
}

/** Where the router hangs a mounted journey: its portal's public or signed-in part. */
function journeyParent(about: JourneyAbout): RouteParent | null {
  if (!about.mount) return null;
  const signedIn = about.mount === 'signed-in';
  if (about.portal === 'partner') return signedIn ? 'programsArea' : 'programs';
  return signedIn ? 'memberArea' : 'members';
}

const PARENT_PATHS: Record<RouteParent, string> = {
  root: '/',
  members: '/members',
  memberArea: '/members',
  programs: '/programs',
  programsArea: '/programs',
};

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

const NOT_FOUND_SEARCH = { status: '404' };

export function buildRouteTree({ displayStyleguide, pageRoutes, journeys }: RouteTreeOptions) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: AppShell,
    errorComponent: UnexpectedErrorPage,
    notFoundComponent: () => <Navigate to="/error/client_error" search={NOT_FOUND_SEARCH} replace />,
  });

  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: lazyRouteComponent(() => import('@/src/pages/site-index-page'), 'SiteIndexPage'),
  });

  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'login',
    validateSearch: (search: Record<string, unknown>): { return_to?: string } => {
      const returnTo = optionalString(search.return_to);
      return returnTo ? { return_to: returnTo } : {};
    },
    component: lazyPage(
      () => import('@/src/pages/auth/login-page'),
      ({ LoginPage }) =>
        function Login() {
          return <LoginPage returnTo={loginRoute.useSearch().return_to} />;
        },
    ),
  });

  const postLoginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'post_login',
    validateSearch: (search: Record<string, unknown>) => ({
      code: optionalString(search.code),
      state: optionalString(search.state),
    }),
    component: lazyPage(
      () => import('@/src/pages/auth/post-login-page'),
      ({ PostLoginPage }) =>
        function PostLogin() {
          const { code, state } = postLoginRoute.useSearch();
          return <PostLoginPage code={code} state={state} />;
        },
    ),
  });

  const LogoutPage = lazyRouteComponent(() => import('@/src/pages/auth/logout-page'), 'LogoutPage');
  const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'logout', component: LogoutPage });
  const loggedOutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'logged-out',
    component: lazyRouteComponent(() => import('@/src/pages/auth/logged-out-page'), 'LoggedOutPage'),
  });

  const clientErrorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'error/client_error',
    validateSearch: (search: Record<string, unknown>): ClientErrorSearch => ({
      status: optionalString(search.status),
      app: optionalString(search.app),
    }),
    component: lazyPage(
      () => import('@/src/pages/errors/client-error-page'),
      ({ ClientErrorPage }) =>
        function ClientError() {
          const { status, app } = clientErrorRoute.useSearch();
          return <ClientErrorPage status={status} app={app} />;
        },
    ),
  });
  const serverErrorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'error/server_error',
    component: lazyRouteComponent(() => import('@/src/pages/errors/server-error-page'), 'ServerErrorPage'),
  });

  // Member portal: public pages hang on `membersRoute`, signed-in pages on `memberAreaRoute`.
  const membersRoute = createRoute({ getParentRoute: () => rootRoute, path: 'members', component: Outlet });
  const memberAreaRoute = createRoute({
    getParentRoute: () => membersRoute,
    id: 'member-area',
    loader: ({ context }) => context.loadQueryClient(),
    component: lazyPage(
      () => import('@/src/shell/signed-in-area'),
      ({ SignedInArea }) =>
        function MemberArea() {
          return <SignedInArea queryClient={memberAreaRoute.useLoaderData()} steerUnregistered />;
        },
    ),
  });
  const membersHomeRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: '/',
    component: lazyRouteComponent(() => import('@/src/pages/members/members-home-page'), 'MembersHomePage'),
  });
  const membershipsRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: 'memberships',
    component: lazyRouteComponent(() => import('@/src/pages/members/memberships-page'), 'MembershipsPage'),
  });
  const membershipRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: 'memberships/$sfid',
    component: lazyPage(
      () => import('@/src/pages/members/membership-page'),
      ({ MembershipPage }) =>
        function Membership() {
          return <MembershipPage sfid={membershipRoute.useParams().sfid} />;
        },
    ),
  });
  const otherMembersRoute = createRoute({
    getParentRoute: () => membersRoute,
    path: '$',
    beforeLoad: () => {
      throw redirect({ to: '/members/memberships', replace: true });
    },
  });

  // Programs portal: the same split; anything unknown goes to the programs dashboard.
  const programsRoute = createRoute({ getParentRoute: () => rootRoute, path: 'programs', component: Outlet });
  const programsAreaRoute = createRoute({
    getParentRoute: () => programsRoute,
    id: 'programs-area',
    loader: ({ context }) => context.loadQueryClient(),
    component: lazyPage(
      () => import('@/src/pages/programs/programs-area'),
      ({ ProgramsArea }) =>
        function Programs() {
          return <ProgramsArea queryClient={programsAreaRoute.useLoaderData()} />;
        },
    ),
  });
  const programsLogoutRoute = createRoute({
    getParentRoute: () => programsRoute,
    path: 'logout',
    component: LogoutPage,
  });
  const otherProgramsRoute = createRoute({
    getParentRoute: () => programsRoute,
    path: '$',
    beforeLoad: () => {
      throw redirect({ to: '/programs/dashboard', replace: true });
    },
  });
  const programsIndexRoute = createRoute({
    getParentRoute: () => programsRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/programs/dashboard', replace: true });
    },
  });

  const styleguideRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'styleguide',
    component: lazyRouteComponent(() => import('@/src/pages/styleguide-page'), 'StyleguidePage'),
  });

  const unknownRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: () => {
      throw redirect({ to: '/error/client_error', search: NOT_FOUND_SEARCH, replace: true });
    },
  });

  const parents: Record<RouteParent, AnyRoute> = {
    root: rootRoute,
    members: membersRoute,
    memberArea: memberAreaRoute,
    programs: programsRoute,
    programsArea: programsAreaRoute,
  };
  const children: Record<RouteParent, AnyRoute[]> = {
    root: [],
    members: [],
    memberArea: [],
    programs: [],
    programsArea: [],
  };

  const mounted = journeys.flatMap((entry) => {
    const parent = journeyParent(entry.about);
    return parent ? [{ entry, parent }] : [];
  });
  for (const entry of pageRoutes) children[entry.parent].push(entry.build(parents[entry.parent]));
  for (const { entry, parent } of mounted)
    children[parent].push(
      buildJourneyRoute(entry, parents[parent], {
        parentPath: PARENT_PATHS[parent],
        useHost: useJourneyHost,
      }),
    );

  return rootRoute.addChildren([
    indexRoute,
    loginRoute,
    postLoginRoute,
    logoutRoute,
    loggedOutRoute,
    clientErrorRoute,
    serverErrorRoute,
    ...(displayStyleguide ? [styleguideRoute] : []),
    membersRoute.addChildren([
      memberAreaRoute.addChildren([
        membersHomeRoute,
        membershipsRoute,
        membershipRoute,
        ...children.memberArea,
      ]),
      ...children.members,
      otherMembersRoute,
    ]),
    programsRoute.addChildren([
      programsIndexRoute,
      programsLogoutRoute,
      programsAreaRoute.addChildren([...children.programsArea]),
      ...children.programs,
      otherProgramsRoute,
    ]),
    ...children.root,
    unknownRoute,
  ]);
}
