// The purchase screens' headings and dialog titles (spec strings), apart from the screens so the binding
// and the browser checks can name a step without loading its screen.
import { purchaseSummary } from '@/machines/purchase/summary';
import type { PurchaseSnapshot } from './purchase-screen-props';

export const BOATS_HEADING = 'Primary Boat Information';
export const LAKE_CARD_DIALOG_TITLE = 'Lake Card Not Available in Your Area';
export const CONFIRMATION_HEADING = 'Welcome to Sea Tow!';
export const CONTACT_HEADING = 'Contact Info';
export const EMAIL_ON_FILE_TITLE = 'Email Address Already on File';
export const NO_MEMBERSHIP_HEADING = 'No Membership Found';
export const EXISTING_MEMBER_HEADING = 'Existing Member';
export const OPT_OUT_TITLE = 'Turn Off Automatic Renewal?';
export const TERMS_HEADING = 'Terms & Conditions';
export const TYPE_ALL_HEADING = 'Sea Tow Membership Options';
export const TYPE_SELECTED_HEADING = 'Our Recommendation';
export const ACTIVATE_TRIAL_HEADING = 'Activate Trial';
export const QUESTIONNAIRE_HEADING = 'Membership Advisor';

/** The recommendation step's heading: 'Activate Trial' under a trial promotion. */
export function typeSelectedHeading(snapshot: PurchaseSnapshot): string {
  return purchaseSummary(snapshot.context).trial ? ACTIVATE_TRIAL_HEADING : TYPE_SELECTED_HEADING;
}
