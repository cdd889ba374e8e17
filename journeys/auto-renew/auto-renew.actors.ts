// Real actors of the auto-renew chart on the typed client (member spec §7: POST
// /authorizenet/cancelexistingmakenew, DELETE /authorizenet/cancelarbfrommembershipid). The refetch after
// a change needs the page's query cache, so the billing page provides `refreshBilling` itself.
import { fromPromise } from 'xstate';
import { leaveAutoRenewal, saveCardOnFile, type CardOnFileRequest } from '@/api/queries/billing';
import type { ApiClient } from '@/api/client';
import { processorBillingAddress, type BillingAddress } from '@/machines/billing/billing-address';
import type { CardFields } from '@/machines/forms/card-form';
import type { EnrolmentRequest } from '@/machines/auto-renew.machine';

export interface CardOnFile {
  membershipId: string;
  card: CardFields;
  address: BillingAddress;
  amount: number;
  arbStartDate: string;
  /** Only an enrolment carries the accepted autorenewal agreement; a card replacement does not. */
  agreementAccepted?: boolean;
  accountExternalId?: string | undefined;
  membershipExternalId?: string | undefined;
}

/** The contract's body: digits of the number and code only, expiry as typed (MM/YY). */
export function cardOnFileBody(request: CardOnFile): CardOnFileRequest {
  return {
    cc_details: {
      billingaddress: processorBillingAddress(request.address),
      cc_number: request.card.cardNumber.replace(/\D/g, ''),
      exp_date: request.card.cardExpirationDate.trim(),
      ccv: request.card.securityCode.trim(),
      ...(request.agreementAccepted ? { auto_renewal_agreement: true } : {}),
    },
    amount: request.amount,
    arb_start_date: request.arbStartDate,
    membershipid: request.membershipId,
    ...(request.accountExternalId ? { account_hc_ext_id: request.accountExternalId } : {}),
    ...(request.membershipExternalId ? { membership_hc_ext_id: request.membershipExternalId } : {}),
  };
}

export function autoRenewActors(api: ApiClient) {
  return {
    enrolAutoRenewal: fromPromise<unknown, EnrolmentRequest>(({ input }) =>
      saveCardOnFile(api, cardOnFileBody({ ...input, agreementAccepted: true })),
    ),
    unenrolAutoRenewal: fromPromise<unknown, { membershipId: string }>(({ input }) =>
      leaveAutoRenewal(api, input.membershipId),
    ),
  };
}
