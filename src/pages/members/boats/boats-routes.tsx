// Routes of the boats page, a flat child of the signed-in member area: `memberships/$sfid/boats` and every
// URL under it (the add and edit steps, the home-port wizard), so the page and its running chart stay
// mounted while the chart decides which one shows. `boat` names the boat an 'Edit Boat' link opens, `remove`
// the boat a 'Remove Boat' link opens the dialog on (links from the per-membership page).
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const BOATS_PATH = '/members/memberships/$sfid/boats';

export interface BoatsSearch {
  boat?: string;
  remove?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function buildBoatsRoutes(parent: AnyRoute): AnyRoute {
  const boats = createRoute({
    getParentRoute: () => parent,
    path: 'memberships/$sfid/boats',
    validateSearch: (search: Record<string, unknown>): BoatsSearch => {
      const boat = text(search.boat);
      const remove = text(search.remove);
      return { ...(boat ? { boat } : {}), ...(remove ? { remove } : {}) };
    },
    component: lazyPage(
      // The form's home-port wizard comes with the page: a kept run may rest in it.
      () =>
        Promise.all([
          import('./boats-page'),
          import('@/journeys/home-port/home-port-child-flow').then((m) => m.homePortChildFlow.load()),
        ]).then(([page]) => page),
      ({ BoatsPage }) =>
        function Boats() {
          const { sfid } = boats.useParams() as { sfid: string };
          return <BoatsPage sfid={sfid} search={boats.useSearch() as BoatsSearch} />;
        },
    ),
  });
  const step = createRoute({ getParentRoute: () => boats, path: '$', component: () => null });
  return boats.addChildren([step]);
}
