// The boats page's add and edit steps (spec §2 `new` 'Add a New Boat', `other` 'Add Other', `edit_boat`,
// `edit_other_boat`): the boat form every boat step shares, saved with 'Save Boat' or left with 'Cancel'.
import type { BoatFormScreenProps } from './boat-screen-props';
import { Button } from '@/ui/button';
import { BoatForm } from './boat-form';
import { boatFormHeading } from './boat-form-heading';

export function BoatFormScreen({ snapshot, send }: BoatFormScreenProps) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('submitting');
  return (
    <section className="boat-form-step" aria-labelledby="boat-form-heading">
      <h1 id="boat-form-heading">{boatFormHeading(snapshot)}</h1>
      <BoatForm
        boat={context.boat}
        today={context.today}
        errors={context.errors.boat}
        failureCodes={context.errors.boatForm}
        busy={busy}
        send={send}
      >
        <div className="button-row">
          <Button variant="secondary" onClick={() => send({ type: 'form.cancel' })} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save Boat
          </Button>
        </div>
      </BoatForm>
    </section>
  );
}
