// Contact Info (spec §2, §4 e-mail check, §5 purchase contact): one screen for `contact` (street chosen
// from suggestions) and `contact-2` (address typed by hand). Rules and messages are the chart's
// (errors.contact); the form only keeps what was typed and sends it.
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import type { Place } from '@/machines/home-port.machine';
import { CONTACT_LABELS, type PurchaseContact } from '@/machines/purchase/contact-form';
import { isBusinessPurchase } from '@/machines/purchase/membership-types';
import { formatPhone } from '@/machines/forms/phone';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
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

export function ContactScreen({ snapshot, send }: PurchaseScreenProps) {
  const { context } = snapshot;
  const manual = snapshot.matches('contactManual');
  const [contact, setContact] = useState<PurchaseContact>(context.contact);
  const { errorOf, edited } = useFreshErrors(context.errors.contact);
  const busy = snapshot.hasTag('submitting') || snapshot.hasTag('loading');
  const emailOnFile =
    snapshot.matches({ contact: 'emailOnFile' }) || snapshot.matches({ contactManual: 'emailOnFile' });
  const business = isBusinessPurchase(context.membershipType);
  const set = (patch: Partial<PurchaseContact>) => {
    setContact((c) => ({ ...c, ...patch }));
    edited(Object.keys(patch));
  };
  const text = (field: 'firstName' | 'lastName' | 'email' | 'businessName' | 'city' | 'postalCode') => ({
    label: CONTACT_LABELS[field],
    value: contact[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
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
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'contact.submit', contact });
          }}
        >
          <div className="purchase-form__row">
            <FormField {...text('firstName')} required autoComplete="given-name" />
            <FormField {...text('lastName')} required autoComplete="family-name" />
          </div>
          <div className="purchase-form__row">
            <FormField {...text('email')} type="email" required autoComplete="email" />
            <FormField
              label={CONTACT_LABELS.mobilePhone}
              type="tel"
              required
              autoComplete="tel-national"
              inputMode="numeric"
              placeholder="(xxx) xxx-xxxx"
              value={contact.mobilePhone}
              error={errorOf('mobilePhone')}
              onChange={(e) => set({ mobilePhone: formatPhone(e.target.value) })}
            />
          </div>
          {business && <FormField {...text('businessName')} required autoComplete="organization" />}
          <fieldset className="purchase-form__group">
            <legend>Address</legend>
            {manual ? (
              <FormField
                label={CONTACT_LABELS.streetAddress}
                required
                autoComplete="street-address"
                value={contact.streetAddress}
                error={errorOf('streetAddress')}
                onChange={(e) => set({ streetAddress: e.target.value, addressSource: 'manual' })}
              />
            ) : (
              <AddressCombobox
                label={CONTACT_LABELS.streetAddress}
                value={contact.streetAddress}
                error={errorOf('streetAddress')}
                onType={(value) => set({ streetAddress: value, addressSource: null })}
                onChoose={(place) => set(addressOf(place))}
              />
            )}
            <div className="purchase-form__row">
              <FormField
                {...text('city')}
                required
                autoComplete="address-level2"
                onChange={(e) => set({ city: e.target.value, ...(manual ? {} : { addressSource: null }) })}
              />
              <SelectField
                label={CONTACT_LABELS.state}
                required
                placeholder="Select state..."
                options={statesOf(contact.country).map((r) => ({ value: r.code, label: r.name }))}
                value={contact.state}
                error={errorOf('state')}
                onChange={(e) => set({ state: e.target.value, ...(manual ? {} : { addressSource: null }) })}
              />
            </div>
            <div className="purchase-form__row">
              <FormField
                {...text('postalCode')}
                required
                autoComplete="postal-code"
                onChange={(e) =>
                  set({ postalCode: e.target.value, ...(manual ? {} : { addressSource: null }) })
                }
              />
              <SelectField
                label={CONTACT_LABELS.country}
                required
                placeholder={SELECT_COUNTRY}
                options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
                value={contact.country}
                error={errorOf('country')}
                onChange={(e) =>
                  set({ country: e.target.value, state: '', ...(manual ? {} : { addressSource: null }) })
                }
              />
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
            A membership is already on file for {contact.email || 'this email address'}. Log in to renew your
            membership instead of buying a new one.
          </p>
        </Dialog>
      </section>
    </PurchaseLayout>
  );
}
