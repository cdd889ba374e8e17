// Contact Info (spec §2, §4 e-mail check, §5 purchase contact): one screen for `contact` (street chosen
// from suggestions) and `contact-2` (address typed by hand). Field state is Modular Forms' over the chart's
// contact schema: a field's message shows once it is left or on submit and clears as it is corrected; the
// chart's errors of the last submit show in the same places until their field is edited.
import {
  getValue,
  getValues,
  setValue,
  validate,
  type FieldElementProps,
  type FieldStore,
} from '@modular-forms/react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField, type FormFieldProps } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import type { Place } from '@/machines/home-port.machine';
import { purchaseContactSchema } from '@/machines/purchase.machine';
import { CONTACT_LABELS, type PurchaseContact } from '@/machines/purchase/contact-form';
import { isBusinessPurchase } from '@/machines/purchase/membership-types';
import { PHONE_MASK } from '@/screens/forms/phone-mask';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { Tracked, useSchemaForm } from '../forms/schema-form';
import { AddressCombobox } from './address-combobox';
import { PurchaseLayout } from './purchase-layout';
import { useFreshErrors } from './use-fresh-errors';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { CONTACT_HEADING, EMAIL_ON_FILE_TITLE } from './purchase-headings';

export const ENTER_MANUALLY = 'Enter Address Manually';
export const USE_SUGGESTIONS = 'Search for My Address';

function addressOf(place: Place): Partial<PurchaseContact> {
  const street = [place.streetNumber, place.street].filter(Boolean).join(' ');
  return {
    streetAddress: street || place.formattedAddress.split(',')[0] || place.formattedAddress,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: place.country || 'US',
    addressSource: 'suggestion',
  };
}

type TextName = 'firstName' | 'lastName' | 'email' | 'mobilePhone' | 'businessName' | 'city' | 'postalCode';
type ContactField<TName extends keyof PurchaseContact> = FieldStore<PurchaseContact, TName>;

/** Modular Forms' value and message of a field, or the chart's message until the field is edited. */
const shown = <TName extends keyof PurchaseContact>(
  field: ContactField<TName>,
  chartError: string | undefined,
) => ({
  value: (field.value.value as string | null | undefined) ?? '',
  error: field.error.value || chartError,
});

export function ContactScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const manual = snapshot.matches('contactManual');
  const [form, { Field }] = useSchemaForm(purchaseContactSchema(context, manual), context.contact);
  const { errorOf, edited } = useFreshErrors(context.errors.contact);
  const busy = snapshot.hasTag('submitting') || snapshot.hasTag('loading');
  const emailOnFile =
    snapshot.matches({ contact: 'emailOnFile' }) || snapshot.matches({ contactManual: 'emailOnFile' });
  const business = isBusinessPurchase(context.membershipType);
  const quiet = { shouldTouched: false, shouldFocus: false } as const;
  /** Editing the city, state or postal code of a chosen suggestion makes it no longer the suggestion. */
  const addressEdited = () => {
    if (!manual) setValue(form, 'addressSource', null, quiet);
  };
  const input = (
    field: ContactField<TextName>,
    props: FieldElementProps<PurchaseContact, TextName>,
    extra: Partial<FormFieldProps> = {},
  ) => (
    <Tracked>
      {() => (
        <FormField
          {...props}
          {...extra}
          label={CONTACT_LABELS[field.name]}
          required={field.name !== 'businessName' || business}
          {...shown(field, errorOf(field.name))}
          onChange={(e) => {
            props.onChange(e);
            edited([field.name]);
            if (field.name === 'city' || field.name === 'postalCode') addressEdited();
          }}
        />
      )}
    </Tracked>
  );
  const back = { type: 'step.back' } as const;
  const switchTo = manual
    ? ({ type: 'contact.useSuggestions' } as const)
    : ({ type: 'contact.enterManually' } as const);

  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{CONTACT_HEADING}</h2>
        <form
          noValidate
          className="purchase-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'contact.submit', contact: { ...context.contact, ...getValues(form) } });
            void validate(form, { shouldFocus: true });
          }}
        >
          <Field name="addressSource">{() => null}</Field>
          <div className="purchase-form__row">
            <Field name="firstName">{(f, p) => input(f, p, { autoComplete: 'given-name' })}</Field>
            <Field name="lastName">{(f, p) => input(f, p, { autoComplete: 'family-name' })}</Field>
          </div>
          <div className="purchase-form__row">
            <Field name="email">{(f, p) => input(f, p, { type: 'email', autoComplete: 'email' })}</Field>
            <Field name="mobilePhone" transform={PHONE_MASK}>
              {(f, p) =>
                input(f, p, {
                  type: 'tel',
                  autoComplete: 'tel-national',
                  inputMode: 'numeric',
                  placeholder: '(xxx) xxx-xxxx',
                })
              }
            </Field>
          </div>
          {business && (
            <Field name="businessName">{(f, p) => input(f, p, { autoComplete: 'organization' })}</Field>
          )}
          <fieldset className="purchase-form__group">
            <legend>Address</legend>
            <Field name="streetAddress">
              {(field, props) => (
                <Tracked>
                  {() =>
                    manual ? (
                      <FormField
                        {...props}
                        label={CONTACT_LABELS.streetAddress}
                        required
                        autoComplete="street-address"
                        {...shown(field, errorOf('streetAddress'))}
                        onChange={(e) => {
                          setValue(form, 'addressSource', 'manual', quiet);
                          props.onChange(e);
                          edited(['streetAddress']);
                        }}
                      />
                    ) : (
                      <AddressCombobox
                        label={CONTACT_LABELS.streetAddress}
                        {...shown(field, errorOf('streetAddress'))}
                        onType={(value) => {
                          setValue(form, 'addressSource', null, quiet);
                          setValue(form, 'streetAddress', value, quiet);
                          edited(['streetAddress']);
                        }}
                        onChoose={(place) => {
                          const address = addressOf(place);
                          for (const name of [
                            'addressSource',
                            'streetAddress',
                            'city',
                            'state',
                            'postalCode',
                            'country',
                          ] as const)
                            setValue(form, name, address[name] ?? '', { shouldFocus: false });
                          edited(Object.keys(address));
                        }}
                      />
                    )
                  }
                </Tracked>
              )}
            </Field>
            <div className="purchase-form__row">
              <Field name="city">{(f, p) => input(f, p, { autoComplete: 'address-level2' })}</Field>
              <Field name="state">
                {(field, props) => (
                  <Tracked>
                    {() => (
                      <SelectField
                        {...props}
                        label={CONTACT_LABELS.state}
                        required
                        placeholder="Select state..."
                        options={statesOf(getValue(form, 'country') ?? '').map((r) => ({
                          value: r.code,
                          label: r.name,
                        }))}
                        {...shown(field, errorOf('state'))}
                        onChange={(e) => {
                          props.onChange(e);
                          edited(['state']);
                          addressEdited();
                        }}
                      />
                    )}
                  </Tracked>
                )}
              </Field>
            </div>
            <div className="purchase-form__row">
              <Field name="postalCode">{(f, p) => input(f, p, { autoComplete: 'postal-code' })}</Field>
              <Field name="country">
                {(field, props) => (
                  <Tracked>
                    {() => (
                      <SelectField
                        {...props}
                        label={CONTACT_LABELS.country}
                        required
                        placeholder={SELECT_COUNTRY}
                        options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
                        {...shown(field, errorOf('country'))}
                        onChange={(e) => {
                          props.onChange(e);
                          setValue(form, 'state', '', quiet);
                          edited(['country', 'state']);
                          addressEdited();
                        }}
                      />
                    )}
                  </Tracked>
                )}
              </Field>
            </div>
            {snapshot.can(switchTo) && (
              <Button variant="link" onClick={() => send(switchTo)}>
                {manual ? USE_SUGGESTIONS : ENTER_MANUALLY}
              </Button>
            )}
          </fieldset>
          <ErrorCodesAlert codes={context.errors.contactForm} />
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
          open={emailOnFile}
          title={EMAIL_ON_FILE_TITLE}
          onClose={() => send({ type: 'emailOnFile.cancel' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'emailOnFile.cancel' })}>
                Cancel
              </Button>
              <Button onClick={() => send({ type: 'emailOnFile.login' })}>Log In and Renew</Button>
            </>
          }
        >
          <p>
            A membership is already on file for {context.contact.email || 'this email address'}. Log in to
            renew your membership instead of buying a new one.
          </p>
        </Dialog>
      </section>
    </PurchaseLayout>
  );
}
