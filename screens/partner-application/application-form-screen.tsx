// The participant application (companion spec §2.2, §5 'Participant application'): the three programs,
// the business, its public and mailing addresses, the contact, the user name (Savings Club only), the
// multiple-locations note, the website URL and the terms. The fields are held with Modular Forms on the
// chart's one schema (a message once a field is left, cleared as it is corrected); 'Submit Application'
// sends the values to the chart, which decides with the same schema, and focus goes to the first invalid
// field. What is typed between submits is kept over a reload as a draft (decision 124).
import { getError, getValue, getValues, reset, validate } from '@modular-forms/react';
import type { SnapshotFrom } from 'xstate';
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  keptApplication,
  PROGRAMS,
  type PartnerApplicationValues,
} from '@/machines/partner/application-form';
import type {
  PartnerApplicationEvent,
  partnerApplicationMachine,
} from '@/machines/partner-application.machine';
import { AddressFieldset } from '@/screens/forms/address-fieldset';
import { BusinessFields } from '@/screens/forms/business-fields';
import { StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFormDraft } from '@/screens/forms/form-draft';
import { PHONE_FIELD } from '@/screens/forms/phone-mask';
import { schemaCheckbox } from '@/screens/forms/schema-checkbox';
import { Tracked, useSchemaForm } from '@/screens/forms/schema-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorCodesAlert } from '@/ui/support-line';
import { APPLICATION_HEADING } from './partner-application-headings';

export interface ApplicationFormScreenProps {
  snapshot: SnapshotFrom<typeof partnerApplicationMachine>;
  send: (event: PartnerApplicationEvent) => void;
}

type Values = PartnerApplicationValues;
type BoxName = 'multipleLocation' | 'mailingAddressSameAsPublic' | 'termsAgreement';

/** The contact's fields (the user name follows, asked for the Savings Club only). */
const CONTACT_FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'contactEmail', label: 'Contact E-mail', type: 'email', autoComplete: 'email' },
  { name: 'contactPhone', label: 'Contact Phone', ...PHONE_FIELD },
] as const;

const DRAFT = 'partner-application';
const MAILING_FIELDS = ['streetAddress', 'city', 'state', 'postalCode', 'country'].map(
  (part) => `mailingAddress.${part}`,
) as Array<`mailingAddress.${keyof Values['mailingAddress']}`>;
const quiet = { shouldFocus: false } as const;

export function ApplicationFormScreen({ snapshot, send }: ApplicationFormScreenProps) {
  const { context } = snapshot;
  const submitting = snapshot.hasTag('submitting');
  const draft = useFormDraft(DRAFT, context.values);
  const [form, { Field }] = useSchemaForm<Values>(applicationSchema, draft.initial);
  const chart = useFreshErrors(context.errors, draft.restored);
  const { errorOf, edited } = chart;
  const values = (): Values => ({ ...context.values, ...getValues(form) }) as Values;
  const fields = { form: form as unknown as PathFormStore, disabled: submitting, chart };
  const addressAt = (
    at: 'publicAddress' | 'mailingAddress',
    legend: string,
    section: 'shipping' | 'billing',
  ) => <AddressFieldset {...fields} at={`${at}.`} legend={legend} section={section} />;

  /** A choice the spec clears fields for (mailing the same as public, no Savings Club): the chart's rule. */
  const clearUnasked = () => {
    const now = values();
    const kept = keptApplication(now);
    if (kept.userName !== now.userName) reset(form, 'userName', { initialValue: kept.userName });
    if (kept.mailingAddress !== now.mailingAddress)
      reset(form, MAILING_FIELDS, { initialValues: { mailingAddress: kept.mailingAddress } });
  };

  const box = (name: BoxName, label: string, then?: () => void) => (
    <Field name={name} type="boolean">
      {(field, props) =>
        schemaCheckbox(field, props, {
          label,
          disabled: submitting,
          error: (own) => own || errorOf(name),
          onChange: () => {
            edited([name]);
            then?.();
          },
        })
      }
    </Field>
  );

  return (
    <div className="partner-apply">
      <h1>{APPLICATION_HEADING}</h1>
      <p className="page-intro">
        Apply to take part in the Sea Tow programs. We review every application and will be in touch by e-mail
        within 72 hours.
      </p>
      <form
        noValidate
        aria-label={APPLICATION_HEADING}
        // Every field's change bubbles here after Modular Forms has taken it: the draft follows the typing.
        onChange={() => draft.keep(values())}
        onSubmit={(e) => {
          e.preventDefault();
          draft.clear();
          send({ type: 'application.submit', values: values() });
          void validate(form, { shouldFocus: true });
        }}
      >
        {context.failureCodes && <ErrorCodesAlert codes={context.failureCodes} />}
        <Card title="Programs">
          <Tracked>
            {() => {
              // The services question carries its message on its first box (spec §5: at least one).
              const error = getError(form, 'savingsClub') || errorOf('savingsClub');
              return (
                <fieldset
                  className={`partner-apply__programs${error ? ' checkbox-field--invalid' : ''}`}
                  aria-describedby={error ? 'programs-error' : undefined}
                >
                  <legend>Which programs would you like to join?</legend>
                  {PROGRAMS.map((program) => (
                    <Field key={program.field} name={program.field} type="boolean">
                      {(field, props) =>
                        schemaCheckbox(field, props, {
                          label: program.label,
                          disabled: submitting,
                          onChange: () => {
                            edited(['savingsClub']);
                            // The question is answered by any of its boxes.
                            void validate(form, 'savingsClub', quiet);
                            if (program.field === 'savingsClub') clearUnasked();
                          },
                        })
                      }
                    </Field>
                  ))}
                  {error && (
                    <p className="form-field__error" id="programs-error" role="alert">
                      {error}
                    </p>
                  )}
                </fieldset>
              );
            }}
          </Tracked>
        </Card>
        <Card title="Business Information">
          <BusinessFields {...fields} />
          {box('multipleLocation', 'This business has more than one location')}
          <Tracked>
            {() =>
              getValue(form, 'multipleLocation') && (
                <p className="page-intro">{APPLICATION_MESSAGES.multipleLocations}</p>
              )
            }
          </Tracked>
        </Card>
        <Card title="Address">
          {addressAt('publicAddress', 'Public Address', 'shipping')}
          {box(
            'mailingAddressSameAsPublic',
            'Mailing address is the same as the public address',
            clearUnasked,
          )}
          <Tracked>
            {() =>
              getValue(form, 'mailingAddressSameAsPublic') === false &&
              addressAt('mailingAddress', 'Mailing Address', 'billing')
            }
          </Tracked>
        </Card>
        <Card title="Contact">
          {CONTACT_FIELDS.map((field) => (
            <StoreTextField key={field.name} {...fields} {...field} required />
          ))}
          <Tracked>
            {() =>
              getValue(form, 'savingsClub') && (
                <StoreTextField
                  {...fields}
                  name="userName"
                  label="User Name (E-mail)"
                  required
                  type="email"
                  autoComplete="username"
                  hint="You sign in to the programs portal with this e-mail address."
                />
              )
            }
          </Tracked>
        </Card>
        {box(
          'termsAgreement',
          'I agree to the Savings Club terms: a minimum one-year term, quarterly review of offers, 30-day notice and automatic renewal.',
        )}
        <Button type="submit" busy={submitting}>
          Submit Application
        </Button>
      </form>
    </div>
  );
}
