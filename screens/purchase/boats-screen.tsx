// Primary Boat Information (spec §2, §4 Boat submit, Lake Card exclusion): the boat form every boat step
// shares (`screens/boats/boat-form.tsx`), the purchase's buttons and the Lake Card dialog the boats page shares.
import { Button } from '@/ui/button';
import { BoatForm, boatFormPropsOf } from '../boats/boat-form';
import { LakeCardDialog } from '../boats/lake-card-dialog';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { BOATS_HEADING } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

export function BoatsScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('submitting');
  const back = { type: 'step.back' } as const;

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="boats-heading">
        <h2 id="boats-heading">{BOATS_HEADING}</h2>
        <BoatForm {...boatFormPropsOf(context)} busy={busy} send={send}>
          <StepButtons onBack={snapshot.can(back) ? () => send(back) : null} busy={busy}>
            <Button type="submit" busy={busy}>
              Save &amp; Continue
            </Button>
          </StepButtons>
        </BoatForm>
        <LakeCardDialog open={snapshot.matches({ boats: 'lakeCardExcluded' })} send={send} />
      </section>
    </PurchaseLayout>
  );
}
