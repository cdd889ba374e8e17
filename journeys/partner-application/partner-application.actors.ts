// Real actors of the programs application and login-creation charts: POST /programs/application (path
// chosen in decision 060) and POST /savingsclub/createandlinkaccount (companion spec §7).
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { ApplicationPayload } from '@/machines/partner/application-form';
import type { ApplicationResult } from '@/machines/partner-application.machine';
import type { CreateLoginInput } from '@/machines/partner-login.machine';

export function partnerApplicationActors(api: ApiClient) {
  return {
    submitApplication: fromPromise<ApplicationResult, ApplicationPayload>(async ({ input }) =>
      dataOrThrow(await api.POST('/programs/application', { body: input })),
    ),
  };
}

export function partnerLoginActors(api: ApiClient) {
  return {
    createLogin: fromPromise<{ auth0_status: string }, CreateLoginInput>(async ({ input }) =>
      dataOrThrow(await api.POST('/savingsclub/createandlinkaccount', { body: input })),
    ),
  };
}
