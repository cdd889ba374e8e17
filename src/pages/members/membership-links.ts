// Where the dashboard's buttons lead for one membership (docs/routes.md: sub-paths of /members/memberships/$sfid).
export const membershipPaths = (sfid: string) => {
  const base = `/members/memberships/${encodeURIComponent(sfid)}`;
  return {
    page: base,
    billing: `${base}/billing`,
    enrolment: `${base}/billing/auto_renew_enrollment`,
    boats: `${base}/boats`,
    card: `${base}/membership_card`,
    renew: `${base}/renew`,
    lakeToGold: `${base}/upgrades/membership/selection`,
    trailerCare: `${base}/upgrades/trailer-care/selection`,
  };
};

/** The pickers that list every membership a journey applies to. */
export const pickerPaths = {
  renew: '/members/select-your-membership/renew-membership',
  lakeToGold: '/members/select-your-membership/upgrades/membership',
  trailerCare: '/members/select-your-membership/upgrades/trailer-care',
};
