// An offer's value in a few words (partner spec §3 'Savings Club offer'), as the Member Center's teaser,
// the member's offer list and the offer page title it. Its own module: the teaser is on the Member Center's
// first screen, which should not load the search's criteria and categories with it.

/** The offer's value in a few words: '$20 off', '15% off', the 'Other' text, else its type. */
export function offerHeadline(offer: {
  type_of_offer__c: string;
  dollars_off__c?: number | null;
  percent_off__c?: number | null;
  type_of_offer_other__c?: string | null;
}): string {
  if (offer.type_of_offer__c === 'Dollars Off' && offer.dollars_off__c) return `$${offer.dollars_off__c} off`;
  if (offer.type_of_offer__c === 'Percentage Off' && offer.percent_off__c)
    return `${offer.percent_off__c}% off`;
  if (offer.type_of_offer__c === 'Other' && offer.type_of_offer_other__c) return offer.type_of_offer_other__c;
  return offer.type_of_offer__c;
}
