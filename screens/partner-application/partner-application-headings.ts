// The headings of the programs application pages, so the bindings and pages can name a step without loading
// its screen (companion spec §2.2; the form's and create-account's headings are chosen, decision 160).
export const APPLICATION_HEADING = 'Programs Participant Application';
export const CREATE_ACCOUNT_HEADING = 'Create Your Programs Login';
export const SUBMITTED_HEADING = 'Application Submitted!';
export const THANK_YOU_HEADING = 'Thank you for applying!';
