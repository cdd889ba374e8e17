// The renewal's own headings (spec §2 renewal flow), apart from the screens so the binding can name a step
// without loading it. The shared steps keep the purchase's headings (screens/purchase/purchase-headings.ts).
export const SELECTION_HEADING = 'Membership Selections';
export const RENEWAL_CONFIRMATION_HEADING = 'Thank you for renewing your membership';
export const UPGRADE_TO_GOLD = 'Upgrade to Gold Card';
export const RETURN_TO_MEMBER_CENTER = 'Return to Member Center';
export const RENEWAL_START_HEADING = 'Loading your membership…';
export const RENEWAL_START_FAILED_HEADING = 'We could not load your membership';
