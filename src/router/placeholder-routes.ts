// Placeholder pages for routes whose issues are still open; each disappears as soon as a flow route
// (page-routes.ts) or a registered journey owns its path.
import type { RouteParent } from './page-routes';

export interface PlaceholderRoute {
  parent: RouteParent;
  /** Path relative to the parent. */
  path: string;
  /** Full path, compared with the flow routes' paths. */
  fullPath: string;
  title: string;
  backTo: string;
  backLabel: string;
}

const toDashboard = { backTo: '/members/memberships', backLabel: 'Back to Membership Dashboard' };
const toSite = { backTo: '/', backLabel: 'Back to the site index' };

export const placeholderRoutes: PlaceholderRoute[] = [
  {
    parent: 'memberArea',
    path: 'select-your-membership/renew-membership',
    fullPath: '/members/select-your-membership/renew-membership',
    title: 'Renew Membership',
    ...toDashboard,
  },
  {
    parent: 'memberArea',
    path: 'select-your-membership/upgrades/membership',
    fullPath: '/members/select-your-membership/upgrades/membership',
    title: 'Upgrade to Gold Card',
    ...toDashboard,
  },
  {
    parent: 'memberArea',
    path: 'select-your-membership/upgrades/trailer-care',
    fullPath: '/members/select-your-membership/upgrades/trailer-care',
    title: 'Trailer Care Upgrade',
    ...toDashboard,
  },
  {
    parent: 'members',
    path: 'gated_content',
    fullPath: '/members/gated_content',
    title: 'Member Videos & Blog',
    ...toSite,
  },
  { parent: 'members', path: 'gift', fullPath: '/members/gift', title: 'Give a Gift Membership', ...toSite },
  { parent: 'root', path: 'videos/$videoId', fullPath: '/videos/$videoId', title: 'Video', ...toSite },
];
