// Every sandbox sub-app, mounted under /api. One line per tag: append yours.
import type { Hono } from 'hono';
import type { SandboxEnv } from './http/env';
import { accountsRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { idpRoutes } from './routes/idp';
import { mediaRoutes } from './routes/media';
import { placesRoutes } from './routes/places';
import { productsRoutes } from './routes/products';
import { giftsRoutes } from './routes/gifts';
import { programsRoutes } from './routes/programs';
import { savingsClubRoutes } from './routes/savings-club';
import { tasksRoutes } from './routes/tasks';
import { boatsRoutes } from './routes/boats';
import { codesRoutes } from './routes/codes';
import { memberAccountsRoutes } from './routes/member-accounts';
import { memberMediaRoutes } from './routes/member-media';
import { membershipCardsRoutes } from './routes/membership-cards';
import { paymentsRoutes } from './routes/payments';
import { referralsRoutes } from './routes/referrals';
import { journeyEventsRoutes } from './routes/journey-events';

// Sub-apps may declare a richer environment (more variables), so the table only fixes the base part.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SubApp = Hono<SandboxEnv & { Variables: any }, any, any>;

export const routeTable: SubApp[] = [
  authRoutes,
  idpRoutes,
  mediaRoutes,
  accountsRoutes,
  dashboardRoutes,
  productsRoutes,
  placesRoutes,
  savingsClubRoutes,
  programsRoutes,
  tasksRoutes,
  giftsRoutes,
  memberAccountsRoutes,
  boatsRoutes,
  membershipCardsRoutes,
  codesRoutes,
  referralsRoutes,
  memberMediaRoutes,
  paymentsRoutes,
  journeyEventsRoutes,
];
