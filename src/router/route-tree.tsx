// Code-based route tree for the top level of ROUTES.md (decision 020).
import {
  createRootRouteWithContext,
  createRoute,
  Navigate,
  Outlet,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import { ClientErrorPage, type ClientErrorSearch } from '@/src/pages/errors/client-error-page';
import { ServerErrorPage } from '@/src/pages/errors/server-error-page';
import { UnexpectedErrorPage } from '@/src/pages/errors/unexpected-error-page';
import { LoggedOutPage } from '@/src/pages/auth/logged-out-page';
import { LoginPage } from '@/src/pages/auth/login-page';
import { LogoutPage } from '@/src/pages/auth/logout-page';
import { PostLoginPage } from '@/src/pages/auth/post-login-page';
import { MembersHomePage } from '@/src/pages/members/members-home-page';
import { MembershipPage } from '@/src/pages/members/membership-page';
import { MembershipsPage } from '@/src/pages/members/memberships-page';
import { PlaceholderPage } from '@/src/pages/placeholder-page';
import { SiteIndexPage } from '@/src/pages/site-index-page';
import { StyleguidePage } from '@/src/pages/styleguide-page';
import { AppShell } from '@/src/shell/app-shell';
import { RequireMemberSignIn, RequireSignIn } from '@/src/shell/require-sign-in';
import type { FlowRouteEntry, FlowRouteParent } from './flow-routes';
import { placeholderRoutes } from './placeholder-routes';
import type { RouterContext } from './router-context';

export interface RouteTreeOptions {
  displayStyleguide: boolean;
  flowRoutes: readonly FlowRouteEntry[];
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

const NOT_FOUND_SEARCH = { status: '404' };

export function buildRouteTree({ displayStyleguide, flowRoutes }: RouteTreeOptions) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: AppShell,
    errorComponent: UnexpectedErrorPage,
    notFoundComponent: () => <Navigate to="/error/client_error" search={NOT_FOUND_SEARCH} replace />,
  });

  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SiteIndexPage });

  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'login',
    validateSearch: (search: Record<string, unknown>): { return_to?: string } => {
      const returnTo = optionalString(search.return_to);
      return returnTo ? { return_to: returnTo } : {};
    },
    component: function Login() {
      return <LoginPage returnTo={loginRoute.useSearch().return_to} />;
    },
  });

  const postLoginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'post_login',
    validateSearch: (search: Record<string, unknown>) => ({
      code: optionalString(search.code),
      state: optionalString(search.state),
    }),
    component: function PostLogin() {
      const { code, state } = postLoginRoute.useSearch();
      return <PostLoginPage code={code} state={state} />;
    },
  });

  const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'logout', component: LogoutPage });
  const loggedOutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'logged-out',
    component: LoggedOutPage,
  });

  const clientErrorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'error/client_error',
    validateSearch: (search: Record<string, unknown>): ClientErrorSearch => ({
      status: optionalString(search.status),
      app: optionalString(search.app),
    }),
    component: function ClientError() {
      const { status, app } = clientErrorRoute.useSearch();
      return <ClientErrorPage status={status} app={app} />;
    },
  });
  const serverErrorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'error/server_error',
    component: ServerErrorPage,
  });

  // Member portal: public pages hang on `membersRoute`, signed-in pages on `memberAreaRoute`.
  const membersRoute = createRoute({ getParentRoute: () => rootRoute, path: 'members', component: Outlet });
  const memberAreaRoute = createRoute({
    getParentRoute: () => membersRoute,
    id: 'member-area',
    component: RequireMemberSignIn,
  });
  const membersHomeRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: '/',
    component: MembersHomePage,
  });
  const membershipsRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: 'memberships',
    component: MembershipsPage,
  });
  const membershipRoute = createRoute({
    getParentRoute: () => memberAreaRoute,
    path: 'memberships/$sfid',
    component: function Membership() {
      return <MembershipPage sfid={membershipRoute.useParams().sfid} />;
    },
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
    component: RequireSignIn,
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
    component: StyleguidePage,
  });

  const unknownRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: () => {
      throw redirect({ to: '/error/client_error', search: NOT_FOUND_SEARCH, replace: true });
    },
  });

  const parents: Record<FlowRouteParent, AnyRoute> = {
    root: rootRoute,
    members: membersRoute,
    memberArea: memberAreaRoute,
    programs: programsRoute,
    programsArea: programsAreaRoute,
  };
  const children: Record<FlowRouteParent, AnyRoute[]> = {
    root: [],
    members: [],
    memberArea: [],
    programs: [],
    programsArea: [],
  };

  const ownedPaths = new Set(flowRoutes.map((entry) => entry.path));
  for (const placeholder of placeholderRoutes) {
    if (ownedPaths.has(placeholder.fullPath)) continue;
    const parent = parents[placeholder.parent];
    children[placeholder.parent].push(
      createRoute({
        getParentRoute: () => parent,
        path: placeholder.path,
        component: () => (
          <PlaceholderPage
            title={placeholder.title}
            backTo={placeholder.backTo}
            backLabel={placeholder.backLabel}
          />
        ),
      }),
    );
  }
  for (const entry of flowRoutes) children[entry.parent].push(entry.build(parents[entry.parent]));

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
