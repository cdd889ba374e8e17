// Stable, readable ids of the seed (docs/sandbox.md). Tests, docs and demos may rely on them.
//
//   accounts      acc-<persona>          acc-gold, acc-lake, acc-fleet, acc-partner, acc-temp-partner, …
//                 acc-sponsor-<slug>     sponsors of subsidized and monthly accounts (acc-sponsor-bay-yacht-club)
//   contacts      con-<persona>          the Primary Contact (Business Owner for partners); con-gold-spouse
//   memberships   mem-<persona>          fleet: mem-fleet-gold, mem-fleet-lake, mem-fleet-commercial
//   boats         boat-<persona>-<slug>  boat-gold-sea-breeze (primary), boat-gold-little-tern, boat-lake-loon, …
//   users (sub)   idp|<persona>          idp|gold, idp|social, idp|nomember, idp|partner, …
//   places        place-<slug>           place-sag-harbor, place-lake-george, place-toronto, …
//   operators     aor-<slug>             aor-sag-harbor (the local operator of place-sag-harbor), …
//   codes         code-<code>            code-SAVE20, code-LAKEKIT, …
//   offers        offer-<partner>-<n>    offer-partner-1 … offer-partner-7
//   media         video-1 … video-4, post-1 … post-4
//   fulfillments  ful-<persona>-<n>
//   referrals     random UUIDs on every seed: a referral id is the referred visitor's link and must not be
//                 guessable (decision 193); find gold's two by referring_member_account_id__c = 'acc-gold'
export const persona = (name: string) => ({
  account: `acc-${name}`,
  contact: `con-${name}`,
  membership: `mem-${name}`,
  user: `idp|${name}`,
});

export const SANDBOX_PASSWORD = 'Sandbox!2026';
export const SUPPORT_PHONE = '1-800-555-0142';
export const SUPPORT_EMAIL = 'support@example.com';
