// The purchase's later calls (purchase.actors.ts loads them on first use): the e-mail check, the
// application records (account, contact, membership), the primary boat, the referrer and the §7 manual card
// checkout, and the payload helpers the renewal and the upgrades share. Failures throw `ApiError`
// (api/api-error.ts). Card data goes to the checkout call only: never logged, never stored (decision 078).
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { ApiApplicationReferences, ApiCheckoutRequest, CartMembershipType } from '@/api/purchase-types';
import type {
  ApplicationIds,
  CheckEmailOutput,
  CheckoutInput,
  CheckoutOutput,
  Referrer,
  SaveApplicationInput,
  SaveBoatInput,
  SaveBoatOutput,
} from '@/machines/purchase/purchase-types';
import { adTrackingPayload, readAdTracking } from '@/journeys/purchase/ad-tracking';
import { boatKey, cartTrailerCare, type PurchaseActorDeps } from './purchase.actors';
import { billingAddressFor, boatFields, cardDetailsOf, type Address } from './record-fields';

type CheckoutRequest = ApiCheckoutRequest;

// ─── Application records ─────────────────────────────────────────────────────────────────────────────

function idsOf(answer: ApiApplicationReferences): ApplicationIds {
  return {
    accountId: answer.account.heroku_external_id__c ?? null,
    contactId: answer.contact.heroku_external_id__c ?? null,
    membershipId: answer.membership__c?.heroku_external_id__c ?? null,
  };
}

function applicationBody(input: SaveApplicationInput) {
  const c = input.contact;
  const fullName = `${c.firstName.trim()} ${c.lastName.trim()}`;
  return {
    account: {
      name: input.business && c.businessName.trim() !== '' ? c.businessName.trim() : fullName,
      account_detail_type__c: input.business
        ? ('Customer - Business' as const)
        : ('Customer - Retail' as const),
      shippingstreet: c.streetAddress.trim(),
      shippingcity: c.city.trim(),
      shippingstate: c.state.trim(),
      shippingpostalcode: c.postalCode.trim(),
      shippingcountry: c.country.trim(),
      phone: c.mobilePhone,
    },
    contact: {
      firstname: c.firstName.trim(),
      lastname: c.lastName.trim(),
      email: c.email.trim(),
      mobilephone: c.mobilePhone,
    },
    membership__c: {
      shopping_cart_membership_type__c: input.membershipType as CartMembershipType,
      shopping_cart_trailer_care_type__c: cartTrailerCare(input.trailerCare),
    },
  };
}

const hasRecords = (ids: ApplicationIds): ids is ApplicationIds & { accountId: string; contactId: string } =>
  Boolean(ids.accountId && ids.contactId);

/** The external ids of an update; without a membership id the server adds the missing record. */
function refs(ids: ApplicationIds & { accountId: string; contactId: string }) {
  return {
    account: { heroku_external_id__c: ids.accountId },
    contact: { heroku_external_id__c: ids.contactId },
    membership: ids.membershipId ? { heroku_external_id__c: ids.membershipId } : {},
  };
}

/**
 * Spec §4: a new application creates account, primary contact and membership record; a known one (this
 * session's, or an abandoned application found by the e-mail check) is updated — never duplicated.
 */
export async function saveApplicationRecords(
  api: ApiClient,
  input: SaveApplicationInput,
): Promise<ApplicationIds> {
  const body = applicationBody(input);
  const ids = input.application;
  if (!hasRecords(ids)) return idsOf(dataOrThrow(await api.POST('/utility/baseaccount/', { body })));
  const ref = refs(ids);
  return idsOf(
    dataOrThrow(
      await api.PATCH('/utility/baseaccount/', {
        body: {
          account: { ...ref.account, ...body.account },
          contact: { ...ref.contact, ...body.contact },
          membership__c: { ...ref.membership, ...body.membership__c },
        },
      }),
    ),
  );
}

// ─── Boat ────────────────────────────────────────────────────────────────────────────────────────────

function parseBoatKey(key: string): { sfid: string; id: number } | null {
  const [sfid, id] = key.split('|');
  const n = Number(id);
  return sfid && Number.isInteger(n) && n > 0 ? { sfid, id: n } : null;
}

/** Spec §4 Boat submit: no boat yet → create the primary boat (Active); otherwise update it. */
export async function saveBoatRecord(api: ApiClient, input: SaveBoatInput): Promise<SaveBoatOutput> {
  const ids = input.application;
  if (!hasRecords(ids)) throw new ApiError(404, { codes: ['NO_ACCOUNT_FOUND'], message: 'No application.' });
  // A Lake Card upgraded to Gold Card on this step: the application's membership follows (spec §4).
  const ref = refs(ids);
  const app = idsOf(
    dataOrThrow(
      await api.PATCH('/utility/baseaccount/', {
        body: {
          account: ref.account,
          contact: ref.contact,
          membership__c: {
            ...ref.membership,
            shopping_cart_membership_type__c: input.membershipType as CartMembershipType,
          },
        },
      }),
    ),
  );
  const fields = boatFields(input);
  const existing = input.boatId ? parseBoatKey(input.boatId) : null;
  if (existing) {
    const { name__c, ...rest } = fields;
    const updated = dataOrThrow(
      await api.PATCH('/boats', { body: { ...existing, ...rest, ...(name__c ? { name__c } : {}) } }),
    );
    return { boatId: boatKey(updated) };
  }
  const created = dataOrThrow(
    await api.POST('/boats', {
      body: {
        ...fields,
        related_membership__r__heroku_external_id__c: app.membershipId ?? ids.membershipId ?? '',
        account__r__heroku_external_id__c: ids.accountId,
        contact__r__heroku_external_id__c: ids.contactId,
      },
    }),
  );
  return { boatId: boatKey(created) };
}

// ─── Checkout ────────────────────────────────────────────────────────────────────────────────────────

/** The §7 manual payment payload (without the ad tracking the caller adds). */
export function checkoutPayload(
  input: CheckoutInput,
  billing: Address,
  ids: { account: string; membership: string },
): CheckoutRequest {
  const code = input.code;
  return {
    cc_details: { ...cardDetailsOf(input.card, billing), auto_renewal_agreement: input.autoRenew },
    donation_amount: input.donation,
    total_cost: input.total,
    account: { heroku_external_id__c: ids.account },
    membership__c: { heroku_external_id__c: ids.membership },
    renews_expiration_date: input.renews,
    shopping_cart_membership_type__c:
      input.membershipType as CheckoutRequest['shopping_cart_membership_type__c'],
    shopping_cart_trailer_care_type__c: cartTrailerCare(input.trailerCare),
    sms_opt_in__c: true,
    ...(input.referral ? { referred_by: input.referral.memberNumber } : {}),
    ...(input.referralId ? { referral_id: input.referralId } : {}),
    ...(input.referralCreditsUsed > 0 ? { referral_credits_used: input.referralCreditsUsed } : {}),
    ...(code
      ? code.type === 'activation'
        ? { activation_code_id: code.id }
        : { promo_code_id: code.id }
      : {}),
  };
}

/**
 * Spec §4 + §7: the application's records get the billing address, then one card charge under a fresh
 * Idempotency-Key (a retry after a failure is a new attempt with a new key; the chart never sends a
 * second submit while one is running, so a double click charges once).
 */
export async function runCheckout(
  api: ApiClient,
  input: CheckoutInput,
  deps: PurchaseActorDeps,
): Promise<CheckoutOutput> {
  const ids = input.application;
  if (!hasRecords(ids) || !ids.membershipId)
    throw new ApiError(404, { codes: ['NO_ACCOUNT_FOUND'], message: 'No application.' });
  const ref = refs(ids);
  // The address as the wizard holds it: an anonymous caller never reads the application back (decision 193).
  const billing = billingAddressFor(input.billing, input.shipping);
  dataOrThrow(
    await api.PATCH('/utility/baseaccount/', {
      body: {
        account: {
          ...ref.account,
          billingstreet: billing.street,
          billingcity: billing.city,
          billingstate: billing.state,
          billingpostalcode: billing.postalCode,
          billingcountry: billing.country,
        },
        contact: ref.contact,
        membership__c: {
          ...ref.membership,
          shopping_cart_membership_type__c: input.membershipType as CartMembershipType,
          shopping_cart_trailer_care_type__c: cartTrailerCare(input.trailerCare),
        },
      },
    }),
  );
  const tracking = adTrackingPayload(readAdTracking(deps.trackingStorage(), deps.now()));
  const payload = checkoutPayload(input, billing, { account: ids.accountId, membership: ids.membershipId });
  // The chart's refId (the flow's input) wins over the one remembered from an earlier landing.
  const body: CheckoutRequest = { ...tracking, ...payload };
  const memberships = dataOrThrow(
    await api.POST('/authorizenet/checkout', {
      params: { header: { 'Idempotency-Key': deps.newIdempotencyKey() } },
      body,
    }),
  );
  const bought = memberships.find((m) => m.heroku_external_id__c === ids.membershipId) ?? memberships[0];
  if (!bought?.membership_number__c || !bought.membership_expiration_date__c)
    throw new ApiError(200, {
      codes: ['AUTHNET_NULL_RESPONSE'],
      message: 'The checkout answer is incomplete.',
    });
  return {
    membershipNumber: bought.membership_number__c,
    expirationDate: bought.membership_expiration_date__c,
  };
}

export async function checkEmail(api: ApiClient, email: string): Promise<CheckEmailOutput> {
  const answer = dataOrThrow(
    await api.GET('/utility/primarycontactemailexists/{email}', {
      params: { path: { email: email.trim() } },
    }),
  );
  return { contactExists: answer.contact_exists, abandonedAccount: answer.abandoned_account };
}

export async function lookupReferrer(api: ApiClient, memberNumber: string): Promise<Referrer> {
  const answer = dataOrThrow(
    await api.GET('/utility/referrer/{memberNumber}', {
      params: { path: { memberNumber: memberNumber.trim() } },
    }),
  );
  return {
    memberNumber: answer.referring_member_number__c,
    name: answer.referring_member_name__c,
    accountId: null,
  };
}
