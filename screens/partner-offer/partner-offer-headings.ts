// Headings of the offer pages, so routes and tests can name them without loading the screens.
export const CREATE_OFFER_HEADING = 'Create New Offer';
export const EDIT_OFFER_HEADING = 'Edit Offer';
export const OFFER_CREATED_HEADING = 'Offer Created!';

export const offerHeading = (editing: boolean): string =>
  editing ? EDIT_OFFER_HEADING : CREATE_OFFER_HEADING;
