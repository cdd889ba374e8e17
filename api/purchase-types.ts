// Contract types of the new-member purchase calls (member spec §7), for the flow's actors (flows/ may
// read the contract only through api/).
import type { components } from '@/openapi/schema.gen';

type Schemas = components['schemas'];

export type ApiProduct = Schemas['Product'];
export type ApiCodeDetails = Schemas['CodeDetails'];
export type ApiAccount = Schemas['Account'];
export type ApiApplicationReferences = Schemas['ApplicationReferences'];
export type ApiBoatFields = Schemas['BoatFields'];
export type ApiCheckoutRequest = Schemas['CheckoutRequest'];
export type CartMembershipType = NonNullable<
  Schemas['ApplicationMembershipFields']['shopping_cart_membership_type__c']
>;
export type CartTrailerCare = NonNullable<
  Schemas['ApplicationMembershipFields']['shopping_cart_trailer_care_type__c']
>;
