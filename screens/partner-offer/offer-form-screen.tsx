// The Savings Club offer form (companion spec §3 'Offer form fields', §4 dynamics, §5 'Offer form', §9):
// categories (up to 3 secondary, only for a primary that is set and not Other), the offer type and its
// value, the description, online and in-person redemption with their options. The fields are held with
// Modular Forms on the chart's one schema (a message once a field is left, cleared as it is corrected, focus
// on the first invalid field on submit); the spec's dynamics are the form's `changeOffer`; what is typed
// between submits is a draft kept over a reload (decision 124). Submitting implies acceptance of the Savings Club
// terms (spec §4), said beside it.
import {
  getErrors,
  getValues,
  setValue,
  validate,
  type FieldPath,
  type FieldStore,
} from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SnapshotFrom } from 'xstate';
import {
  changedField,
  changeOffer,
  IN_PERSON_OPTIONS,
  OFFER_LIMITS,
  OFFER_TYPES,
  offerFormSchema,
  ONLINE_OPTIONS,
  secondaryCategoriesFor,
  type OfferChange,
  type OfferValues,
} from '@/machines/partner/offer-form';
import { OFFER_CATEGORIES } from '@/machines/savings-club/offer-categories';
import type { PartnerOfferEvent, partnerOfferMachine } from '@/machines/partner-offer.machine';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { useFormDraft } from '@/screens/forms/form-draft';
import { StoreTextAreaField, StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { useFailureFlash } from '@/ui/failure-flash';
import { RadioGroup } from '@/ui/radio-group';
import { SelectField } from '@/ui/select-field';
import { offerHeading } from './partner-offer-headings';

export interface OfferFormScreenProps {
  snapshot: SnapshotFrom<typeof partnerOfferMachine>;
  send: (event: PartnerOfferEvent) => void;
}

export const SAVINGS_CLUB_TERMS =
  'By submitting this offer you accept the Savings Club terms: a minimum one-year term, a quarterly review of offers, 30 days’ notice to end it, and automatic renewal.';

/** The amount typed for an offer type that has one. */
const OFFER_AMOUNTS = [
  { offerType: 'Dollars Off', name: 'dollarsOff', label: 'Dollars Off ($)', inputMode: 'decimal' },
  { offerType: 'Percentage Off', name: 'percentageOff', label: 'Percentage Off (%)', inputMode: 'numeric' },
] as const;

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

export function OfferFormScreen({ snapshot, send }: OfferFormScreenProps) {
  // Which fields are asked follows the values as they are typed (spec §4).
  useSignals();
  const { context } = snapshot;
  const { failureCodes, sfid, accountWebsite } = context;
  const submitting = snapshot.hasTag('submitting');
  // Spec §7: the save's failure is a flash message.
  useFailureFlash(failureCodes);
  const heading = offerHeading(sfid !== null);
  // What is typed between submits is kept over a reload as a draft, per account and offer (decision 124).
  const draft = useFormDraft(`partner-offer:${context.accountId}:${sfid ?? 'new'}`, context.values);
  const [form, { Field }] = useSchemaForm(offerFormSchema, draft.initial);
  const chart = useFreshErrors(context.errors, draft.restored);
  const { errorOf, edited } = chart;
  const valuesNow = () => ({ ...context.values, ...getValues(form) }) as OfferValues;
  const values = valuesNow();
  // Read here, so this render follows each field's message as Modular Forms checks it.
  const fieldErrors: Partial<Record<string, string>> = getErrors(form);

  /** A choice of the form and what it clears (spec §4); the messages shown are checked again with it. */
  const choose = (change: OfferChange) => {
    const before = valuesNow();
    const after = changeOffer(before, change, accountWebsite);
    const chosen = changedField(change) as FieldPath<OfferValues>;
    for (const name of Object.keys(after) as Array<FieldPath<OfferValues>>)
      if (after[name as keyof OfferValues] !== before[name as keyof OfferValues])
        setValue(form, name, after[name as keyof OfferValues] as never, {
          shouldTouched: name === chosen,
          shouldFocus: false,
        });
    edited([chosen]);
    const shown = Object.keys(getErrors(form));
    if (shown.length > 0) void validate(form, shown as Array<FieldPath<OfferValues>>, { shouldFocus: false });
  };
  /** Modular Forms' message of a field, or the chart's of the last submit until the field is edited. */
  const errorFor = (field: FieldStore<OfferValues, FieldPath<OfferValues>>) =>
    fieldErrors[field.name] || errorOf(field.name);
  const fields = { form: form as unknown as PathFormStore, disabled: submitting, chart };
  const textArea = (name: string, label: string, asked: boolean) => (
    <StoreTextAreaField
      {...fields}
      name={name}
      label={label}
      required
      maxLength={OFFER_LIMITS.text}
      asked={asked}
    />
  );
  const select = (
    name: 'primaryCategory' | 'onlineRedemptionOption' | 'inPersonRedemptionOption',
    label: string,
    list: readonly string[],
    placeholder: string,
    shown: boolean,
  ) => (
    <Field name={name}>
      {(field, props) =>
        shown ? (
          <SelectField
            {...props}
            label={label}
            required
            placeholder={placeholder}
            options={options(list)}
            disabled={submitting}
            value={field.value.value ?? ''}
            error={errorFor(field)}
            onChange={(e) => choose({ field: name, value: e.target.value } as OfferChange)}
          />
        ) : null
      }
    </Field>
  );
  const secondary = secondaryCategoriesFor(values.primaryCategory);
  const onlineOption = values.onlineRedemptionOption;
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
        // Every field's change bubbles here after Modular Forms has taken it: the draft follows the typing.
        onChange={() => draft.keep(valuesNow())}
        onSubmit={(e) => {
          e.preventDefault();
          draft.clear();
          send({ type: 'offer.submit', values: valuesNow() });
          void validate(form, { shouldFocus: true });
        }}
      >
        <Card title="Category">
          {select('primaryCategory', 'Primary Category', OFFER_CATEGORIES, 'Select a category...', true)}
          <Field name="secondaryCategories" type="string[]">
            {(field) => {
              const error = errorFor(field);
              return secondary.length > 0 ? (
                <fieldset
                  className={`partner-offer__categories${error ? ' checkbox-field--invalid' : ''}`}
                  aria-describedby={error ? 'offer-secondary-error' : 'offer-secondary-hint'}
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
                          choose({ field: 'secondaryCategory', value: category, checked: e.target.checked })
                        }
                      />
                    ))}
                  </div>
                  {error && (
                    <p className="form-field__error" id="offer-secondary-error" role="alert">
                      {error}
                    </p>
                  )}
                </fieldset>
              ) : null;
            }}
          </Field>
        </Card>
        <Card title="Offer">
          <Field name="offerType">
            {(field, props) => (
              <RadioGroup
                inputRef={props.ref}
                legend={
                  <>
                    Type of Offer<span aria-hidden="true"> *</span>
                  </>
                }
                name="offerType"
                options={OFFER_TYPES.map((value) => ({ value, label: value }))}
                value={field.value.value || null}
                error={errorFor(field)}
                onChange={(value) => choose({ field: 'offerType', value })}
              />
            )}
          </Field>
          {OFFER_AMOUNTS.map(({ offerType, ...amount }) => (
            <StoreTextField
              key={amount.name}
              {...fields}
              {...amount}
              required
              asked={values.offerType === offerType}
            />
          ))}
          {textArea('otherTypeDescription', 'Describe the Offer Type', values.offerType === 'Other')}
          {textArea('description', 'Offer Description', true)}
        </Card>
        <Card title="Redemption">
          <Field name="online" type="boolean">
            {(online, onlineProps) => {
              const error = errorFor(online);
              return (
                <fieldset
                  className={error ? 'checkbox-field--invalid' : undefined}
                  aria-describedby={error ? 'offer-redemption-error' : undefined}
                >
                  <legend>How do members redeem the offer?</legend>
                  <CheckboxField
                    {...onlineProps}
                    label="Online"
                    disabled={submitting}
                    checked={online.value.value ?? false}
                    onChange={(e) => choose({ field: 'online', value: e.target.checked })}
                  />
                  <Field name="inPerson" type="boolean">
                    {(inPerson) => (
                      <CheckboxField
                        label="In-Person"
                        disabled={submitting}
                        checked={inPerson.value.value ?? false}
                        onChange={(e) => choose({ field: 'inPerson', value: e.target.checked })}
                      />
                    )}
                  </Field>
                  {error && (
                    <p className="form-field__error" id="offer-redemption-error" role="alert">
                      {error}
                    </p>
                  )}
                </fieldset>
              );
            }}
          </Field>
          <div className="partner-offer__redemption" hidden={!values.online}>
            {select(
              'onlineRedemptionOption',
              'Online Redemption Option',
              ONLINE_OPTIONS,
              'Select an option...',
              values.online,
            )}
            <StoreTextField
              {...fields}
              name="promoCode"
              label="Promo Code"
              required
              maxLength={OFFER_LIMITS.promoCode}
              asked={values.online && onlineOption === 'Promo Code'}
            />
            {textArea(
              'onlineRedemptionInstructions',
              'Online Redemption Instructions',
              values.online && onlineOption === 'Other',
            )}
            <StoreTextField
              {...fields}
              name="websiteUrl"
              label="Website URL"
              type="url"
              required={onlineOption !== 'Promo Code' && onlineOption !== 'Other'}
              maxLength={OFFER_LIMITS.websiteUrl}
              hint="Where members redeem the offer, starting with https://"
              asked={values.online}
            />
          </div>
          <div className="partner-offer__redemption" hidden={!values.inPerson}>
            {select(
              'inPersonRedemptionOption',
              'In-Person Redemption Option',
              IN_PERSON_OPTIONS,
              'Select an option...',
              values.inPerson,
            )}
            {textArea(
              'inPersonRedemptionInstructions',
              'In-Person Redemption Instructions',
              values.inPerson && values.inPersonRedemptionOption === 'Other',
            )}
          </div>
        </Card>
        <p className="partner-offer__terms">{SAVINGS_CLUB_TERMS}</p>
        <Button type="submit" busy={submitting}>
          {sfid !== null ? 'Save Offer' : 'Create Offer'}
        </Button>
      </form>
    </div>
  );
}
