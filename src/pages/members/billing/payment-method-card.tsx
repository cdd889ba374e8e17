// Payment method view/edit (spec §4): the card stored for automatic renewal, replaced through
// POST /authorizenet/cancelexistingmakenew with the card rules of spec §5 (it must outlast the renewal
// date). 'Missing credit card for membership {id}' when enrolled without a card. Locked with the switch
// near expiry (decision 090). The number and code live only in this form's memory.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { refetchBilling, saveCardOnFile } from '@/api/queries/billing';
import { cardOnFileBody } from '@/journeys/auto-renew/auto-renew.actors';
import { AUTO_RENEW_LOCK_MESSAGES } from '@/machines/billing/auto-renew-lock';
import { autoRenewDate } from '@/machines/membership/membership-status';
import { billingAddressOf } from '@/machines/billing/billing-address';
import { addressSchema } from '@/machines/forms/address-form';
import { failureCodesOf } from '@/machines/billing/failure-codes';
import type { CardFields } from '@/machines/forms/card-form';
import { formInvalid } from '@/machines/forms/form-schema';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useSupportLine } from '@/ui/support-line';
import type { AccountOfDashboard, MembershipOfDashboard } from './use-membership-of-account';
import { flashSuccess } from './billing-flash';
import { PaymentMethodForm } from './payment-method-form';

export const PAYMENT_METHOD_UPDATED = 'Your payment method was updated.';
export const missingCardMessage = (id: string) => `Missing credit card for membership ${id}`;
const NEEDS_BILLING_ADDRESS = 'Please add your billing address before you update your card.';

export interface PaymentMethodCardProps {
  account: AccountOfDashboard;
  membership: MembershipOfDashboard;
  /** Enrolled in automatic renewal (the chart's current answer). */
  enrolled: boolean;
  locked: boolean;
  today: string;
}

export function lastFourOf(membership: MembershipOfDashboard): string | null {
  return (
    membership.payment_profile?.arb_details.pymt__last_4_digits__c ?? membership.last_4_digits__c ?? null
  );
}

export function PaymentMethodCard({ account, membership, enrolled, locked, today }: PaymentMethodCardProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { describeCodes } = useSupportLine();
  const [editing, setEditing] = useState(false);
  const address = billingAddressOf(account);
  const addressMissing = formInvalid(addressSchema, address);
  const expiry = membership.membership_expiration_date__c ?? null;
  const lastFour = lastFourOf(membership);

  const save = useMutation({
    mutationFn: (fields: CardFields) =>
      saveCardOnFile(
        api,
        cardOnFileBody({
          membershipId: membership.sfid,
          card: fields,
          address,
          amount: membership.communication_member_renewal_amount__c ?? 0,
          arbStartDate: autoRenewDate(expiry, today),
          accountExternalId: account.heroku_external_id__c,
          membershipExternalId: membership.heroku_external_id__c,
        }),
      ),
    onSuccess: async () => {
      await refetchBilling(queryClient);
      flashSuccess(PAYMENT_METHOD_UPDATED);
      setEditing(false);
    },
  });

  const startEditing = () => {
    save.reset();
    setEditing(true);
  };

  const canEdit = enrolled && !locked && !editing;
  return (
    <Card
      title="Payment Method"
      view={editing ? 'form' : 'details'}
      actions={
        canEdit && (
          <Button variant="secondary" onClick={startEditing} aria-label="Edit payment method">
            {lastFour ? 'Edit' : 'Add Card'}
          </Button>
        )
      }
    >
      {!enrolled && (
        <p>No card is stored. A card is kept on file only while the membership renews automatically.</p>
      )}
      {enrolled && !lastFour && !editing && (
        <Alert kind="failure">{missingCardMessage(membership.membership_number__c)}</Alert>
      )}
      {enrolled && lastFour && !editing && (
        <dl className="billing-card__facts">
          <dt>Card</dt>
          <dd>
            {membership.card_type__c ?? 'Card'} ending in {lastFour}
          </dd>
          {membership.card_expiration_date__c && (
            <>
              <dt>Expires</dt>
              <dd>{membership.card_expiration_date__c}</dd>
            </>
          )}
          {membership.card_name__c && (
            <>
              <dt>Name on card</dt>
              <dd>{membership.card_name__c}</dd>
            </>
          )}
        </dl>
      )}
      {enrolled && locked && <p className="billing-card__note">{AUTO_RENEW_LOCK_MESSAGES.locked}</p>}
      {editing && (
        <PaymentMethodForm
          today={today}
          expiry={expiry}
          busy={save.isPending}
          saveDisabled={addressMissing}
          onSave={(card) => save.mutate(card)}
          onCancel={() => setEditing(false)}
        >
          {save.isError && (
            <Alert kind="failure">
              <span className="billing-card__failure">{describeCodes(failureCodesOf(save.error))}</span>
            </Alert>
          )}
          {addressMissing && <Alert kind="failure">{NEEDS_BILLING_ADDRESS}</Alert>}
          {lastFour && (
            <p className="billing-card__note">The new card replaces the card ending in {lastFour}.</p>
          )}
        </PaymentMethodForm>
      )}
    </Card>
  );
}
