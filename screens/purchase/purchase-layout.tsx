// The frame of every purchase and renewal screen (spec §2 layout): header 'Become a Member' (or the
// renewal's) with the trial or regular
// picture, the screen, and the side summary 'My Cart'. The engine's step bar (flows/runner/step-bar.tsx)
// is rendered by the runner just before this frame; theme.css ('Purchase journey') lays the step cards,
// the screen and the cart out as one grid (decision 075).
import type { ReactNode } from 'react';
import { purchaseSummary } from '@/machines/purchase/summary';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ErrorCodesAlert } from '@/ui/support-line';
import { CartSummary } from './cart-summary';
import { PurchaseArt } from './purchase-art';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { cartView, isTrialPurchase } from './purchase-view';
import { SubHeadings } from '@/ui/heading';

export const PURCHASE_TITLE = 'Become a Member';
/** The renewal's header (the spec shows none; decision 142). */
export const RENEWAL_TITLE = 'Renew Your Membership';
export const BACK_TO_BOAT = 'Back to Primary Boat Information';

export interface PurchaseLayoutProps extends PurchaseScreenProps {
  children: ReactNode;
}

export function PurchaseLayout({ snapshot, send, children }: PurchaseLayoutProps) {
  const trial = isTrialPurchase(snapshot);
  const cart = cartView(snapshot);
  const { typeError } = purchaseSummary(snapshot.context);
  const changeSelections = { type: 'cart.changeSelections' } as const;
  // While the home-port wizard runs on the boats step, a way back to the boat form without a home port.
  const backToBoat = { type: 'boats.edit' } as const;
  const inHomePortWizard = snapshot.matches({ boats: 'homePort' }) && snapshot.can(backToBoat);
  return (
    <div className="purchase" data-trial={trial || undefined}>
      <header className="purchase__header">
        <PurchaseArt trial={trial} />
        <h1 className="purchase__title">{snapshot.context.renew ? RENEWAL_TITLE : PURCHASE_TITLE}</h1>
      </header>
      <div className="purchase__screen">
        {/* A query or saved code that failed at the start (spec §4 Codes): shown once, dismissible. */}
        <ErrorCodesAlert codes={snapshot.context.flash} onDismiss={() => send({ type: 'flash.dismiss' })} />
        {inHomePortWizard && (
          <Button variant="link" className="purchase__back-to-boat" onClick={() => send(backToBoat)}>
            {BACK_TO_BOAT}
          </Button>
        )}
        <SubHeadings>{children}</SubHeadings>
      </div>
      {typeError && (
        <aside className="purchase__aside" aria-label="Cart summary">
          <Alert kind="failure">{typeError}</Alert>
        </aside>
      )}
      {cart && (
        <aside className="purchase__aside" aria-label="Cart summary">
          <CartSummary
            lines={cart.lines}
            total={cart.total}
            onChangeSelections={
              !trial && snapshot.can(changeSelections) ? () => send(changeSelections) : null
            }
          />
        </aside>
      )}
    </div>
  );
}
