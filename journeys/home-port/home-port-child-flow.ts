// The home-port wizard as the child flow of a boat step (the purchase's and renewal's, the boats page's
// form): its binding, chart and screens load apart from the parent's, while a step that leads to it shows.
import { lazyExport } from '@/machines/lazy-logic';

export const homePortChildFlow = lazyExport(() => import('./home-port.journey').then((m) => m.homePortFlow));
