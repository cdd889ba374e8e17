// The Savings Club offer form (companion spec §3 'Offer form fields', §4 'Offer form dynamics', §5 'Offer
// form', §9 limits and lists): one valibot schema, built for the choices that change which fields are asked
// (offer type, online and in-person redemption and their options), whose output is the offer call's body
// with the backend names; and the form's dynamics, one change at a time.
import * as v from 'valibot';
import { isWebUrl, urlNotValid } from '../forms/web-url';
import { OFFER_CATEGORIES, type OfferCategory } from '../savings-club/offer-categories';

export const OFFER_TYPES = ['Dollars Off', 'Percentage Off', 'Other'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const ONLINE_OPTIONS = ['Promo Code', 'Promotional URL', 'Rebate', 'Other'] as const;
export type OnlineOption = (typeof ONLINE_OPTIONS)[number];
export const IN_PERSON_OPTIONS = ['Present Membership Card', 'Rebate', 'Other'] as const;
export type InPersonOption = (typeof IN_PERSON_OPTIONS)[number];

/** Spec §5 and §9 limits. */
export const OFFER_LIMITS = { text: 1000, promoCode: 32, websiteUrl: 255, secondaryCategories: 3 } as const;

/** Spec §5 and §8 verbatim where the spec words them; the rest in the same voice. */
export const OFFER_MESSAGES = {
  primaryCategory: 'Primary category is required.',
  tooManyCategories: 'You may only select up to 3 additional categories',
  offerType: 'Type of offer is required.',
  dollarsOff: 'Please enter a dollar amount greater than 0',
  percentageOff: 'Please enter a whole percentage from 1 to 100',
  otherTypeDescription: 'Please describe the offer type.',
  otherTypeTooLong: 'The offer type description must be at most 1000 characters.',
  description: 'Offer description is required.',
  descriptionTooLong: 'Offer description must be at most 1000 characters.',
  redemptionType: 'You must select at least one Redemption Type for your offer.',
  onlineOption: 'Please choose how members redeem the offer online.',
  promoCode: 'Promo code is required.',
  promoCodeTooLong: 'Promo code must be at most 32 characters.',
  instructions: 'Redemption instructions are required.',
  instructionsTooLong: 'Redemption instructions must be at most 1000 characters.',
  websiteUrlRequired: 'Website URL is required.',
  websiteUrl: urlNotValid('Website URL'),
  websiteUrlTooLong: 'Website URL must be at most 255 characters.',
  inPersonOption: 'Please choose how members redeem the offer in person.',
} as const;

/** A new offer: nothing chosen; the website is the account's public URL (spec §4). */
export function emptyOffer(accountWebsite: string): OfferValues {
  return {
    primaryCategory: '',
    secondaryCategories: [],
    offerType: '',
    dollarsOff: '',
    percentageOff: '',
    otherTypeDescription: '',
    description: '',
    online: false,
    onlineRedemptionOption: '',
    promoCode: '',
    onlineRedemptionInstructions: '',
    websiteUrl: accountWebsite,
    inPerson: false,
    inPersonRedemptionOption: '',
    inPersonRedemptionInstructions: '',
  };
}

/** The fields the partner types (the others are chosen). */
export type OfferTextField =
  | 'dollarsOff'
  | 'percentageOff'
  | 'otherTypeDescription'
  | 'description'
  | 'promoCode'
  | 'onlineRedemptionInstructions'
  | 'websiteUrl'
  | 'inPersonRedemptionInstructions';

export type OfferChange =
  | { field: 'primaryCategory'; value: OfferCategory | '' }
  | { field: 'secondaryCategory'; value: OfferCategory; checked: boolean }
  | { field: 'offerType'; value: OfferType | '' }
  | { field: 'onlineRedemptionOption'; value: OnlineOption | '' }
  | { field: 'inPersonRedemptionOption'; value: InPersonOption | '' }
  | { field: 'online' | 'inPerson'; value: boolean }
  | { field: OfferTextField; value: string };

/** The error key a change answers for (a secondary category box answers for the list). */
export const changedField = (change: OfferChange): string =>
  change.field === 'secondaryCategory' ? 'secondaryCategories' : change.field;

/** Secondary categories are offered only for a chosen primary that is not Other, and never repeat it. */
export const secondaryCategoriesFor = (primary: OfferCategory | ''): OfferCategory[] =>
  primary === '' || primary === 'Other' ? [] : OFFER_CATEGORIES.filter((c) => c !== primary);

/**
 * One change of the form (spec §4 'Offer form dynamics'): a new type clears the values; unchecking online
 * clears its option, promo code, instructions and website (checking it again brings back the account's
 * website); a new online option clears the promo code and instructions; unchecking in-person clears its
 * option and instructions; a new primary category drops itself from the secondary ones, or all of them
 * when it is Other or none.
 */
export function changeOffer(values: OfferValues, change: OfferChange, accountWebsite: string): OfferValues {
  switch (change.field) {
    case 'primaryCategory': {
      const offered = secondaryCategoriesFor(change.value);
      return {
        ...values,
        primaryCategory: change.value,
        secondaryCategories: values.secondaryCategories.filter((c) => offered.includes(c)),
      };
    }
    case 'secondaryCategory': {
      const others = values.secondaryCategories.filter((c) => c !== change.value);
      return { ...values, secondaryCategories: change.checked ? [...others, change.value] : others };
    }
    case 'offerType':
      return {
        ...values,
        offerType: change.value,
        dollarsOff: '',
        percentageOff: '',
        otherTypeDescription: '',
      };
    case 'online':
      return change.value
        ? { ...values, online: true, websiteUrl: values.websiteUrl || accountWebsite }
        : {
            ...values,
            online: false,
            onlineRedemptionOption: '',
            promoCode: '',
            onlineRedemptionInstructions: '',
            websiteUrl: '',
          };
    case 'onlineRedemptionOption':
      return {
        ...values,
        onlineRedemptionOption: change.value,
        promoCode: '',
        onlineRedemptionInstructions: '',
      };
    case 'inPerson':
      return change.value
        ? { ...values, inPerson: true }
        : { ...values, inPerson: false, inPersonRedemptionOption: '', inPersonRedemptionInstructions: '' };
    default:
      return { ...values, [change.field]: change.value };
  }
}

/** The offer call's body (backend names, spec §3), without the account or sfid the chart adds. */
export interface OfferBody {
  primary_category__c: OfferCategory;
  secondary_category__c: string;
  type_of_offer__c: OfferType;
  dollars_off__c?: number;
  percent_off__c?: number;
  type_of_offer_other__c?: string;
  offer_description__c: string;
  online_redemption__c: boolean;
  options_for_online_redemption__c?: OnlineOption;
  online_promo_code__c?: string;
  online_redemption_instructions__c?: string;
  online_promotional_url__c?: string;
  in_person_redemption__c: boolean;
  options_for_in_store_redemption__c?: InPersonOption;
  in_person_redemption_instructions__c?: string;
}

const text = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
/** One of `options`, or '' until chosen; the output is the chosen option. */
const choice = <T extends string>(options: readonly T[]) => v.picklist([...options, ''] as const);
const chosen = <T extends string>(options: readonly T[], message: string) =>
  v.pipe(
    choice(options),
    v.check((value) => value !== '', message),
    v.transform((value) => value as T),
  );
const MONEY = /^\d+(\.\d{1,2})?$/;

/** What decides which fields the form asks (spec §4 'Offer form dynamics'). */
export interface OfferChoices {
  offerType: string;
  online: boolean;
  inPerson: boolean;
  onlineRedemptionOption: string;
  inPersonRedemptionOption: string;
}

/** The form's schema for what is chosen now (offer type, redemption types and options). */
export function offerSchema(values: OfferChoices) {
  const option = values.onlineRedemptionOption;
  // Spec §5: the website is asked unless the option is a promo code or Other; there it is optional.
  const websiteRequired = values.online && option !== 'Promo Code' && option !== 'Other';
  return v.pipe(
    v.object({
      primaryCategory: chosen(OFFER_CATEGORIES, OFFER_MESSAGES.primaryCategory),
      secondaryCategories: v.pipe(
        v.array(v.picklist(OFFER_CATEGORIES)),
        v.maxLength(OFFER_LIMITS.secondaryCategories, OFFER_MESSAGES.tooManyCategories),
      ),
      offerType: chosen(OFFER_TYPES, OFFER_MESSAGES.offerType),
      dollarsOff:
        values.offerType === 'Dollars Off'
          ? v.pipe(
              v.string(),
              v.trim(),
              v.transform((value) => value.replace(/^\$/, '')),
              v.check((value) => MONEY.test(value) && Number(value) > 0, OFFER_MESSAGES.dollarsOff),
              v.transform(Number),
            )
          : v.string(),
      percentageOff:
        values.offerType === 'Percentage Off'
          ? v.pipe(
              v.string(),
              v.trim(),
              v.transform((value) => value.replace(/%$/, '')),
              v.check(
                (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100,
                OFFER_MESSAGES.percentageOff,
              ),
              v.transform(Number),
            )
          : v.string(),
      otherTypeDescription:
        values.offerType === 'Other'
          ? text(OFFER_MESSAGES.otherTypeDescription, OFFER_LIMITS.text, OFFER_MESSAGES.otherTypeTooLong)
          : v.string(),
      description: text(OFFER_MESSAGES.description, OFFER_LIMITS.text, OFFER_MESSAGES.descriptionTooLong),
      // The redemption question carries its message on its first box (spec §5: at least one).
      online: v.pipe(
        v.boolean(),
        v.check(() => values.online || values.inPerson, OFFER_MESSAGES.redemptionType),
      ),
      onlineRedemptionOption: values.online
        ? chosen(ONLINE_OPTIONS, OFFER_MESSAGES.onlineOption)
        : choice(ONLINE_OPTIONS),
      promoCode:
        values.online && option === 'Promo Code'
          ? text(OFFER_MESSAGES.promoCode, OFFER_LIMITS.promoCode, OFFER_MESSAGES.promoCodeTooLong)
          : v.string(),
      onlineRedemptionInstructions:
        values.online && option === 'Other'
          ? text(OFFER_MESSAGES.instructions, OFFER_LIMITS.text, OFFER_MESSAGES.instructionsTooLong)
          : v.string(),
      websiteUrl: values.online
        ? v.pipe(
            v.string(),
            v.trim(),
            v.check((value) => value !== '' || !websiteRequired, OFFER_MESSAGES.websiteUrlRequired),
            v.check((value) => value === '' || isWebUrl(value), OFFER_MESSAGES.websiteUrl),
            v.maxLength(OFFER_LIMITS.websiteUrl, OFFER_MESSAGES.websiteUrlTooLong),
          )
        : v.string(),
      inPerson: v.boolean(),
      inPersonRedemptionOption: values.inPerson
        ? chosen(IN_PERSON_OPTIONS, OFFER_MESSAGES.inPersonOption)
        : choice(IN_PERSON_OPTIONS),
      inPersonRedemptionInstructions:
        values.inPerson && values.inPersonRedemptionOption === 'Other'
          ? text(OFFER_MESSAGES.instructions, OFFER_LIMITS.text, OFFER_MESSAGES.instructionsTooLong)
          : v.string(),
    }),
    v.transform((form): OfferBody => {
      const onlineOption = form.online ? (form.onlineRedemptionOption as OnlineOption) : undefined;
      const inPersonOption = form.inPerson ? (form.inPersonRedemptionOption as InPersonOption) : undefined;
      return {
        primary_category__c: form.primaryCategory,
        secondary_category__c: form.secondaryCategories.join(';'),
        type_of_offer__c: form.offerType,
        ...(form.offerType === 'Dollars Off' ? { dollars_off__c: form.dollarsOff as number } : {}),
        ...(form.offerType === 'Percentage Off' ? { percent_off__c: form.percentageOff as number } : {}),
        ...(form.offerType === 'Other'
          ? { type_of_offer_other__c: form.otherTypeDescription as string }
          : {}),
        offer_description__c: form.description,
        online_redemption__c: form.online,
        ...(onlineOption ? { options_for_online_redemption__c: onlineOption } : {}),
        ...(onlineOption === 'Promo Code' ? { online_promo_code__c: form.promoCode as string } : {}),
        ...(onlineOption === 'Other'
          ? { online_redemption_instructions__c: form.onlineRedemptionInstructions as string }
          : {}),
        ...(onlineOption && form.websiteUrl ? { online_promotional_url__c: form.websiteUrl as string } : {}),
        in_person_redemption__c: form.inPerson,
        ...(inPersonOption ? { options_for_in_store_redemption__c: inPersonOption } : {}),
        ...(inPersonOption === 'Other'
          ? { in_person_redemption_instructions__c: form.inPersonRedemptionInstructions as string }
          : {}),
      };
    }),
  );
}

/** The form's values as typed, in the spec's UI names. */
export type OfferValues = v.InferInput<ReturnType<typeof offerSchema>>;

const choicesOf = (input: unknown): OfferChoices => {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    offerType: text(given.offerType),
    online: given.online === true,
    inPerson: given.inPerson === true,
    onlineRedemptionOption: text(given.onlineRedemptionOption),
    inPersonRedemptionOption: text(given.inPersonRedemptionOption),
  };
};

/**
 * The offer form's one schema: the rules its own choices ask for (`offerSchema`), so the chart and the
 * screen check any values with it alone.
 */
export const offerFormSchema = v.lazy((input) => offerSchema(choicesOf(input)));

/** An offer as stored (backend names): what the edit form reads back and the sandbox's offer rules check. */
export interface StoredOffer {
  primary_category__c?: string | null;
  secondary_category__c?: string | null;
  type_of_offer__c?: string | null;
  dollars_off__c?: number | string | null;
  percent_off__c?: number | string | null;
  type_of_offer_other__c?: string | null;
  offer_description__c?: string | null;
  online_redemption__c?: boolean | null;
  options_for_online_redemption__c?: string | null;
  online_promo_code__c?: string | null;
  online_redemption_instructions__c?: string | null;
  online_promotional_url__c?: string | null;
  in_person_redemption__c?: boolean | null;
  options_for_in_store_redemption__c?: string | null;
  in_person_redemption_instructions__c?: string | null;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): T | '' =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : '';
const numberText = (value: number | string | null | undefined) =>
  value == null ? '' : String(Number(value));

/** The edit form's values from a stored offer (only what its type and redemption types use). */
export function offerValuesOf(offer: StoredOffer): OfferValues {
  const offerType = oneOf(OFFER_TYPES, offer.type_of_offer__c);
  const online = offer.online_redemption__c === true;
  const inPerson = offer.in_person_redemption__c === true;
  const primaryCategory = oneOf(OFFER_CATEGORIES, offer.primary_category__c);
  return {
    primaryCategory,
    secondaryCategories: (offer.secondary_category__c ?? '')
      .split(';')
      .map((c) => oneOf(OFFER_CATEGORIES, c.trim()))
      .filter((c): c is OfferCategory => c !== '' && secondaryCategoriesFor(primaryCategory).includes(c)),
    offerType,
    dollarsOff: offerType === 'Dollars Off' ? numberText(offer.dollars_off__c) : '',
    percentageOff: offerType === 'Percentage Off' ? numberText(offer.percent_off__c) : '',
    otherTypeDescription: offerType === 'Other' ? (offer.type_of_offer_other__c ?? '') : '',
    description: offer.offer_description__c ?? '',
    online,
    onlineRedemptionOption: online ? oneOf(ONLINE_OPTIONS, offer.options_for_online_redemption__c) : '',
    promoCode: online ? (offer.online_promo_code__c ?? '') : '',
    onlineRedemptionInstructions: online ? (offer.online_redemption_instructions__c ?? '') : '',
    websiteUrl: online ? (offer.online_promotional_url__c ?? '') : '',
    inPerson,
    inPersonRedemptionOption: inPerson
      ? oneOf(IN_PERSON_OPTIONS, offer.options_for_in_store_redemption__c)
      : '',
    inPersonRedemptionInstructions: inPerson ? (offer.in_person_redemption_instructions__c ?? '') : '',
  };
}
