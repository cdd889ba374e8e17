// Terms & Conditions (spec §4 auto-renew opt-out, §5 Terms): the agreement, automatic renewal (unticking
// asks first), and the referral entry with the referrer's name (hidden for trials).
import { useState } from 'react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { codeRequiresAutoRenew } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps, PurchaseSnapshot } from './purchase-screen-props';
import { OPT_OUT_TITLE, TERMS_HEADING } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

export const AGREEMENT_LABEL =
  'I agree to the Membership Agreement, including that my boat is in good working order, and I understand that my membership becomes effective 24 hours after purchase and is non-refundable.';
export const AUTO_RENEW_LABEL =
  'Automatic renewal: renew my membership each year with the card I use today (charged 10 days before the renewal date, with an email notice before each renewal).';
export const REFERRAL_LEGEND = 'Were you referred by a member?';
export const REFERRER_NOT_FOUND =
  'We could not find a member with that member number. Please check it and try again.';

function optOutText(snapshot: PurchaseSnapshot): string {
  const { code } = snapshot.context;
  if (purchaseSummary(snapshot.context).trial)
    return 'A trial membership needs automatic renewal. Turning it off removes your trial selection and takes you back to the start.';
  if (codeRequiresAutoRenew(code))
    return `The discount code ${code?.name ?? ''} requires automatic renewal. Turning automatic renewal off removes the code from your cart.`;
  return 'Your membership will not renew automatically; you will need to renew it yourself before it expires.';
}

export function TermsScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const [agreed, setAgreed] = useState(context.termsAgreed);
  const summary = purchaseSummary(context);
  const back = { type: 'step.back' } as const;
  const confirmingOptOut = snapshot.matches({ terms: 'confirmOptOut' });

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="terms-heading">
        <h2 id="terms-heading">{TERMS_HEADING}</h2>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'terms.submit', termsAgreed: agreed });
          }}
        >
          <div className="purchase-terms__agreement">
            <CheckboxField
              label={AGREEMENT_LABEL}
              checked={agreed}
              error={context.errors.terms ?? undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
          </div>
          <CheckboxField
            label={AUTO_RENEW_LABEL}
            checked={context.autoRenew && !confirmingOptOut}
            onChange={(e) => send({ type: 'terms.autoRenew', value: e.target.checked })}
          />
          {summary.showReferral && <ReferralEntry snapshot={snapshot} send={send} />}
          <StepButtons onBack={snapshot.can(back) ? () => send(back) : null}>
            <Button type="submit">Continue</Button>
          </StepButtons>
        </form>
        <Dialog
          open={confirmingOptOut}
          title={OPT_OUT_TITLE}
          onClose={() => send({ type: 'terms.cancelOptOut' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'terms.cancelOptOut' })}>
                Cancel
              </Button>
              <Button onClick={() => send({ type: 'terms.confirmOptOut' })}>Yes, Turn Off</Button>
            </>
          }
        >
          <p>{optOutText(snapshot)}</p>
        </Dialog>
      </section>
    </PurchaseLayout>
  );
}

function ReferralEntry({ snapshot, send }: PurchaseScreenProps) {
  const { referral, errors, lookupDrafts } = snapshot.context;
  const [memberNumber, setMemberNumber] = useState(
    referral?.memberNumber ?? lookupDrafts?.memberNumber ?? '',
  );
  const looking = snapshot.hasTag('loading');
  const lookup = { type: 'referral.lookup', memberNumber } as const;
  return (
    <fieldset className="purchase-form__group purchase-referral">
      <legend>{REFERRAL_LEGEND}</legend>
      {referral ? (
        <p className="purchase-referral__found" role="status">
          Referred by <strong>{referral.name}</strong> (member number {referral.memberNumber}){' '}
          <Button variant="link" onClick={() => send({ type: 'referral.clear' })}>
            Remove
          </Button>
        </p>
      ) : (
        <div className="purchase-referral__lookup">
          <FormField
            label="Referring member number"
            value={memberNumber}
            error={errors.referral.length > 0 ? REFERRER_NOT_FOUND : undefined}
            onChange={(e) => setMemberNumber(e.target.value)}
          />
          <Button
            variant="secondary"
            busy={looking}
            disabled={memberNumber.trim() === '' || !snapshot.can(lookup)}
            onClick={() => send(lookup)}
          >
            Look Up
          </Button>
        </div>
      )}
    </fieldset>
  );
}
