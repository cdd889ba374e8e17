// Contact Info (spec §2, §4 e-mail check, §5 purchase contact): one screen for `contact` (street chosen
// from suggestions) and `contact-2` (address typed by hand). Field state is Modular Forms' over the chart's
// contact schema: a field's message shows once it is left or on submit and clears as it is corrected; the
// chart's errors of the last submit show in the same places until their field is edited. What is typed
// between submits is kept over a reload as a draft (decision 124), per journey (the join, the renewal).
import { getValues, setValue, validate } from '@modular-forms/react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import type { Place } from '@/machines/home-port.machine';
import { purchaseContactSchema } from '@/machines/purchase.machine';
import { CONTACT_LABELS, type PurchaseContact } from '@/machines/purchase/contact-form';
import { isBusinessPurchase } from '@/machines/purchase/membership-types';
import { PHONE_FIELD } from '@/screens/forms/phone-mask';
import { useFormDraft } from '../forms/form-draft';
import { schemaFieldProps } from '../forms/schema-field-props';
import { Tracked, useSchemaForm } from '../forms/schema-form';
import { CountrySelect, StateSelect, StoreTextField, type PathFormStore } from '../forms/store-fields';
import { AddressCombobox } from './address-combobox';
import { PurchaseLayout } from './purchase-layout';
import { useFreshErrors } from './use-fresh-errors';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { CONTACT_HEADING, EMAIL_ON_FILE_TITLE } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

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

export function ContactScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const manual = snapshot.matches('contactManual');
  const draft = useFormDraft(`${snapshot.machine.id}:contact`, context.contact);
  const [form, { Field }] = useSchemaForm(purchaseContactSchema(context, manual), draft.initial);
  const chart = useFreshErrors<string>(context.errors.contact, draft.restored);
  const keepDraft = () => draft.keep({ ...context.contact, ...getValues(form) });
  const busy = snapshot.hasTag('submitting') || snapshot.hasTag('loading');
  const emailOnFile =
    snapshot.matches({ contact: 'emailOnFile' }) || snapshot.matches({ contactManual: 'emailOnFile' });
  const business = isBusinessPurchase(context.membershipType);
  const quiet = { shouldTouched: false, shouldFocus: false } as const;
  /** Editing the city, state or postal code of a chosen suggestion makes it no longer the suggestion. */
  const addressEdited = () => {
    if (!manual) setValue(form, 'addressSource', null, quiet);
  };
  const field = (name: keyof typeof CONTACT_LABELS) => ({
    form: form as unknown as PathFormStore,
    name,
    label: CONTACT_LABELS[name],
    chart,
    required: true,
  });
  const addressField = (name: 'city' | 'state' | 'postalCode' | 'country') => ({
    ...field(name),
    onEdited: addressEdited,
  });
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
          // Every field's change bubbles here after Modular Forms has taken it: the draft follows the typing.
          onChange={keepDraft}
          onSubmit={(e) => {
            e.preventDefault();
            draft.clear();
            send({ type: 'contact.submit', contact: { ...context.contact, ...getValues(form) } });
            void validate(form, { shouldFocus: true });
          }}
        >
          <Field name="addressSource">{() => null}</Field>
          <div className="purchase-form__row">
            <StoreTextField {...field('firstName')} autoComplete="given-name" />
            <StoreTextField {...field('lastName')} autoComplete="family-name" />
          </div>
          <div className="purchase-form__row">
            <StoreTextField {...field('email')} type="email" autoComplete="email" />
            <StoreTextField {...field('mobilePhone')} {...PHONE_FIELD} autoComplete="tel-national" />
          </div>
          {business && <StoreTextField {...field('businessName')} autoComplete="organization" />}
          <fieldset className="purchase-form__group">
            <legend>Address</legend>
            <Field name="streetAddress">
              {(street, props) => (
                <Tracked>
                  {() => {
                    const shown = schemaFieldProps(street, props, chart);
                    return manual ? (
                      <FormField
                        {...shown}
                        label={CONTACT_LABELS.streetAddress}
                        required
                        autoComplete="street-address"
                        onChange={(e) => {
                          setValue(form, 'addressSource', 'manual', quiet);
                          shown.onChange(e);
                        }}
                      />
                    ) : (
                      <AddressCombobox
                        label={CONTACT_LABELS.streetAddress}
                        value={shown.value}
                        error={shown.error}
                        onType={(value) => {
                          setValue(form, 'addressSource', null, quiet);
                          setValue(form, 'streetAddress', value, quiet);
                          chart.edited(['streetAddress']);
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
                          chart.edited(Object.keys(address));
                          keepDraft();
                        }}
                      />
                    );
                  }}
                </Tracked>
              )}
            </Field>
            <div className="purchase-form__row">
              <StoreTextField {...addressField('city')} autoComplete="address-level2" />
              <StateSelect {...addressField('state')} countryPath="country" />
            </div>
            <div className="purchase-form__row">
              <StoreTextField {...addressField('postalCode')} autoComplete="postal-code" />
              <CountrySelect {...addressField('country')} statePath="state" />
            </div>
            {snapshot.can(switchTo) && (
              <Button variant="link" onClick={() => send(switchTo)}>
                {manual ? USE_SUGGESTIONS : ENTER_MANUALLY}
              </Button>
            )}
          </fieldset>
          <ErrorCodesAlert codes={context.errors.contactForm} />
          <StepButtons onBack={snapshot.can(back) ? () => send(back) : null} busy={busy}>
            <Button type="submit" busy={busy}>
              Save &amp; Continue
            </Button>
          </StepButtons>
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
