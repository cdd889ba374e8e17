// New-member confirmation (spec §2): welcome, what happens next, and the sign-up login.
import { signedInBuyer } from '@/machines/application/application-setup';
import { Button } from '@/ui/button';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { CONFIRMATION_HEADING } from './purchase-headings';

export const CREATE_ACCOUNT_HEADING = 'Create Your Online Account';
export const MANAGE_ACCOUNT_HEADING = 'Manage Your Online Account';

export function ConfirmationScreen({ snapshot, send }: PurchaseScreenProps) {
  const login = { type: 'confirm.login' } as const;
  // Spec §2: a buyer already signed in manages the account; a visitor creates one.
  const signedIn = signedInBuyer(snapshot.context);
  const { contact, membership, membershipType } = snapshot.context;
  const email = contact.email;
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step purchase-confirmation" aria-labelledby="confirmation-heading">
        <h2 id="confirmation-heading">{CONFIRMATION_HEADING}</h2>
        <p>Thank you for joining. Your membership application and payment were received.</p>
        {membership && (
          <p className="purchase-confirmation__number">
            {membershipType ?? 'Membership'} number: <strong>{membership.membershipNumber}</strong>
          </p>
        )}
        <ul className="purchase-confirmation__facts">
          <li>A confirmation email has been sent{email ? ` to ${email}` : ''}.</li>
          <li>Your membership will be active within 24 hours.</li>
          <li>Your permanent membership card will arrive by mail in 3-4 weeks.</li>
        </ul>
        <div className="purchase-confirmation__account">
          {signedIn ? (
            <>
              <h3>{MANAGE_ACCOUNT_HEADING}</h3>
              <p>Your new membership is on your account: manage it, its boats and card online.</p>
              <Button
                onClick={() => send(login)}
                disabled={!snapshot.can(login)}
                busy={snapshot.hasTag('submitting')}
              >
                Go to My Account
              </Button>
            </>
          ) : (
            <>
              <h3>{CREATE_ACCOUNT_HEADING}</h3>
              <p>Register to manage your membership, boats and card online.</p>
              <Button
                onClick={() => send(login)}
                disabled={!snapshot.can(login)}
                busy={snapshot.hasTag('submitting')}
              >
                Register &amp; Log In
              </Button>
            </>
          )}
        </div>
      </section>
    </PurchaseLayout>
  );
}
