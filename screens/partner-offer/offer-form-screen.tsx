// The Savings Club offer form (companion spec §3 'Offer form fields', §4 dynamics, §5 'Offer form', §9):
// categories (up to 3 secondary, only for a primary that is set and not Other), the offer type and its
// value, the description, online and in-person redemption with their options; every message comes from the
// chart's one schema. Submitting implies acceptance of the Savings Club terms (spec §4), said beside it.
import type { SnapshotFrom } from 'xstate';
import {
  IN_PERSON_OPTIONS,
  OFFER_CATEGORIES,
  OFFER_LIMITS,
  OFFER_TYPES,
  ONLINE_OPTIONS,
  secondaryCategoriesFor,
  type OfferChange,
  type OfferValues,
} from '@/machines/partner/offer-form';
import type { PartnerOfferEvent, partnerOfferMachine } from '@/machines/partner-offer.machine';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormField } from '@/ui/form-field';
import { RadioGroup } from '@/ui/radio-group';
import { SelectField } from '@/ui/select-field';
import { TextAreaField } from '@/ui/text-area-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { offerHeading } from './partner-offer-headings';

export interface OfferFormScreenProps {
  snapshot: SnapshotFrom<typeof partnerOfferMachine>;
  send: (event: PartnerOfferEvent) => void;
}

export const SAVINGS_CLUB_TERMS =
  'By submitting this offer you accept the Savings Club terms: a minimum one-year term, a quarterly review of offers, 30 days’ notice to end it, and automatic renewal.';

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

type TextField = Extract<OfferChange, { value: string }>['field'] &
  (
    'otherTypeDescription' | 'description' | 'onlineRedemptionInstructions' | 'inPersonRedemptionInstructions'
  );

export function OfferFormScreen({ snapshot, send }: OfferFormScreenProps) {
  const { values, errors, failureCodes, sfid } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  const heading = offerHeading(sfid !== null);
  const change = (c: OfferChange) => send({ type: 'field.change', ...c } as PartnerOfferEvent);
  const textArea = (field: TextField, label: string) => (
    <TextAreaField
      label={label}
      required
      maxLength={OFFER_LIMITS.text}
      disabled={submitting}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => change({ field, value: e.target.value })}
    />
  );
  const secondary = secondaryCategoriesFor(values.primaryCategory);
  return (
    <div className="partner-offer">
      <h1>{heading}</h1>
      <p className="page-intro">
        Offers are reviewed before members see them; we will be in touch within 72 hours.
        {sfid !== null && ' Saving your changes sends the offer back for review.'}
      </p>
      <form
        noValidate
        aria-label={heading}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'offer.submit' });
        }}
      >
        {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
        <Card title="Category">
          <SelectField
            label="Primary Category"
            required
            placeholder="Select a category..."
            options={options(OFFER_CATEGORIES)}
            disabled={submitting}
            value={values.primaryCategory}
            error={errors.primaryCategory}
            onChange={(e) =>
              change({ field: 'primaryCategory', value: e.target.value as OfferValues['primaryCategory'] })
            }
          />
          {secondary.length > 0 && (
            <fieldset
              className={`partner-offer__categories${errors.secondaryCategories ? ' checkbox-field--invalid' : ''}`}
              aria-describedby={errors.secondaryCategories ? 'offer-secondary-error' : 'offer-secondary-hint'}
            >
              <legend>Additional Categories (optional)</legend>
              <p className="form-field__hint" id="offer-secondary-hint">
                Choose up to 3.
              </p>
              <div className="partner-offer__category-list">
                {secondary.map((category) => (
                  <CheckboxField
                    key={category}
                    label={category}
                    disabled={submitting}
                    checked={values.secondaryCategories.includes(category)}
                    onChange={(e) =>
                      change({ field: 'secondaryCategory', value: category, checked: e.target.checked })
                    }
                  />
                ))}
              </div>
              {errors.secondaryCategories && (
                <p className="form-field__error" id="offer-secondary-error" role="alert">
                  {errors.secondaryCategories}
                </p>
              )}
            </fieldset>
          )}
        </Card>
        <Card title="Offer">
          <RadioGroup
            legend={
              <>
                Type of Offer<span aria-hidden="true"> *</span>
              </>
            }
            name="offerType"
            options={OFFER_TYPES.map((value) => ({ value, label: value }))}
            value={values.offerType || null}
            error={errors.offerType}
            onChange={(value) => change({ field: 'offerType', value })}
          />
          {values.offerType === 'Dollars Off' && (
            <FormField
              label="Dollars Off ($)"
              required
              inputMode="decimal"
              disabled={submitting}
              value={values.dollarsOff}
              error={errors.dollarsOff}
              onChange={(e) => change({ field: 'dollarsOff', value: e.target.value })}
            />
          )}
          {values.offerType === 'Percentage Off' && (
            <FormField
              label="Percentage Off (%)"
              required
              inputMode="numeric"
              disabled={submitting}
              value={values.percentageOff}
              error={errors.percentageOff}
              onChange={(e) => change({ field: 'percentageOff', value: e.target.value })}
            />
          )}
          {values.offerType === 'Other' && textArea('otherTypeDescription', 'Describe the Offer Type')}
          {textArea('description', 'Offer Description')}
        </Card>
        <Card title="Redemption">
          <fieldset
            className={errors.online ? 'checkbox-field--invalid' : undefined}
            aria-describedby={errors.online ? 'offer-redemption-error' : undefined}
          >
            <legend>How do members redeem the offer?</legend>
            <CheckboxField
              label="Online"
              disabled={submitting}
              checked={values.online}
              onChange={(e) => change({ field: 'online', value: e.target.checked })}
            />
            <CheckboxField
              label="In-Person"
              disabled={submitting}
              checked={values.inPerson}
              onChange={(e) => change({ field: 'inPerson', value: e.target.checked })}
            />
            {errors.online && (
              <p className="form-field__error" id="offer-redemption-error" role="alert">
                {errors.online}
              </p>
            )}
          </fieldset>
          {values.online && (
            <div className="partner-offer__redemption">
              <SelectField
                label="Online Redemption Option"
                required
                placeholder="Select an option..."
                options={options(ONLINE_OPTIONS)}
                disabled={submitting}
                value={values.onlineRedemptionOption}
                error={errors.onlineRedemptionOption}
                onChange={(e) =>
                  change({
                    field: 'onlineRedemptionOption',
                    value: e.target.value as OfferValues['onlineRedemptionOption'],
                  })
                }
              />
              {values.onlineRedemptionOption === 'Promo Code' && (
                <FormField
                  label="Promo Code"
                  required
                  maxLength={OFFER_LIMITS.promoCode}
                  disabled={submitting}
                  value={values.promoCode}
                  error={errors.promoCode}
                  onChange={(e) => change({ field: 'promoCode', value: e.target.value })}
                />
              )}
              {values.onlineRedemptionOption === 'Other' &&
                textArea('onlineRedemptionInstructions', 'Online Redemption Instructions')}
              <FormField
                label="Website URL"
                type="url"
                required={
                  values.onlineRedemptionOption !== 'Promo Code' && values.onlineRedemptionOption !== 'Other'
                }
                maxLength={OFFER_LIMITS.websiteUrl}
                hint="Where members redeem the offer, starting with https://"
                disabled={submitting}
                value={values.websiteUrl}
                error={errors.websiteUrl}
                onChange={(e) => change({ field: 'websiteUrl', value: e.target.value })}
              />
            </div>
          )}
          {values.inPerson && (
            <div className="partner-offer__redemption">
              <SelectField
                label="In-Person Redemption Option"
                required
                placeholder="Select an option..."
                options={options(IN_PERSON_OPTIONS)}
                disabled={submitting}
                value={values.inPersonRedemptionOption}
                error={errors.inPersonRedemptionOption}
                onChange={(e) =>
                  change({
                    field: 'inPersonRedemptionOption',
                    value: e.target.value as OfferValues['inPersonRedemptionOption'],
                  })
                }
              />
              {values.inPersonRedemptionOption === 'Other' &&
                textArea('inPersonRedemptionInstructions', 'In-Person Redemption Instructions')}
            </div>
          )}
        </Card>
        <p className="partner-offer__terms">{SAVINGS_CLUB_TERMS}</p>
        <Button type="submit" busy={submitting}>
          {sfid !== null ? 'Save Offer' : 'Create Offer'}
        </Button>
      </form>
    </div>
  );
}
