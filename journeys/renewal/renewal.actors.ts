// The renewal's actors (spec §4 Renewal, §7): the purchase's own actors for the shared steps, and the two
// the renewal adds — the start (membership, price lists, the application account, the cart) and the
// save of a changed selection on the application's membership record.
import { fromPromise } from 'xstate';
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { paths } from '@/openapi/schema.gen';
import { HOME_PORT_TYPES, type HomePort, type HomePortType } from '@/machines/home-port/home-port-schema';
import { formatPhone } from '@/machines/forms/phone';
import { EMPTY_BOAT, type PurchaseBoat } from '@/machines/purchase/boat-form';
import { EMPTY_CONTACT, type PurchaseContact } from '@/machines/purchase/contact-form';
import type { TrailerCareChoice } from '@/machines/purchase/membership-types';
import { cartFromMembership } from '@/machines/renewal/renewal-cart';
import type {
  SaveSelectionInput,
  SavedSelection,
  StartRenewalInput,
  StartRenewalOutput,
} from '@/machines/renewal/renewal-types';
import {
  boatKey,
  browserPurchaseDeps,
  cartTrailerCare,
  lookupAnyCode,
  productsOf,
  purchaseActors,
  withCodes,
  type PurchaseActorDeps,
} from '@/journeys/purchase/purchase.actors';

type Dashboard = paths['/dashboard/{accountId}']['get']['responses']['200']['content']['application/json'];
type DashboardMembership = Dashboard['memberships'][number];
type Boat = DashboardMembership['boats'][number];
type CartMembershipType = NonNullable<
  NonNullable<
    paths['/utility/baseaccount/']['patch']['requestBody']
  >['content']['application/json']['membership__c']['shopping_cart_membership_type__c']
>;

const noMembership = () =>
  new ApiError(404, { codes: ['NO_ACCOUNT_FOUND'], message: 'No such membership on this account.' });

/** The cart's trailer care ('Trailer Care', 'Trailer Care Plus', 'No Trailer Care') as the chart's choice. */
function choiceOfCart(value: string | null | undefined): TrailerCareChoice | null {
  if (value === 'Trailer Care' || value === 'Trailer Care Plus') return value;
  return value === 'No Trailer Care' ? 'Do not upgrade' : null;
}

/**
 * The boat's local operator: the membership's when it is the boat's (or the boat names none); a boat
 * homed in another operator's area keeps its operator's id, with no name to show (the record carries
 * only the id; the home-port wizard finds the operator again when the port is changed).
 */
function operatorOf(boat: Boat, membership: DashboardMembership): HomePort['aor'] {
  const known = membership.aor && (!boat.aor__c || boat.aor__c === membership.aor.sfid);
  return known && membership.aor
    ? {
        id: membership.aor.sfid,
        name: membership.aor.name ?? '',
        description: membership.aor.description ?? '',
        phone: membership.aor.x24_hour_phone__c ?? '',
      }
    : { id: boat.aor__c ?? '', name: '', description: '', phone: '' };
}

/** The primary boat as the boat form shows it (spec §3 Boat ↔ the form's UI names). */
export function boatFormOf(boat: Boat, membership: DashboardMembership): PurchaseBoat {
  const type = HOME_PORT_TYPES.includes(boat.home_port_type__c as HomePortType)
    ? (boat.home_port_type__c as HomePortType)
    : null;
  const homePort: HomePort | null =
    type && boat.geolocation__latitude__s != null && boat.geolocation__longitude__s != null
      ? {
          homePortType: type,
          homePortName: boat.marina_name__c ?? '',
          address: boat.address__c ?? '',
          streetNumber: '',
          street: '',
          city: boat.home_port_city__c ?? '',
          state: boat.home_port_state__c ?? '',
          country: boat.home_port_country__c ?? '',
          lat: boat.geolocation__latitude__s,
          lng: boat.geolocation__longitude__s,
          aor: operatorOf(boat, membership),
        }
      : null;
  const other = !!boat.no_boat_reason__c;
  return {
    ...EMPTY_BOAT,
    ownership: other ? 'other' : 'own',
    boatName: boat.name__c,
    year: boat.year__c ?? '',
    length: boat.length__c == null ? '' : String(boat.length__c),
    boatMake: boat.boat_make__c ?? '',
    boatColor: boat.color__c ?? '',
    hullType: boat.hull_type__c ?? '',
    engineType: boat.engine_type__c ?? '',
    fuelType: boat.fuel_type__c ?? '',
    numberOfEngines: boat.number_of_engines__c == null ? '' : String(boat.number_of_engines__c),
    registrationNumber: boat.registration_document__c ?? '',
    noBoatReason: boat.no_boat_reason__c ?? '',
    boatClubName: boat.name_of_boat_club__c ?? '',
    homePort,
  };
}

const primaryBoatOf = (m: DashboardMembership): Boat | undefined =>
  m.boats.find((b) => b.sfid === m.primary_boat__c) ?? m.boats.find((b) => b.primary_boat__c) ?? m.boats[0];

/**
 * Spec §4 Renewal: the membership and the account's credits (dashboard), the price lists, the application
 * account (its contact and saved cart); the cart resets from the membership with the reset-cart flag,
 * otherwise it is the saved one; the membership's renewal promotion is applied where it carries on.
 */
export async function startRenewal(api: ApiClient, input: StartRenewalInput): Promise<StartRenewalOutput> {
  if (!input.accountId) throw noMembership();
  const accountId = input.accountId;
  const [productsBody, dashboard] = await Promise.all([
    api.GET('/products').then(dataOrThrow),
    api.GET('/dashboard/{accountId}', { params: { path: { accountId } } }).then(dataOrThrow),
  ]);
  const m = dashboard.memberships.find((x) => x.sfid === input.sfid);
  const application = {
    accountId: dashboard.account.heroku_external_id__c ?? null,
    contactId: m?.membership_contact__r__heroku_external_id__c ?? null,
    membershipId: m?.heroku_external_id__c ?? null,
  };
  if (!m || !application.accountId || !application.contactId || !application.membershipId)
    throw noMembership();
  const current = dataOrThrow(
    await api.POST('/utility/getbaseaccountfromhcextid/', {
      body: {
        account_hc_ext_id: application.accountId,
        contact_hc_ext_id: application.contactId,
        membership_hc_ext_id: application.membershipId,
      },
    }),
  );
  const account = current.account;
  const contact: PurchaseContact = {
    ...EMPTY_CONTACT,
    firstName: current.contact.firstname,
    lastName: current.contact.lastname,
    email: current.contact.email ?? '',
    // Spec §5: a phone field shows the mask (xxx) xxx-xxxx, the number on file too ('631-555-0199').
    mobilePhone: formatPhone(current.contact.mobilephone ?? current.contact.phone ?? ''),
    businessName: account.account_detail_type__c === 'Customer - Business' ? account.name : '',
    streetAddress: account.shippingstreet ?? '',
    city: account.shippingcity ?? '',
    state: account.shippingstate ?? '',
    postalCode: account.shippingpostalcode ?? '',
    country: account.shippingcountry ?? '',
    // The address on file counts as chosen: the member need not search it again.
    addressSource: account.shippingstreet ? 'suggestion' : null,
  };
  const fromMembership = cartFromMembership(m);
  const cartType = current.membership__c?.shopping_cart_membership_type__c ?? null;
  const saved: SavedSelection = {
    membershipType: cartType,
    trailerCare: choiceOfCart(current.membership__c?.shopping_cart_trailer_care_type__c) ?? 'Do not upgrade',
  };
  const selection = input.resetCart || !cartType ? fromMembership : saved;
  const boat = primaryBoatOf(m);
  const business = m.membership_status__c === 'Expired' ? 'Expired' : 'Renewal';
  let code: StartRenewalOutput['code'] = null;
  let codeErrors: string[] = [];
  if (m.renewal_promotion_code__c) {
    try {
      // The contract's code details do not carry promo_carries_on_renewal__c: a membership holds a renewal
      // promotion only when it carries on (decision 142), and the look-up refuses one no longer valid.
      code = await lookupAnyCode(api, {
        code: m.renewal_promotion_code__c,
        membershipType: null,
        flowType: business,
      });
    } catch (error) {
      codeErrors = error instanceof ApiError ? error.codes : ['UNKNOWN_ERROR'];
    }
  }
  return {
    products: productsOf(productsBody),
    facts: {
      sfid: m.sfid,
      membershipNumber: m.membership_number__c,
      currentType: m.membership_type__c,
      expired: m.membership_status__c === 'Expired',
      expirationDate: m.membership_expiration_date__c ?? null,
      hasBoats: boat !== undefined,
      referralCredits: Math.max(0, Math.floor(dashboard.account.referral_credits__c ?? 0)),
      saved: input.resetCart ? { membershipType: null, trailerCare: 'Do not upgrade' } : saved,
    },
    application,
    contact,
    boat: boat ? boatFormOf(boat, m) : null,
    boatId: boat ? boatKey(boat) : null,
    selection,
    code,
    codeErrors,
  };
}

/** Spec §4: a changed type or trailer care updates the application account's membership record. */
export async function saveSelection(api: ApiClient, input: SaveSelectionInput): Promise<void> {
  const ids = input.application;
  if (!ids.accountId || !ids.contactId || !ids.membershipId) throw noMembership();
  dataOrThrow(
    await api.PATCH('/utility/baseaccount/', {
      body: {
        account: { heroku_external_id__c: ids.accountId },
        contact: { heroku_external_id__c: ids.contactId },
        membership__c: {
          heroku_external_id__c: ids.membershipId,
          shopping_cart_membership_type__c: (input.selection.membershipType ?? '') as CartMembershipType,
          shopping_cart_trailer_care_type__c: cartTrailerCare(input.selection.trailerCare),
        },
      },
    }),
  );
}

export function renewalActors(api: ApiClient, deps: PurchaseActorDeps = browserPurchaseDeps) {
  return {
    ...purchaseActors(api, deps),
    startRenewal: fromPromise<StartRenewalOutput, StartRenewalInput>(({ input }) =>
      withCodes(() => startRenewal(api, input)),
    ),
    saveSelection: fromPromise<void, SaveSelectionInput>(({ input }) =>
      withCodes(() => saveSelection(api, input)),
    ),
  };
}
