// The upgrade screens' titles and headings (decision 181), apart from the screens so the bindings and the
// browser checks can name a step without loading it. The spec shows none but 'Return to Member Center'.
export const GOLD_UPGRADE_TITLE = 'Upgrade to Gold Card';
export const TRAILER_CARE_UPGRADE_TITLE = 'Trailer Care Upgrade';
export const UPGRADE_START_HEADING = 'Loading your membership…';
export const GOLD_OFFER_HEADING = 'Lake to Gold Upgrade';
export const TRAILER_CARE_SELECTION_HEADING = 'Choose Your Trailer Care';
export const TRAILER_CARE_UNAVAILABLE_HEADING = 'Trailer Care Not Available';
export const UPGRADE_PAYMENT_HEADING = 'Payment';
export const UPGRADE_CONFIRMATION_HEADING = 'Thank you for upgrading your membership';
export const RETURN_TO_MEMBER_CENTER = 'Return to Member Center';
export const BACK_TO_MEMBER_CENTER = 'Back to Member Center';
export const CONFIRM_UPGRADE = 'Confirm Upgrade';
export const SAME_AS_ACCOUNT_ADDRESS = 'Billing address is the same as my account address';
