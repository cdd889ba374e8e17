// Fault cases that found a defect its chart's owners have still to fix (decision 113): the generated suite
// skips each with its reason and `docs/journeys/<flow>.md` lists it. Remove an entry once it is fixed.
const START_WAITS_FOR_PAGE =
  "the driver's start waits for the upgrade page, which a failed opening call leaves for the error page";

/** Per `<flow id>.<actor>`: what goes wrong. */
export const FAULT_DEFECTS: Readonly<Record<string, string>> = {
  'membershipPicker.loadMemberships':
    'the picker answers a failed load on its own page instead of the spec §8 server-error page',
  'renewal.startRenewal':
    "coming back from the error page, the renewal loads the membership again instead of showing its own 'We could not load your membership'",
  'upgradeMembership.startUpgrade': START_WAITS_FOR_PAGE,
  'upgradeTrailerCare.startUpgrade': START_WAITS_FOR_PAGE,
};
