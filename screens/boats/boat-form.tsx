// The boat form (spec §4 Boat submit, ownership toggle; §5 Boat form, Other boat form): 'I own a boat' or
// 'Other (Boat Club, Rent/Charter)', the home port through the home-port wizard. One form for the purchase's
// and renewal's boat step and the boats page's add and edit steps: the same schema, the same events. Field
// state is Modular Forms' over the chart's boat schema (messages once a field is left or on submit, cleared
// as it is corrected); the chart's errors of the last submit (the home port) show in the same places until
// their field is edited.
import { getValues, setValue, validate } from '@modular-forms/react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { RadioGroup } from '@/ui/radio-group';
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
import type { FieldErrors } from '@/machines/forms/form-schema';
import { Tracked, useSchemaForm } from '../forms/schema-form';
import { StoreSelectField, StoreTextField, type PathFormStore } from '../forms/store-fields';
import { useFreshErrors } from '../purchase/use-fresh-errors';
import { BoatDetailsFields } from './boat-details-fields';

export const SET_HOME_PORT = 'Set Home Port';
export const CHANGE_HOME_PORT = 'Change Home Port';

/** The events of a boat form every chart with one accepts (purchase, renewal, boat form). */
export type BoatFormSend = (
  event:
    | { type: 'boat.ownership'; value: BoatOwnership }
    | { type: 'boat.homePort'; boat: BoatFields }
    | { type: 'boat.submit'; boat: BoatFields },
) => void;

export interface BoatFormProps {
  /** The chart's boat: what was typed before an error, an 'Edit', a reload or the home-port wizard. */
  boat: PurchaseBoat;
  /** ISO date: the schema's latest model year. */
  today: string;
  /** The chart's field errors of the last submit. */
  errors: FieldErrors;
  /** Catalogue codes of a failed save. */
  failureCodes: string[];
  busy: boolean;
  send: BoatFormSend;
  /** The form's buttons (its submit among them). */
  children: ReactNode;
}

/** The form's props from a chart with a boat step (purchase, renewal, boat form): their contexts agree. */
export function boatFormPropsOf(context: {
  boat: PurchaseBoat;
  today: string;
  errors: { boat: FieldErrors; boatForm: string[] };
}): Pick<BoatFormProps, 'boat' | 'today' | 'errors' | 'failureCodes'> {
  return {
    boat: context.boat,
    today: context.today,
    errors: context.errors.boat,
    failureCodes: context.errors.boatForm,
  };
}

/** What the form sends: its typed fields (the home port is the chart's, set by the home-port wizard). */
function fieldsOf(boat: PurchaseBoat): BoatFields {
  const { homePort: _homePort, ...fields } = boat;
  return fields;
}

const OWNERSHIP_OPTIONS = (Object.keys(BOAT_OWNERSHIP) as BoatOwnership[]).map((value) => ({
  value,
  label: BOAT_OWNERSHIP[value],
}));

const NO_BOAT_REASON_OPTIONS = NO_BOAT_REASONS.map((r) => ({ value: r, label: r }));
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

export function BoatForm({ boat: kept, today, errors, failureCodes, busy, send, children }: BoatFormProps) {
  const homePort = kept.homePort;
  const [form, { Field }] = useSchemaForm<BoatFields, Pick<PurchaseBoat, 'homePort'>>(
    boatSchema(today),
    fieldsOf(kept),
    { homePort },
  );
  const withPhone = useWithPhone();
  const chart = useFreshErrors(errors);
  const quiet = { shouldTouched: false, shouldFocus: false } as const;
  const typed = (): BoatFields => ({ ...fieldsOf(kept), ...getValues(form) });
  const field = { form: form as unknown as PathFormStore, chart };
  return (
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
                  <StoreTextField {...field} name="boatName" label="Boat Name" />
                  <div className="purchase-form__row purchase-form__row--3">
                    <StoreTextField
                      {...field}
                      name="year"
                      label="Year"
                      required
                      inputMode="numeric"
                      maxLength={4}
                    />
                    <StoreTextField
                      {...field}
                      name="length"
                      label="Length (ft)"
                      required
                      inputMode="numeric"
                    />
                    <StoreTextField {...field} name="boatMake" label="Boat Make" required />
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
                  <StoreSelectField
                    {...field}
                    name="noBoatReason"
                    label="Reason"
                    required
                    placeholder="Select a reason..."
                    options={NO_BOAT_REASON_OPTIONS}
                    onEdited={() => {
                      setValue(form, 'boatClubName', '', quiet);
                      chart.edited(['boatClubName']);
                    }}
                  />
                  {boat.noBoatReason === BOAT_CLUB_MEMBER && (
                    <StoreTextField {...field} name="boatClubName" label="Boat Club Name" required />
                  )}
                </>
              )}
            </>
          );
        }}
      </Tracked>
      <HomePortSummary
        homePort={homePort}
        error={chart.errorOf('homePort')}
        disabled={busy}
        onSet={() => send({ type: 'boat.homePort', boat: typed() })}
      />
      <ErrorCodesAlert codes={failureCodes} />
      {children}
    </form>
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
          {homePort.aor.name && (
            <>
              <dt>Local operator</dt>
              <dd>{homePort.aor.name}</dd>
            </>
          )}
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
