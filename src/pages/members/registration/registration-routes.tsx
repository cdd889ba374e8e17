// The registration URLs under the public `/members` (spec §2): a layout route keeps the chart running
// across its three steps; one child route per declared state path so each URL is known to the router.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { registrationFlow } from '@/flows/registration.flow';
import { RegistrationPage } from './registration-page';

/** The registration routes under the `/members` route. */
export function buildRegistrationRoutes(parent: AnyRoute): AnyRoute {
  const layout = createRoute({
    getParentRoute: () => parent,
    id: `flow-${registrationFlow.id}`,
    component: RegistrationPage,
  });
  return layout.addChildren(
    Object.values(registrationFlow.states).map((state) =>
      createRoute({
        getParentRoute: () => layout,
        path: `registration/${state.path}`,
        component: () => null,
      }),
    ),
  );
}
