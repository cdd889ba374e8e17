// The boat form (spec §4 Boat submit, ownership toggle; §5 Boat form, Other boat form): 'I own a boat' or
// 'Other (Boat Club, Rent/Charter)', the home port through the home-port wizard. One form for the purchase's
// and renewal's boat step and the boats page's add and edit steps: the same schema, the same events. Field
// state is Modular Forms' over the chart's boat schema (messages once a field is left or on submit, cleared
// as it is corrected); the chart's errors of the last submit (the home port) show in the same places until
// their field is edited.
import { getValues, setValue, validate, type FieldElementProps, type FieldStore } from '@modular-forms/react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
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
import type { FieldErrors } from '@/machines/forms/form-schema';
import { Tracked, useSchemaForm } from '../forms/schema-form';
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

export function BoatForm({ boat: kept, today, errors, failureCodes, busy, send, children }: BoatFormProps) {
  const homePort = kept.homePort;
  const [form, { Field }] = useSchemaForm<BoatFields, Pick<PurchaseBoat, 'homePort'>>(
    boatSchema(today),
    fieldsOf(kept),
    { homePort },
  );
  const withPhone = useWithPhone();
  const { errorOf, edited } = useFreshErrors(errors);
  const quiet = { shouldTouched: false, shouldFocus: false } as const;
  const typed = (): BoatFields => ({ ...fieldsOf(kept), ...getValues(form) });
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
