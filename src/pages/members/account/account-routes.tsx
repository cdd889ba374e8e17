// The account routes, hung on the signed-in member area by src/router/page-routes.ts; each page loads
// with its route.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';
import type { AddContactSearch } from './add-contact-page';

export const ACCOUNT_PATH = '/members/account';
export const ADD_CONTACT_ROUTE_PATH = '/members/account/new';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const flag = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

export function validateAddContactSearch(search: Record<string, unknown>): AddContactSearch {
  const result: AddContactSearch = {};
  const back = text(search.back);
  const accountId = text(search.account_id);
  const accountType = text(search.account_type);
  const country = text(search.country);
  const memberContact = flag(search.member_contact);
  if (back) result.back = back;
  if (accountId) result.account_id = accountId;
  if (accountType) result.account_type = accountType;
  if (country) result.country = country;
  if (memberContact !== undefined) result.member_contact = memberContact;
  return result;
}

export function buildAccountRoute(parent: AnyRoute): AnyRoute {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'account',
    validateSearch: (search: Record<string, unknown>): { form_open?: boolean } =>
      flag(search.form_open) ? { form_open: true } : {},
    component: lazyPage(
      () => import('./account-page'),
      ({ AccountPage }) =>
        function Account() {
          return <AccountPage formOpen={route.useSearch().form_open === true} />;
        },
    ),
  });
  return route;
}

export function buildAddContactRoute(parent: AnyRoute): AnyRoute {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'account/new',
    validateSearch: validateAddContactSearch,
    component: lazyPage(
      () => import('./add-contact-page'),
      ({ AddContactPage }) =>
        function AddContact() {
          return <AddContactPage search={route.useSearch()} />;
        },
    ),
  });
  return route;
}
