// Cross-field rules of the offer form (companion spec §5 "Offer form"), applied to the offer as it will be
// stored (a create body, or an existing offer merged with a PATCH). Shapes and limits of single fields are
// validated from the OpenAPI document before this runs; these are the rules a field schema cannot express
// with the spec's own wording.
import { OFFER_LIMITS, OFFER_MESSAGES, type StoredOffer } from '@/machines/partner/offer-form';

export const REQUIRED = 'is required';

export type FieldErrors = Record<string, string[]>;

/** The value field each offer type needs. */
const valueFieldByType: Record<string, keyof StoredOffer> = {
  'Dollars Off': 'dollars_off__c',
  'Percentage Off': 'percent_off__c',
  Other: 'type_of_offer_other__c',
};

/** The detail field each online redemption option needs (promo code, instructions, or the website URL). */
const onlineFieldByOption: Record<string, keyof StoredOffer> = {
  'Promo Code': 'online_promo_code__c',
  Other: 'online_redemption_instructions__c',
  'Promotional URL': 'online_promotional_url__c',
  Rebate: 'online_promotional_url__c',
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function splitCategories(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Field errors keyed by dotted request path (`body.<field>`); empty when the offer is consistent. */
export function offerRuleErrors(offer: StoredOffer, categories: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[`body.${field}`] ??= []).push(message);
  };

  const valueField = offer.type_of_offer__c ? valueFieldByType[offer.type_of_offer__c] : undefined;
  if (valueField && isBlank(offer[valueField])) add(valueField, REQUIRED);

  const secondary = splitCategories(offer.secondary_category__c);
  if (secondary.length > OFFER_LIMITS.secondaryCategories)
    add('secondary_category__c', OFFER_MESSAGES.tooManyCategories);
  if (secondary.length > 0 && offer.primary_category__c === 'Other') {
    add('secondary_category__c', 'is not offered when the primary category is Other');
  }
  for (const category of secondary) {
    if (!categories.includes(category)) add('secondary_category__c', `'${category}' is not a category`);
    else if (category === offer.primary_category__c)
      add('secondary_category__c', 'must not repeat the primary category');
  }

  if (!offer.online_redemption__c && !offer.in_person_redemption__c)
    add('online_redemption__c', OFFER_MESSAGES.redemptionType);
  if (offer.online_redemption__c) {
    const option = offer.options_for_online_redemption__c;
    const detail = option ? onlineFieldByOption[option] : undefined;
    if (!option) add('options_for_online_redemption__c', REQUIRED);
    else if (detail && isBlank(offer[detail])) add(detail, REQUIRED);
  }
  if (offer.in_person_redemption__c) {
    if (isBlank(offer.options_for_in_store_redemption__c))
      add('options_for_in_store_redemption__c', REQUIRED);
    else if (
      offer.options_for_in_store_redemption__c === 'Other' &&
      isBlank(offer.in_person_redemption_instructions__c)
    ) {
      add('in_person_redemption_instructions__c', REQUIRED);
    }
  }
  return errors;
}
