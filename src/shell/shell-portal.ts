// Which portal the visitor is in, by the page's path (docs/routes.md): the programs portal under
// `/programs`, the member portal otherwise. The header and footer name and link that portal (decision 167).
import { useRouterState } from '@tanstack/react-router';
import type { PortalApp } from '@/api/http-failure';

export const portalOfPath = (pathname: string): PortalApp =>
  pathname === '/programs' || pathname.startsWith('/programs/') ? 'programs' : 'members';

export function useShellPortal(): PortalApp {
  return portalOfPath(useRouterState({ select: (s) => s.location.pathname }));
}
