// Primary Boat Information (spec §2, §4 Boat submit, Lake Card exclusion, §5 Boat form): 'I own a boat'
// or 'Other (Boat Club, Rent/Charter)', the home port through the home-port wizard, and the non-closable
// Lake Card dialog. Rules and messages are the chart's (errors.boat, boatLengthWarning).
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { RadioGroup } from '@/ui/radio-group';
import { SelectField } from '@/ui/select-field';
import { ErrorCodesAlert, useWithPhone } from '@/ui/support-line';
import {
  BOAT_CLUB_MEMBER,
  BOAT_OWNERSHIP,
  boatLengthWarning,
  NO_BOAT_REASONS,
  type BoatFields,
  type BoatOwnership,
  type PurchaseBoat,
} from '@/machines/purchase/boat-form';
import { BoatDetailsFields } from './boat-details-fields';
import { PurchaseLayout } from './purchase-layout';
import { useFreshErrors } from './use-fresh-errors';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { BOATS_HEADING, LAKE_CARD_DIALOG_TITLE } from './purchase-headings';

export const LAKE_CARD_DIALOG_TEXT =
  'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. In order to continue please upgrade to our Gold Card membership. Have questions? Let us help. Call us at {phone}.';
export const SET_HOME_PORT = 'Set Home Port';
export const CHANGE_HOME_PORT = 'Change Home Port';

/** What the form sends: its typed fields (the home port is the chart's, set by the home-port wizard). */
function fieldsOf(boat: PurchaseBoat): BoatFields {
  const { homePort: _homePort, ...fields } = boat;
  return fields;
}

const OWNERSHIP_OPTIONS = (Object.keys(BOAT_OWNERSHIP) as BoatOwnership[]).map((value) => ({
  value,
  label: BOAT_OWNERSHIP[value],
}));

export function BoatsScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const [boat, setBoat] = useState<PurchaseBoat>(context.boat);
  const withPhone = useWithPhone();
  const { errorOf, edited } = useFreshErrors(context.errors.boat);
  const busy = snapshot.hasTag('submitting');
  const set = (patch: Partial<PurchaseBoat>) => {
    setBoat((b) => ({ ...b, ...patch }));
    edited(Object.keys(patch));
  };
  const own = boat.ownership === 'own';
  const warning = boatLengthWarning(boat);
  const homePort = context.boat.homePort;
  const back = { type: 'step.back' } as const;

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="boats-heading">
        <h2 id="boats-heading">{BOATS_HEADING}</h2>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'boat.submit', boat: fieldsOf(boat) });
          }}
        >
          <RadioGroup<BoatOwnership>
            legend="Boat ownership"
            name="ownership"
            options={OWNERSHIP_OPTIONS}
            value={boat.ownership}
            onChange={(value) => {
              set({ ownership: value });
              send({ type: 'boat.ownership', value });
            }}
          />
          {own ? (
            <>
              <FormField
                label="Boat Name"
                value={boat.boatName}
                onChange={(e) => set({ boatName: e.target.value })}
              />
              <div className="purchase-form__row purchase-form__row--3">
                <FormField
                  label="Year"
                  required
                  inputMode="numeric"
                  maxLength={4}
                  value={boat.year}
                  error={errorOf('year')}
                  onChange={(e) => set({ year: e.target.value })}
                />
                <FormField
                  label="Length (ft)"
                  required
                  inputMode="numeric"
                  value={boat.length}
                  error={errorOf('length')}
                  onChange={(e) => set({ length: e.target.value })}
                />
                <FormField
                  label="Boat Make"
                  required
                  value={boat.boatMake}
                  error={errorOf('boatMake')}
                  onChange={(e) => set({ boatMake: e.target.value })}
                />
              </div>
              {warning && (
                <p className="purchase-warning" role="status">
                  {withPhone(warning)}
                </p>
              )}
              <BoatDetailsFields boat={boat} set={set} />
            </>
          ) : (
            <>
              <SelectField
                label="Reason"
                required
                placeholder="Select a reason..."
                options={NO_BOAT_REASONS.map((r) => ({ value: r, label: r }))}
                value={boat.noBoatReason}
                error={errorOf('noBoatReason')}
                onChange={(e) => set({ noBoatReason: e.target.value, boatClubName: '' })}
              />
              {boat.noBoatReason === BOAT_CLUB_MEMBER && (
                <FormField
                  label="Boat Club Name"
                  required
                  value={boat.boatClubName}
                  error={errorOf('boatClubName')}
                  onChange={(e) => set({ boatClubName: e.target.value })}
                />
              )}
            </>
          )}
          <HomePortSummary
            homePort={homePort}
            error={errorOf('homePort')}
            disabled={busy}
            onSet={() => send({ type: 'boat.homePort', boat: fieldsOf(boat) })}
          />
          <ErrorCodesAlert codes={context.errors.boatForm} />
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
        </form>
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

interface HomePortSummaryProps {
  homePort: PurchaseBoat['homePort'];
  error?: string | undefined;
  disabled: boolean;
  onSet: () => void;
}

function HomePortSummary({ homePort, error, disabled, onSet }: HomePortSummaryProps) {
  return (
    <div className={`purchase-home-port${error ? ' purchase-home-port--invalid' : ''}`}>
      <h3 className="purchase-home-port__title">Home Port</h3>
      {homePort ? (
        <dl className="purchase-home-port__facts">
          <dt>Type</dt>
          <dd>{homePort.homePortType}</dd>
          <dt>Name</dt>
          <dd>{homePort.homePortName}</dd>
          <dt>Address</dt>
          <dd>{homePort.address}</dd>
          <dt>Local operator</dt>
          <dd>{homePort.aor.name}</dd>
        </dl>
      ) : (
        <p className="purchase-home-port__empty">No home port set yet.</p>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" onClick={onSet} disabled={disabled}>
        {homePort ? CHANGE_HOME_PORT : SET_HOME_PORT}
      </Button>
    </div>
  );
}
