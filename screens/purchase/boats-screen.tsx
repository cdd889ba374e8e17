// Primary Boat Information (spec §2, §4 Boat submit, Lake Card exclusion, §5 Boat form): 'I own a boat'
// or 'Other (Boat Club, Rent/Charter)', the home port through the home-port wizard, and the non-closable
// Lake Card dialog. Field state is Modular Forms' over the chart's boat schema (messages once a field is
// left or on submit, cleared as it is corrected); the chart's errors of the last submit (the home port)
// show in the same places until their field is edited.
import { getValues, setValue, validate, type FieldElementProps, type FieldStore } from '@modular-forms/react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField, type FormFieldProps } from '@/ui/form-field';
import { RadioGroup } from '@/ui/radio-group';
import { SelectField } from '@/ui/select-field';
import { ErrorCodesAlert, useWithPhone } from '@/ui/support-line';
import {
  BOAT_CLUB_MEMBER,
  BOAT_OWNERSHIP,
  boatLengthWarning,
  boatSchema,
  NO_BOAT_REASONS,
  type BoatFields,
  type BoatOwnership,
  type PurchaseBoat,
} from '@/machines/purchase/boat-form';
import { Tracked, useSchemaForm } from '../forms/schema-form';
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

type TextName = 'boatName' | 'year' | 'length' | 'boatMake' | 'boatClubName';
const DETAILS = [
  'boatColor',
  'hullType',
  'engineType',
  'fuelType',
  'numberOfEngines',
  'registrationNumber',
] as const;

// Every field is registered before the tracked form reads them, so showing one (a toggle to the other-boat
// form) does not create a field store while another component renders.
const REGISTERED = [
  'ownership',
  'boatName',
  'year',
  'length',
  'boatMake',
  'noBoatReason',
  'boatClubName',
  ...DETAILS,
] as const;

export function BoatsScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const homePort = context.boat.homePort;
  const [form, { Field }] = useSchemaForm<BoatFields, Pick<PurchaseBoat, 'homePort'>>(
    boatSchema(context.today),
    fieldsOf(context.boat),
    { homePort },
  );
  const withPhone = useWithPhone();
  const { errorOf, edited } = useFreshErrors(context.errors.boat);
  const busy = snapshot.hasTag('submitting');
  const quiet = { shouldTouched: false, shouldFocus: false } as const;
  const typed = (): BoatFields => ({ ...fieldsOf(context.boat), ...getValues(form) });
  const back = { type: 'step.back' } as const;
  const input = (
    label: string,
    field: FieldStore<BoatFields, TextName>,
    props: FieldElementProps<BoatFields, TextName>,
    extra: Partial<FormFieldProps> = {},
  ) => (
    <Tracked>
      {() => (
        <FormField
          {...props}
          {...extra}
          label={label}
          required={field.name !== 'boatName'}
          value={field.value.value ?? ''}
          error={field.error.value || errorOf(field.name)}
          onChange={(e) => {
            props.onChange(e);
            edited([field.name]);
          }}
        />
      )}
    </Tracked>
  );

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="boats-heading">
        <h2 id="boats-heading">{BOATS_HEADING}</h2>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'boat.submit', boat: typed() });
            void validate(form, { shouldFocus: true });
          }}
        >
          {REGISTERED.map((name) => (
            <Field key={name} name={name}>
              {() => null}
            </Field>
          ))}
          <Tracked>
            {() => {
              const boat = typed();
              const own = boat.ownership === 'own';
              const warning = boatLengthWarning({ ...boat, homePort });
              return (
                <>
                  <RadioGroup<BoatOwnership>
                    legend="Boat ownership"
                    name="ownership"
                    options={OWNERSHIP_OPTIONS}
                    value={boat.ownership}
                    onChange={(value) => {
                      setValue(form, 'ownership', value, quiet);
                      send({ type: 'boat.ownership', value });
                    }}
                  />
                  {own ? (
                    <>
                      <Field name="boatName">{(f, p) => input('Boat Name', f, p)}</Field>
                      <div className="purchase-form__row purchase-form__row--3">
                        <Field name="year">
                          {(f, p) => input('Year', f, p, { inputMode: 'numeric', maxLength: 4 })}
                        </Field>
                        <Field name="length">
                          {(f, p) => input('Length (ft)', f, p, { inputMode: 'numeric' })}
                        </Field>
                        <Field name="boatMake">{(f, p) => input('Boat Make', f, p)}</Field>
                      </div>
                      {warning && (
                        <p className="purchase-warning" role="status">
                          {withPhone(warning)}
                        </p>
                      )}
                      <BoatDetailsFields
                        boat={boat}
                        set={(patch) => {
                          for (const [name, value] of Object.entries(patch))
                            setValue(form, name as (typeof DETAILS)[number], value, quiet);
                        }}
                      />
                    </>
                  ) : (
                    <>
                      <Field name="noBoatReason">
                        {(field, props) => (
                          <Tracked>
                            {() => (
                              <SelectField
                                {...props}
                                label="Reason"
                                required
                                placeholder="Select a reason..."
                                options={NO_BOAT_REASONS.map((r) => ({ value: r, label: r }))}
                                value={field.value.value ?? ''}
                                error={field.error.value || errorOf('noBoatReason')}
                                onChange={(e) => {
                                  props.onChange(e);
                                  setValue(form, 'boatClubName', '', quiet);
                                  edited(['noBoatReason', 'boatClubName']);
                                }}
                              />
                            )}
                          </Tracked>
                        )}
                      </Field>
                      {boat.noBoatReason === BOAT_CLUB_MEMBER && (
                        <Field name="boatClubName">{(f, p) => input('Boat Club Name', f, p)}</Field>
                      )}
                    </>
                  )}
                </>
              );
            }}
          </Tracked>
          <HomePortSummary
            homePort={homePort}
            error={errorOf('homePort')}
            disabled={busy}
            onSet={() => send({ type: 'boat.homePort', boat: typed() })}
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
