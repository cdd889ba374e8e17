// Primary Boat Information (spec §2, §4 Boat submit, Lake Card exclusion): the boat form every boat step
// shares (`screens/boats/boat-form.tsx`), the purchase's buttons and the non-closable Lake Card dialog.
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useWithPhone } from '@/ui/support-line';
import { BoatForm, boatFormPropsOf } from '../boats/boat-form';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { BOATS_HEADING, LAKE_CARD_DIALOG_TITLE } from './purchase-headings';

export const LAKE_CARD_DIALOG_TEXT =
  'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. In order to continue please upgrade to our Gold Card membership. Have questions? Let us help. Call us at {phone}.';

export function BoatsScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const withPhone = useWithPhone();
  const busy = snapshot.hasTag('submitting');
  const back = { type: 'step.back' } as const;

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="boats-heading">
        <h2 id="boats-heading">{BOATS_HEADING}</h2>
        <BoatForm {...boatFormPropsOf(context)} busy={busy} send={send}>
          <div className="button-row">
            {snapshot.can(back) && (
              <Button variant="secondary" onClick={() => send(back)} disabled={busy}>
                Back
              </Button>
            )}
            <Button type="submit" busy={busy}>
              Save &amp; Continue
            </Button>
          </div>
        </BoatForm>
        <Dialog
          open={snapshot.matches({ boats: 'lakeCardExcluded' })}
          role="alertdialog"
          title={LAKE_CARD_DIALOG_TITLE}
          actions={<Button onClick={() => send({ type: 'lakeCard.upgrade' })}>Upgrade and Continue</Button>}
        >
          <p>{withPhone(LAKE_CARD_DIALOG_TEXT)}</p>
        </Dialog>
      </section>
    </PurchaseLayout>
  );
}
