// The boats page's headings and dialog title (spec strings), apart from the screens so the bindings and the
// browser checks can name a step without loading its screen.
export const BOATS_PAGE_HEADING = 'Boat & Home Port Information';
export const PRIMARY_BOAT_TITLE = 'Primary Boat';
export const ADDITIONAL_BOATS_TITLE = 'Additional Boats';
export const NO_BOATS = 'No boats associated with this membership';
export const ADD_BOAT_HEADING = 'Add a New Boat';
export const ADD_OTHER_HEADING = 'Add Other';
export const EDIT_BOAT_HEADING = 'Edit Boat';
export const EDIT_OTHER_BOAT_HEADING = 'Edit Other Boat';
export const REMOVE_BOAT_TITLE = 'Remove Boat';
export const SAVE_BOAT = 'Save Boat';
