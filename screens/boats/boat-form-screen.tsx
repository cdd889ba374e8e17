// The boats page's add and edit steps (spec §2 `new` 'Add a New Boat', `other` 'Add Other', `edit_boat`,
// `edit_other_boat`): the boat form every boat step shares, saved with 'Save Boat' or left with 'Cancel';
// on an edited boat the primary-boat choice or the call-member-service note (spec §5, decision 246);
// the application's Lake Card dialog for a Lake Card boat homed where that card does not serve.
import { useState } from 'react';
import type { BoatFormScreenProps } from './boat-screen-props';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { BoatForm, boatFormPropsOf, type BoatFormSend } from './boat-form';
import { boatFormHeading } from './boat-form-heading';
import { SAVE_BOAT } from './boat-headings';
import { LakeCardDialog } from './lake-card-dialog';
import { PrimaryBoatChoice } from './primary-boat-choice';

export function BoatFormScreen({ snapshot, send }: BoatFormScreenProps) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('submitting');
  // The primary-boat choice rides on 'Save Boat' (the chart keeps it only where spec §5 allows it).
  const [makePrimary, setMakePrimary] = useState(context.makePrimary);
  const sendWithChoice: BoatFormSend = (event) =>
    send(event.type === 'boat.submit' ? { ...event, makePrimary } : event);
  return (
    <section className="boat-form-step" aria-labelledby="boat-form-heading">
      <h1 id="boat-form-heading">{boatFormHeading(snapshot)}</h1>
      <Card>
        <BoatForm {...boatFormPropsOf(context)} busy={busy} send={sendWithChoice}>
          <PrimaryBoatChoice
            standing={context.primary}
            chosen={makePrimary}
            onChange={setMakePrimary}
            disabled={busy}
          />
          <div className="button-row">
            <Button variant="secondary" onClick={() => send({ type: 'form.cancel' })} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              {SAVE_BOAT}
            </Button>
          </div>
        </BoatForm>
      </Card>
      <LakeCardDialog open={snapshot.hasTag('lakeCardExcluded')} send={send} />
    </section>
  );
}
