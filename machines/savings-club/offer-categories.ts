// The Savings Club offer categories (companion spec §9), one list for the partner's offer form, the member
// search and the sandbox's offer rules.

/** Spec §9, in the spec's order. */
export const OFFER_CATEGORIES = [
  'Apparel',
  'Charters, Rentals & Travel',
  'Dining',
  'Education',
  'Electronics & Navigation',
  'Entertainment',
  'Fishing',
  'Fuel',
  'Equipment & Supplies',
  'Marinas, Dockage & Storage',
  'Retail',
  'Safety',
  'Services & Repair',
  'Other',
] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
