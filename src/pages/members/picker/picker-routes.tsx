// The three picker URLs under the signed-in member area (docs/routes.md), one page for all.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { PickerWorkflow } from '@/machines/membership-picker/picker-rules';

const PICKER_PATHS: Record<PickerWorkflow, string> = {
  renew: 'select-your-membership/renew-membership',
  lakeToGold: 'select-your-membership/upgrades/membership',
  trailerCare: 'select-your-membership/upgrades/trailer-care',
};

export const pickerFullPath = (workflow: PickerWorkflow) => `/members/${PICKER_PATHS[workflow]}`;

export function buildPickerRoute(workflow: PickerWorkflow) {
  return (parent: AnyRoute): AnyRoute =>
    createRoute({
      getParentRoute: () => parent,
      path: PICKER_PATHS[workflow],
      component: lazyRouteComponent(() =>
        import('./picker-page').then(({ PickerPage }) => ({
          default: function PickerRoute() {
            return <PickerPage workflow={workflow} />;
          },
        })),
      ),
    });
}
