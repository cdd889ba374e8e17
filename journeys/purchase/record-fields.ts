// The contract's record values of a boat and of a card charge, shared by the purchase's later calls
// (purchase.calls.ts), the upgrades' payment and the member boat form: pure, and apart from the calls so a
// journey's first screen that needs one of them does not load the purchase's calls.
import type { ApiBoatFields, ApiCheckoutRequest } from '@/api/purchase-types';
import type { CardFields } from '@/machines/forms/card-form';
import type { BillingAddress, SaveBoatInput } from '@/machines/purchase/purchase-types';

export function boatFields(input: Pick<SaveBoatInput, 'boat'>) {
  const b = input.boat;
  const port = b.homePort;
  const name =
    b.boatName ??
    ([b.year, b.boatMake].filter((v) => v !== null && v !== '').join(' ') ||
      (b.noBoatReason ?? 'Primary Boat'));
  return {
    name__c: name.slice(0, 80),
    // Spec §4: the other-boat form nulls make, length and year; the regular form nulls the reason.
    boat_make__c: b.boatMake,
    year__c: b.year === null ? null : String(b.year),
    length__c: b.length,
    color__c: b.boatColor,
    hull_type__c: b.hullType as ApiBoatFields['hull_type__c'],
    engine_type__c: b.engineType as ApiBoatFields['engine_type__c'],
    fuel_type__c: b.fuelType as ApiBoatFields['fuel_type__c'],
    number_of_engines__c: b.numberOfEngines,
    registration_document__c: b.registrationNumber,
    no_boat_reason__c: b.noBoatReason as ApiBoatFields['no_boat_reason__c'],
    name_of_boat_club__c: b.boatClubName,
    home_port_type__c: port.homePortType as NonNullable<ApiBoatFields['home_port_type__c']>,
    home_port_city__c: port.city || null,
    home_port_state__c: port.state || null,
    home_port_country__c: port.country || null,
    marina_name__c: port.homePortName || null,
    address__c: port.address || null,
    geolocation__latitude__s: port.lat,
    geolocation__longitude__s: port.lng,
    aor__c: port.aor.id || null,
  };
}

export type Address = Omit<BillingAddress, 'sameAsShipping'>;

/**
 * Spec §4: billing defaults to the shipping address when the billing street is empty or matches it;
 * the country defaults to United States when there is no billing street.
 */
export function billingAddressFor(billing: Address, shipping: Address | null): Address {
  const street = billing.street.trim();
  if (shipping && (street === '' || street.toLowerCase() === shipping.street.trim().toLowerCase()))
    return { ...shipping, country: shipping.country || 'US' };
  return street === '' ? { ...billing, country: 'US' } : billing;
}

/** §7 cc_details of every card charge: the number's and code's digits, the expiry as typed (MM/YY). */
export function cardDetailsOf(card: CardFields, billing: Address): ApiCheckoutRequest['cc_details'] {
  return {
    billingaddress: {
      street: billing.street,
      city: billing.city,
      state: billing.state,
      postalcode: billing.postalCode,
      country: billing.country,
    },
    cc_number: card.cardNumber.replace(/\D/g, ''),
    exp_date: card.cardExpirationDate.trim(),
    ccv: card.securityCode.trim(),
  };
}
