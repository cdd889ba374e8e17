// Spec 000, the member portal: every rule, where it lives and the tests that check it (decision 245).
import { rule, type SpecRules } from './spec-rule';

const s1 = [
  rule(
    '§1',
    "Types: Gold Card, Lake Card, Commercial Card, Professional Mariner Card, Fleet Card, Lake Fleet Card, Trial Membership, and the 'Lake to Gold Upgrade' product",
    ['machines/purchase/membership-types.ts', 'sandbox/db/seed/catalog.ts'],
    [
      'tests/contract/products-and-places.test.ts › answers the docs/sandbox.md yearly prices by family',
      'tests/contract/seed.test.ts › has every price and fee',
    ],
  ),
  rule(
    '§1',
    'Add the Trailer Care add-on (Trailer Care, or Trailer Care Plus) to a Gold Card or Lake Card',
    ['machines/purchase/membership-types.ts', 'machines/upgrades/trailer-care-levels.ts'],
    [
      'tests/unit/purchase-advisor.test.ts › offers trailer care for Gold and Lake only',
      'tests/browser/upgrades.test.ts › gold@: adds trailer care, both levels offered',
    ],
  ),
  rule(
    '§1',
    'Visitors with no login buy through a guided flow; existing members who have no portal login register their membership number and expiry date',
    ['machines/purchase.machine.ts', 'machines/registration.machine.ts'],
    [
      'tests/unit/purchase-advisor.test.ts › sends an anonymous visitor to the questionnaire',
      'tests/browser/registration-and-referrals.test.ts › steers a login without an account to the form',
    ],
  ),
  rule(
    '§1',
    'Login is through an external identity provider with an authorization-code flow and a code challenge; social-login users are supported',
    ['src/auth/pkce.ts', 'src/pages/auth/login-page.tsx', 'sandbox/routes/idp.ts'],
    [
      'src/auth/pkce.test.ts › computes the S256 challenge',
      'tests/contract/auth.test.ts › the social button signs in social@example.com with the social flag',
      'tests/browser/sign-in.test.ts › signs in as gold@example.com, sees the welcome, and signs out',
    ],
  ),
  rule(
    '§1',
    'There are two portals: members and programs (partners)',
    ['src/router/page-routes.ts', 'src/pages/programs/programs-routes.tsx'],
    ['tests/dom/header.test.tsx › names and links the programs portal on its pages'],
  ),
  rule(
    '§1',
    'A test mode with stubbed data exists, selected by a configuration flag',
    ['src/config.ts'],
    [
      'src/config.test.ts › has the documented defaults',
      'src/config.test.ts › reads flags and values from the environment',
    ],
  ),
];

const s2 = [
  rule(
    '§2',
    'Top-level segments: /members, /programs, /login, /logout, /error/client_error, /error/server_error, /post_login, /styleguide (only when a display flag is set)',
    ['src/router/page-routes.ts', 'src/router/route-tree.tsx'],
    [
      'tests/dom/route-tree.test.tsx › shows the styleguide when its flag is on',
      'tests/dom/error-pages.test.tsx › /styleguide is a 404 while its flag is off',
      'tests/dom/sign-in.test.tsx › /logout ends the session',
    ],
  ),
  rule(
    '§2',
    'Unknown paths go to the error page with status 404',
    ['src/router/route-tree.tsx', 'src/pages/errors/client-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › an unknown path goes to the 404 page',
      'tests/browser/routes-as-written.test.ts › an unknown path goes to the error page with status=404, not JSON-quoted',
    ],
  ),
  rule(
    '§2',
    "/memberships: dashboard titled 'My Membership(s)', or on the root the header 'Welcome back, {account name}' with a membership summary and a Savings Club teaser",
    ['src/pages/members/memberships-page.tsx', 'src/pages/members/members-home-page.tsx'],
    [
      'tests/dom/sign-in.test.tsx › /members welcomes the account holder and lists the memberships',
      'tests/dom/dashboard-home.test.tsx › lists each membership and the within-10-days banner',
    ],
  ),
  rule(
    '§2',
    'Member area: unknown paths redirect to memberships',
    ['src/router/route-tree.tsx'],
    [
      'tests/dom/error-pages.test.tsx › other /members/… paths go to /members/memberships',
      'tests/dom/route-tree.test.tsx › without its journey the path is an unknown member path',
    ],
  ),
  rule(
    '§2',
    "/memberships/{sfid}: per-membership page with back link 'Back to Membership Dashboard'; sub-routes billing (and billing/auto_renew_enrollment), boats, membership_card, renew, upgrades",
    ['src/pages/members/membership-page.tsx', 'src/pages/members/membership-links.ts'],
    [
      'tests/dom/dashboard-statuses.test.tsx › shows the membership with its rules, the captain and links to its sub-pages',
    ],
  ),
  rule(
    '§2',
    'select-your-membership: renewal lists all memberships; membership upgrade lists only Lake Card memberships; trailer care upgrade lists eligible types without the Plus level',
    ['machines/membership-picker/picker-rules.ts', 'machines/membership-picker.machine.ts'],
    [
      'tests/unit/membership-picker-rules.test.ts › renewal lists every membership',
      'tests/unit/membership-picker-rules.test.ts › the membership upgrade lists Lake Cards only',
      'tests/unit/membership-picker-rules.test.ts › the trailer-care upgrade lists Gold and Lake Cards without the Plus level',
      'tests/browser/membership-pickers.test.ts › fleet@: the renewal picker lists all three memberships',
    ],
  ),
  rule(
    '§2',
    "/account: 'Account Details & Preferences', back link, cards Account Holder Information (name read-only), Username & Password, Go Paperless, Manage Contact & Communication Preferences ('Add New Contact')",
    ['src/pages/members/account/account-page.tsx'],
    [
      'tests/dom/account-page.test.tsx › shows the cards, the back link and the read-only account holder name',
    ],
  ),
  rule(
    '§2',
    "/account/new is Add Contact; on success contacts refetch and the user returns to the back link ('Back to Account Details & Preferences')",
    ['src/pages/members/account/add-contact-page.tsx', 'machines/contact-edit.machine.ts'],
    [
      'tests/dom/account-contacts.test.tsx › shows the §5 messages, masks phones, then saves, refetches and returns to the back link',
      'tests/dom/account-contacts.test.tsx › Cancel returns to the back link without saving',
    ],
  ),
  rule(
    '§2',
    '/registration with existing_member (form), new_member (auto-verifies from navigation state), error (modal)',
    ['machines/registration.machine.ts', 'src/pages/members/registration/registration-routes.tsx'],
    [
      'tests/dom/registration-flow.test.tsx › verifies at once on new_member',
      'tests/dom/registration-flow.test.tsx › sends a visitor with no signed-in user to the error route with the Registration Failure modal',
    ],
  ),
  rule(
    '§2',
    "/membership_card_view_print with query membershipId; button 'Print Page'",
    ['src/pages/members/card/card-print-page.tsx'],
    [
      "tests/dom/card-page.test.tsx › shows the card and 'Print Page' prints",
      "tests/browser/billing-and-card.test.ts › opens 'View & Print' in a new tab",
    ],
  ),
  rule(
    '§2',
    "/referrals: 'Refer a Boater' form",
    ['src/pages/members/referrals/referrals-page.tsx', 'machines/referral.machine.ts'],
    [
      'tests/dom/referrals-form.test.tsx › refers a boater for the member',
      'tests/browser/registration-and-referrals.test.ts › gold@example.com refers a boater',
    ],
  ),
  rule(
    '§2',
    '/media: videos/{videoID} and blog/{blogID}; a video variant accepts a query token (sid) for app viewing; /gated_content is the landing for blocked content',
    ['src/pages/members/media/media-routes.tsx', 'src/pages/members/media/mobile-video-page.tsx'],
    [
      "tests/browser/member-media.test.ts › the app's token and video id open the mobile layout",
      'tests/browser/member-media.test.ts › a private video for a signed-out visitor lands on gated content',
    ],
  ),
  rule(
    '§2',
    '/join: membership application (apply/contact, apply/boats, apply/terms_and_conditions)',
    ['journeys/purchase/purchase.journey.ts'],
    ['tests/browser/purchase-scenarios.test.ts › /members/join/apply asks for contact'],
  ),
  rule(
    '§2',
    'Query keys are built into URLs in snake_case; query values are written unquoted',
    ['src/router/search-params.ts'],
    [
      'src/router/search-params.test.ts › writes string, number and boolean values unquoted',
      'tests/browser/routes-as-written.test.ts › the Savings Club postal code goes into the URL as zip=11963',
    ],
  ),
  rule(
    '§2',
    "Purchase root checks memberships: spinner, then 'No Membership Found' for a signed-in user with none, 'Existing Member' for a signed-in user with memberships, or redirect to the questionnaire when not signed in",
    ['machines/purchase.machine.ts', 'screens/purchase/purchase-root-screen.tsx'],
    [
      'screens/purchase/advisor-screens.test.tsx › shows a spinner while the memberships are checked',
      "tests/unit/purchase-advisor.test.ts › shows 'No Membership Found' to a signed-in user with none",
      "tests/unit/purchase-advisor.test.ts › shows 'Existing Member' to a member",
      'tests/unit/purchase-advisor.test.ts › sends an anonymous visitor to the questionnaire',
    ],
  ),
  rule(
    '§2',
    "membership_type_selected: Membership Advisor recommendation with link to choose differently, 'Sea Tow Membership Options'; membership_type_all",
    ['screens/purchase/type-selected-screen.tsx', 'screens/purchase/type-all-screen.tsx'],
    [
      'screens/purchase/advisor-screens.test.tsx › recommends the Gold Card with its price, Trailer Care Plus chosen, and a link to choose differently',
    ],
  ),
  rule(
    '§2',
    'Purchase steps: contact; contact-2; boats with home_port_type, home_port_address, home_port_location; terms_and_conditions (with referral); payment; confirm_and_login. Entering checkout root redirects to contact',
    [
      'machines/purchase.machine.ts',
      'machines/application/application-steps.ts',
      'journeys/purchase/purchase.journey.ts',
    ],
    [
      'flows/runner/flow-runner.test.tsx › runs the home-port wizard under the boat step and merges its output into the parent',
      'tests/browser/purchase-scenarios.test.ts › /members/join/apply asks for contact',
    ],
  ),
  rule(
    '§2',
    'Any page other than root, questionnaire and confirm_and_login redirects to root when no membership type is chosen',
    ['machines/purchase.machine.ts', 'flows/runner/flow-navigation.ts'],
    [
      'tests/browser/purchase-scenarios.test.ts › a step URL without a chosen type lands on the start',
      'flows/runner/flow-runner.test.tsx › redirects a deep link to a step the chart does not allow yet',
    ],
  ),
  rule(
    '§2',
    "With an active trial promotion the questionnaire redirects to membership_type_selected, titled 'Activate Trial', and the payment step is titled 'Credit Card Information' (otherwise 'Payment')",
    ['machines/purchase.machine.ts', 'screens/purchase/purchase-headings.ts'],
    [
      "tests/unit/purchase-advisor.test.ts › redirects the questionnaire to 'Activate Trial'",
      "tests/unit/purchase-advisor.test.ts › titles payment 'Payment' and shows the selections link without a trial",
      "screens/purchase/terms-payment-screens.test.tsx › is titled 'Credit Card Information' with a trial",
      "tests/browser/purchase-scenarios.test.ts › TRIAL30 from ?promotion= opens 'Activate Trial'",
    ],
  ),
  rule(
    '§2',
    'The confirmation page redirects to payment when there is no membership or expiration date; confirming clears the cart and starts a signup login that returns to the member portal',
    [
      'machines/purchase.machine.ts',
      'screens/purchase/confirmation-screen.tsx',
      'journeys/purchase/purchase-exit.ts',
    ],
    [
      'tests/browser/purchase-scenarios.test.ts › confirmation needs a payment',
      'screens/purchase/terms-payment-screens.test.tsx › welcomes the member, says what happens next and starts the sign-up login',
    ],
  ),
  rule(
    '§2',
    "Layout: header 'Become a Member', side summary (prices, donation, discount, trial duration), 'Change Membership Selections' link (hidden when trial plus promotion), a trial or regular image",
    [
      'screens/purchase/purchase-layout.tsx',
      'screens/purchase/cart-summary.tsx',
      'machines/purchase/summary.ts',
    ],
    [
      'screens/purchase/advisor-screens.test.tsx › shows My Cart with the chart prices',
      "screens/purchase/advisor-screens.test.tsx › is titled 'Activate Trial' with a trial promotion and hides the way to choose differently",
      'tests/browser/titles-and-page-focus.test.ts › each join step titles the document',
    ],
  ),
  rule(
    '§2',
    'Existing Member screen: Cancel (to provider site) and Renew Membership (to select-your-membership/renew-membership). No Membership screen: Cancel logs out, Continue goes to the questionnaire',
    ['screens/purchase/purchase-root-screen.tsx', 'machines/purchase.machine.ts'],
    [
      "screens/purchase/advisor-screens.test.tsx › shows 'Existing Member' with Cancel and 'Renew Membership' for a member",
      "screens/purchase/advisor-screens.test.tsx › Cancel on 'No Membership Found' leaves to sign out",
      "tests/browser/purchase-scenarios.test.ts › a member sees 'Existing Member'; Renew Membership goes to the renewal picker",
      "tests/browser/purchase-scenarios.test.ts › a login without memberships sees 'No Membership Found'",
    ],
  ),
  rule(
    '§2',
    "Wizard step cards in order: Contact Info, Primary Boat Information, Terms & Conditions, Payment; later steps unavailable; earlier steps show a summary with an 'Edit' link (automatic renewal Enrolled or Not Enrolled)",
    [
      'flows/runner/step-bar.tsx',
      'machines/purchase/summary.ts',
      'machines/application/application-steps.ts',
    ],
    [
      'flows/runner/flow-runner.test.tsx › derives the step bar: later steps unavailable, earlier ones summarised with an Edit link',
      'tests/unit/purchase-contact.test.ts › summarizes name and address for the step card',
      'tests/unit/purchase-boats.test.ts › saves the regular form without a no-boat reason, then summarizes it',
    ],
  ),
  rule(
    '§2',
    "Buttons: 'Save & Continue', 'Continue', 'Confirm Membership'",
    ['screens/purchase/contact-screen.tsx', 'screens/purchase/payment-screen.tsx'],
    [
      "screens/purchase/terms-payment-screens.test.tsx › is busy while submitting ('Confirm Membership' cannot be pressed twice)",
      'tests/browser/purchase-scenarios.test.ts › a boat of the other form is saved',
    ],
  ),
  rule(
    '§2',
    "Membership type form: 'What membership makes the most sense for you? (select one)', grouped by boat use; boat type selector 'How do you primarily boat?'",
    ['screens/purchase/type-all-screen.tsx', 'machines/purchase/membership-types.ts'],
    [
      'screens/purchase/advisor-screens.test.tsx › groups the types by boat use and sends the pick',
      'tests/unit/purchase-advisor.test.ts › groups the membership types by boat use',
    ],
  ),
  rule(
    '§2',
    "Renewal flow: selection (choose membership and trailer care; Continue goes to contact); renewal_questionnaire; contact; boats; terms_and_conditions; payment. Entering the root redirects to contact. 'Change Membership Selections' returns to selection",
    ['machines/renewal.machine.ts', 'journeys/renewal/renewal.journey.ts'],
    [
      'tests/unit/renewal-rules.test.ts › lands on contact with the cart reset from the membership',
      'tests/unit/renewal-rules.test.ts › a changed choice saves the selection first',
      'flows/runner/flow-url-arrival.test.tsx › still sends the bare base path to where the chart lands (contact)',
      'tests/browser/routes-as-written.test.ts › lake@: /renew/selection opened directly stays on the selection',
    ],
  ),
  rule(
    '§2',
    "Zero applicable memberships: non-closable dialog 'No applicable memberships available for {workflow}' with 'Back to Member Center'",
    ['machines/membership-picker.machine.ts', 'screens/membership-picker/picker-screen.tsx'],
    [
      'tests/unit/membership-picker-rules.test.ts › back to the Member Center',
      'tests/browser/membership-pickers.test.ts › gold@: no Lake Card to upgrade gives the non-closable dialog',
    ],
  ),
  rule(
    '§2',
    "One membership: skips to the next step and sets a reset-cart flag. Several: page 'Renew', 'Please Select the Membership for {workflow}:' listing type, number, expiration date, primary boat",
    ['machines/membership-picker.machine.ts', 'screens/membership-picker/picker-screen.tsx'],
    [
      "tests/unit/membership-picker-rules.test.ts › to the chosen membership's flow with the reset-cart flag",
      'tests/browser/membership-pickers.test.ts › lake@: one membership goes straight on to its renewal with the reset-cart flag',
      "screens/membership-picker/picker-screen.test.tsx › names each membership's primary boat",
    ],
  ),
  rule(
    '§2',
    "Renewal confirmation: 'Thank you for renewing your membership'; keep the current card, no new one sent; a button reloads memberships and goes to the portal root",
    ['screens/renewal/renewal-confirmation-screen.tsx'],
    ['tests/browser/renewal-journeys.test.ts › expired@: renews an expired membership'],
  ),
  rule(
    '§2',
    "New-member confirmation: welcome title, confirmation email, active within 24 hours, card in 3-4 weeks; 'Create Your Online Account' / 'Register & Log In' and 'Manage Your Online Account' / 'Go to My Account'",
    ['screens/purchase/confirmation-screen.tsx'],
    [
      'screens/purchase/terms-payment-screens.test.tsx › welcomes the member, says what happens next and starts the sign-up login',
      'screens/purchase/terms-payment-screens.test.tsx › offers a signed-in buyer their account, not a sign-up',
    ],
  ),
  rule(
    '§2',
    'Renewal page redirects to contact when no membership is loaded',
    ['machines/renewal.machine.ts'],
    [
      'flows/runner/flow-url-arrival.test.tsx › a step the chart does not allow after loading keeps the member where the chart landed',
    ],
  ),
  rule(
    '§2',
    'Upgrades: upgrades/membership/selection (Lake to Gold offer), payment, confirm_and_login; upgrades/trailer-care/selection, payment (the only step in the step bar), confirm_and_login; unknown sub-paths go to payment',
    [
      'machines/upgrade-membership.machine.ts',
      'machines/upgrade-trailer-care.machine.ts',
      'journeys/upgrades/upgrade-trailer-care.journey.ts',
    ],
    [
      'tests/browser/upgrades.test.ts › lake@: Lake to Gold',
      'tests/browser/routes-as-written.test.ts › gold@: an unknown trailer-care sub-path asks for payment once a level is chosen',
    ],
  ),
  rule(
    '§2',
    "Boats root 'Boat & Home Port Information' (Primary Boat card, plus 'Additional Boats' for certain types), new ('Add a New Boat'), edit_boat, edit_other_boat, other ('Add Other'), home_port_type, home_port_address, home_port_location",
    [
      'src/pages/members/boats/boats-page.tsx',
      'machines/boat-form.machine.ts',
      'journeys/boat-form/boat-form.journey.ts',
    ],
    [
      'tests/browser/boats.test.ts › gold@: adds a boat (search and a dragged pin), edits it',
      'tests/browser/boats.test.ts › fleet@: Additional Boats on the Gold Card, none on the Commercial Card',
    ],
  ),
  rule(
    '§2',
    'Boat list accordion: display name, Edit Boat (edit_other_boat when a no-boat reason is set), Remove Boat, details (Reg/Doc#, Color, Hull Type, Fuel Type, Engine Type, Number of Engines, Home Port Details with a map)',
    ['screens/boats/boat-accordion.tsx', 'machines/boats/boat-list.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › edits a boat with a no-boat reason in the other-boat form',
      'tests/browser/boats.test.ts › gold@: adds a boat (search and a dragged pin), edits it',
    ],
  ),
  rule(
    '§2',
    "Home port wizard: step 1 'Set Home Port Location' (type), step 2 search titled by type, step 3 'Locate Marina' with a draggable pin; finishing returns to the return URL with form data merged",
    ['machines/home-port.machine.ts', 'screens/home-port/locate-marina-screen.tsx'],
    [
      'flows/runner/flow-runner.test.tsx › runs the home-port wizard under the boat step and merges its output into the parent',
      'tests/browser/home-port-keyboard-pin.test.ts › arrow keys move the focused pin',
      'tests/unit/purchase-boats.test.ts › keeps the typed fields while the home-port wizard runs and merges its output',
    ],
  ),
  rule(
    '§2',
    "Membership card page: 'My Membership Card', Add to Wallet (Apple or Google pass links, only if a pass link exists and status is Active or Future Start), 'View & Print' in a new tab, 'Request a new card in the mail'",
    ['src/pages/members/card/card-page.tsx', 'src/pages/members/card/wallet-passes.ts'],
    [
      'tests/dom/card-page.test.tsx › Add to Wallet with a pass link and status',
      'tests/dom/card-page.test.tsx › offers no wallet without a pass link, even when Active',
      "tests/dom/card-page.test.tsx › opens 'View & Print' in a new tab on the print view of this membership",
      "tests/contract/seed.test.ts › gold's Gold Card alone carries Apple and Google wallet pass links",
    ],
  ),
  rule(
    '§2',
    "Card preview shows name, membership number, local operator description and phone, main phone, and 'Emergency: Call the Coast Guard (VHF 16 or 911)'",
    ['src/pages/members/card/card-preview.tsx'],
    [
      'tests/dom/card-page.test.tsx › previews the card with name, number, local operator, main phone and the Coast Guard line',
    ],
  ),
  rule(
    '§2',
    "Cart summary 'My Cart' is collapsible",
    ['screens/purchase/cart-summary.tsx'],
    [
      "screens/purchase/contact-boats-screens.test.tsx › 'Change Membership Selections' in My Cart goes back to the membership options; the cart folds",
    ],
  ),
  rule(
    '§2',
    'Protected-page wrapper: loader while auth loads; unauthenticated users go to login with return path and query kept',
    ['src/shell/require-sign-in.tsx'],
    [
      'tests/dom/sign-in.test.tsx › sends a signed-out visitor of a protected page to the IdP, then back to that page with its query',
      'tests/browser/sign-in.test.ts › returns an unauthenticated visitor of /members/account there after sign-in',
    ],
  ),
  rule(
    '§2',
    'Header with phone link, contact link and account dropdown (initials, full name, {email}, menu links, Logout; closes on Escape or outside click)',
    ['src/shell/site-header.tsx', 'src/shell/account-menu.tsx'],
    [
      'tests/dom/header.test.tsx › shows the support phone and contact links',
      'tests/dom/header.test.tsx › opens with initials, full name, e-mail and the member menu',
      'tests/dom/header.test.tsx › closes on Escape and gives focus back to the button',
      'tests/dom/header.test.tsx › closes on a click outside but not on a click inside',
    ],
  ),
  rule(
    '§2',
    'Logout clears the cart and returns to the marketing site /logged-out',
    ['src/pages/auth/logout-page.tsx', 'src/auth/clear-flow-storage.ts'],
    ['tests/dom/sign-in.test.tsx › /logout ends the session, clears cart and flow storage'],
  ),
  rule(
    '§2',
    'Dismissible success or failure flash banner',
    ['ui/flash-banner.tsx', 'ui/flash-store.ts'],
    [
      'tests/dom/flash.test.tsx › shows a pushed success politely and a failure as an alert, and each can be dismissed',
    ],
  ),
  rule(
    '§2',
    "Network notices 'Network is available' (3 s) and 'Network is unavailable. Are you sure you're connected to the network?'",
    ['src/shell/network-notices.tsx'],
    [
      'tests/dom/network-notices.test.tsx › warns while offline and says "Network is available" for 3 seconds once back',
    ],
  ),
  rule(
    '§2',
    "Local captain card with fallback title 'Your Local Sea Tow Captain' (photo, name, description link, 24-hour phone, email, social links)",
    ['src/pages/members/local-captain.tsx'],
    [
      'tests/dom/dashboard-statuses.test.tsx › shows the membership with its rules, the captain and links to its sub-pages',
    ],
  ),
  rule(
    '§2',
    'Page shell with skip-to-main-content link and page meta (title, description, keywords, canonical URL)',
    ['src/shell/app-shell.tsx', 'src/shell/page-meta.tsx'],
    [
      'tests/dom/header.test.tsx › has a skip link to the main content',
      'tests/browser/titles-and-page-focus.test.ts › a page change titles the document after the new page',
    ],
  ),
  rule(
    '§2',
    "Members-only modal: 'This page you are trying to view is for current members only. Click continue to renew your member benefits.' with Cancel and Continue (to renew-membership/selection)",
    ['screens/media/members-only-dialog.tsx', 'src/pages/members/media/members-only-prompt.tsx'],
    [
      'tests/dom/media-gated-content.test.tsx › Expired: the members-only prompt, Continue to the renewal picker',
      'tests/browser/member-media.test.ts › a private video for expired@ prompts the renewal',
    ],
  ),
  rule(
    '§2',
    'Member menu: Membership Dashboard, Account Details & Preferences. Help links: update account preferences, update contacts, videos, blog, give a gift membership, download the app, FAQ',
    ['src/shell/account-menu.tsx', 'src/shell/site-footer.tsx'],
    [
      'tests/dom/header.test.tsx › opens with initials, full name, e-mail and the member menu',
      'tests/browser/member-media.test.ts › a visitor: the Videos help link',
    ],
  ),
  rule(
    '§2',
    "Network error 'Network Unavailable' with 'Retry Request' (goes back)",
    ['src/pages/errors/client-error-page.tsx'],
    ['tests/dom/error-pages.test.tsx › api-down: Network Unavailable with Retry Request going back'],
  ),
  rule(
    '§2',
    "401 or 403: 'Unauthorized Request' with 'Logout and Retry' (to the logout route of the member or programs portal by app, else root; a non-product app gets a plain unauthorized message)",
    ['src/pages/errors/client-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › Unauthorized Request with Logout and Retry to',
      'tests/dom/error-pages.test.tsx › 401 without an app: Logout and Retry goes to the root',
      'tests/dom/error-pages.test.tsx › 401 for a non-product app: a plain unauthorized message',
    ],
  ),
  rule(
    '§2',
    "404: 'Page Not Found' with 'Go Back' and a contact link (programs app: a contact email)",
    ['src/pages/errors/client-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › 404 for members: Page Not Found',
      'tests/dom/error-pages.test.tsx › 404 for programs: the contact e-mail address',
    ],
  ),
  rule(
    '§2',
    "Server error: 'Something went wrong. Please try again or contact us if the issue persists.' with 'Retry Request'; a generic 'Unexpected Error' view exists; error kind and app come from query parameters",
    ['src/pages/errors/server-error-page.tsx', 'src/pages/errors/unexpected-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › server error: the spec text with Retry Request',
      'tests/dom/error-pages.test.tsx › a page that fails unexpectedly shows the Unexpected Error view',
    ],
  ),
];

const s3 = [
  rule(
    '§3',
    "Account: account_detail_type__c (Partner, 'Customer - Retail', 'Customer - Business', 'Customer - Monthly', 'Customer - Subsidized'), billing and shipping address, referral_credits__c, parent_account (the sponsor of a subsidized account)",
    ['openapi/src/accounts.yaml', 'sandbox/routes/accounts.ts'],
    [
      'tests/contract/accounts.test.ts › answers the caller’s own account in the spec’s field names',
      'tests/contract/accounts.test.ts › shows the sponsor of a subsidized account',
    ],
  ),
  rule(
    '§3',
    "Contact: contact_type__c (Primary Contact, Boat Co-owner, Spouse Partner, Business Owner, Sibling, Child, Other); communication_preferences__c semicolon-joined (Sea Tow News; Benefits and Offers; Local Captain's Corner; SMS Opt-In; Do Not Mail; Paperless Renewal); UI names seaTowNews, benefitsAndOffers, localCaptainsCorner",
    ['machines/account/contact-record.ts', 'machines/account/contact-form.ts'],
    [
      'tests/unit/contact-rules.test.ts › reads the semicolon list and the SMS flag',
      'tests/unit/contact-rules.test.ts › writes the form preferences and keeps the other tokens in place',
    ],
  ),
  rule(
    '§3',
    'Membership fields (membership_number__c, status, dates, auto_renew__c, trailer_care_type__c, card fields, pass links, nested boats, aor, payment_profile) as the dashboard answers them',
    ['openapi/src/accounts.yaml', 'sandbox/routes/dashboard.ts'],
    [
      'tests/contract/dashboard.test.ts › answers gold’s account and membership with nested boats, operator and stored card',
    ],
  ),
  rule(
    '§3',
    'Boat fields (name__c, make, year, length, color, hull, engine, fuel, home port, geolocation, no_boat_reason__c, name_of_boat_club__c …); on creation also the external-id forms of account, contact and related membership',
    ['openapi/src/boats.yaml', 'sandbox/routes/boats.ts', 'machines/purchase/boat-form.ts'],
    [
      'tests/contract/boats.test.ts › lets the purchase flow add a boat to an application by external id, without a token',
      'tests/unit/purchase-forms.test.ts › saves an owned boat with numbers',
    ],
  ),
  rule(
    '§3',
    'Boat remove form: removalReason, newPrimary',
    ['machines/boats/removal-form.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › needs a reason, and for the primary boat a new primary among those offered',
    ],
  ),
  rule(
    '§3',
    'Area of responsibility (local operator): name, description, email, home page url, 24-hour phone, social links, photo, coordinates',
    ['sandbox/routes/dashboard.ts', 'src/pages/members/local-captain.tsx'],
    [
      'tests/contract/dashboard.test.ts › answers the membership with its local operator',
      'tests/contract/products-and-places.test.ts › finds the local operator',
    ],
  ),
  rule(
    '§3',
    "Card fulfillment order: name ('New Member Card Package', 'Renewing Membership Card Package'), status, fulfillment_code__c (N or R), dates. Reprint request: cardReason, membershipid",
    ['sandbox/routes/membership-cards.ts', 'src/pages/members/card/card-orders.tsx'],
    [
      "tests/contract/membership-cards.test.ts › lists the own membership's card orders",
      'tests/dom/card-page.test.tsx › shows the newest card order with its status and dates',
    ],
  ),
  rule(
    '§3',
    "Promotion or activation code: discount in dollars or percent, time in days, valid_on_business_type__c, valid_on_membership__c, usage_rules__c ('ARB Required' forces auto-renew), hide_on_website, promo_legal (HTML)",
    ['sandbox/routes/codes.ts', 'machines/purchase/code-rules.ts'],
    [
      'tests/contract/codes.test.ts › answers the discount details (dollars off, HTML legal text marked as HTML)',
      'tests/contract/codes.test.ts › flags percent off, ARB-required and trial codes',
      'tests/unit/purchase-payment.test.ts › applies a hidden code without naming it in the summary',
    ],
  ),
  rule(
    '§3',
    'Billing options: donation, original and discounted cost, referral credits used, referred-by member (number and name), terms agreement, trailer care cost and detail; card form cardNumber, cardExpirationDate (MM/YY), securityCode, billingAddressSameAsShipping',
    ['machines/purchase/summary.ts', 'machines/forms/card-form.ts', 'machines/purchase/card-payment-form.ts'],
    [
      'tests/unit/purchase-payment.test.ts › looks the referrer up by member number and shows the name',
      'tests/unit/card-form.test.ts › sends the number without spaces, the expiry as MM/yyyy and the code trimmed',
    ],
  ),
  rule(
    '§3',
    'Referral: member_referred_status__c (Pending), referring member name and number, referring_member_account_id__c',
    ['sandbox/routes/referrals.ts', 'machines/referral/referral-form.ts'],
    [
      'tests/contract/referrals.test.ts › records a Pending referral with the referring member’s name and number',
    ],
  ),
  rule(
    '§3',
    'Video and blog post fields (title, descriptions, categories, video_uid, image_url, is_private, keywords; featured posts)',
    ['sandbox/routes/member-media.ts', 'openapi/src/media.yaml'],
    [
      'tests/contract/member-media.test.ts › lists videos and posts with their privacy flag, filtered by category',
    ],
  ),
  rule(
    '§3',
    'Registration: membershipNumber, membershipExpirationDate (MM/DD/YYYY), auth0_user_id, external membership id',
    ['machines/registration/registration-form.ts', 'machines/registration/expiration-date.ts'],
    [
      'tests/unit/registration-rules.test.ts › converts the masked date to the YYYY-MM-DD the verify call takes',
    ],
  ),
  rule(
    '§3',
    'Place details: formatted_address, name, types, street number, street, city, state, country, postal code, subpremise',
    ['journeys/home-port/home-port.actors.ts', 'sandbox/routes/places.ts'],
    [
      'tests/contract/products-and-places.test.ts › answers place details in address parts (with subpremise)',
      'journeys/home-port/home-port.calls.test.ts › reads a flat place (sandbox) and a Google-style place alike',
    ],
  ),
  rule(
    '§3',
    'Contact-exists response: contact_exists, abandoned_account and the external ids',
    ['sandbox/routes/member-accounts.ts'],
    [
      'tests/contract/member-accounts.test.ts › finds an existing member',
      'tests/contract/member-accounts.test.ts › tells an abandoned application apart, without its external ids (decision 193)',
    ],
  ),
  rule(
    '§3',
    'Local browser storage: selected membership type, trial type, trailer care type, application ids, activation and promo code, billing, login experience',
    ['journeys/purchase/purchase-storage.ts'],
    [
      'journeys/purchase/purchase-storage.test.ts › keeps the selected types, application ids and codes across a reload',
      'journeys/purchase/purchase-storage.test.ts › never writes card data, whatever it is handed',
    ],
  ),
  rule(
    '§3',
    'Ad tracking in storage: 30-day expiry, UTM first/last, gclid, msclkid, test variant (query testvariant), referral info (query refId)',
    ['journeys/purchase/ad-tracking.ts'],
    [
      'journeys/purchase/ad-tracking.test.ts › keeps the first UTM touch and replaces the last one',
      'journeys/purchase/ad-tracking.test.ts › captures gclid, msclkid, the test variant and the referral refId',
      'journeys/purchase/ad-tracking.test.ts › forgets a value 30 days (2592000000 ms) after it was captured',
    ],
  ),
];

const s4 = [
  rule(
    '§4',
    "Membership status: Active, Cancelled, Do Not Renew, Expired, Future Start, Inactive, On Hold, Pending Activation. A member with no status is 'New Member'",
    ['machines/membership/membership-status.ts', 'src/pages/members/membership-panel.tsx'],
    [
      'tests/unit/membership-status.test.ts › Pending Activation and Future Start',
      "tests/unit/spec-000-rules.test.ts › A member with no status is 'New Member'",
      "tests/dom/spec-000-screens.test.tsx › A member with no status is 'New Member'",
    ],
  ),
  rule(
    '§4',
    'Business type for a code: Expired status gives expired; renewal flag gives renewal; otherwise new',
    ['machines/purchase/code-rules.ts', 'machines/renewal/renewal-types.ts'],
    [
      'tests/unit/renewal-rules.test.ts › an expired member renewing takes renewal codes',
      'tests/unit/renewal-rules.test.ts › the purchase stays business type New',
      'tests/contract/codes.test.ts › accepts a renewal code for an expired member renewing',
    ],
  ),
  rule(
    '§4',
    "Dashboard: Expired shows 'Membership has Expired' with Renew Now",
    ['machines/membership/membership-status.ts', 'src/pages/members/membership-notices.tsx'],
    [
      'tests/unit/membership-status.test.ts › Expired: notice, Renew Now, lapsed reminder',
      'tests/dom/dashboard-statuses.test.tsx › Expired: Membership has Expired, Renew Now',
      "tests/browser/member-personas.test.ts › expired: 'Membership has Expired', Renew Now",
    ],
  ),
  rule(
    '§4',
    "Cancelled or Inactive show 'has been Canceled' or 'is Inactive' with a call-us prompt",
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › call-us notice and no actions, even near expiry',
      'tests/dom/dashboard-statuses.test.tsx › the status text with a call-us prompt',
    ],
  ),
  rule(
    '§4',
    "Monthly or subsidized accounts show 'Membership Provided by' the sponsor (expiration date only for subsidized) and no expiry notices, auto-renew or trailer care upgrade",
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › monthly: provided by the sponsor',
      'tests/unit/membership-status.test.ts › subsidized: sponsor from the parent account',
      "tests/browser/member-personas.test.ts › monthly: 'Membership Provided by' the sponsor",
      "tests/browser/member-personas.test.ts › sponsored: 'Bay Yacht Club' with the expiration date",
    ],
  ),
  rule(
    '§4',
    'Auto-renew enrolled shows the auto-renew date and Renew Early; not enrolled shows Enroll Now (not for Trial) and Renew',
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › auto-renew enrolled: date = expiry − 10 days and Renew Early',
      'tests/unit/membership-status.test.ts › not enrolled: Enroll Now and Renew; a Trial gets no Enroll Now',
      'tests/dom/dashboard-statuses.test.tsx › Trial: no Enroll Now',
    ],
  ),
  rule(
    '§4',
    "Within 45 days of expiry shows 'Membership expiring in N days' with Renew Now",
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › renew label: Renew outside 45 days, Renew Now from 45 days down',
      "tests/browser/member-personas.test.ts › lake: 'Membership expiring in 20 days' warn reminder",
    ],
  ),
  rule(
    '§4',
    "Reminders by days to expiry: 31-45 info, 11-30 warn, 1-10 error, 0 'expires TODAY', already expired a lapsed-coverage notice saying renewal reactivates in 24 hours",
    ['machines/membership/membership-status.ts', 'src/pages/members/membership-reminder.tsx'],
    [
      'tests/unit/membership-status.test.ts › days → %o',
      "tests/dom/dashboard-reminders.test.tsx › 0 days: 'expires TODAY' at error level",
      'tests/dom/dashboard-reminders.test.tsx › −1 day: Membership has Expired and the lapsed-coverage notice',
    ],
  ),
  rule(
    '§4',
    "Pending Activation: 'will activate 24 hours from time of payment'",
    ['machines/membership/membership-status.ts'],
    [
      'tests/dom/dashboard-statuses.test.tsx › Pending Activation: will activate 24 hours from time of payment',
    ],
  ),
  rule(
    '§4',
    "New membership: a 'processed' notice within 30 days of the effective date",
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › shows from the effective date through day 29, not on day 30',
      "tests/dom/dashboard-statuses.test.tsx › new membership effective %i days ago: 'processed' notice",
    ],
  ),
  rule(
    '§4',
    'A banner suggests renewing and setting up auto-renew when within 10 days of expiry. Renewal is near at 10 days or fewer',
    [
      'machines/membership/membership-status.ts',
      'src/pages/members/renewal-banners.tsx',
      'machines/billing/auto-renew-lock.ts',
    ],
    [
      'tests/unit/membership-status.test.ts › within-10-days banner: 11 no, 10 to 0 yes',
      'tests/unit/billing-rules.test.ts › the banner and the lock agree',
      "tests/browser/billing-and-card.test.ts › fleet@example.com follows the 9-day banner's 'Set Up Auto-Renew' and enrols",
    ],
  ),
  rule(
    '§4',
    'Purchase payment types: New Membership, Membership Renewal, Membership Upgrade (Lake Card to Gold Card), Trailer Care Upgrade. New and renewal use a manual card payment',
    ['machines/purchase/purchase-types.ts', 'machines/upgrades/upgrade-types.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › a double click charges once, for 80, as a Membership Upgrade',
      'tests/contract/purchase-actors.test.ts › sends the §7 payload with ad tracking',
    ],
  ),
  rule(
    '§4',
    "Trailer care: with a trailer care type, upgrade Trailer Care to Trailer Care Plus; otherwise add the chosen type; 'Trailer Care Plus Upgrade' uses the upgrade charge",
    ['machines/upgrades/trailer-care-levels.ts', 'journeys/upgrades/upgrade.actors.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › no level offers both levels; the base level only Plus, as the Trailer Care Plus Upgrade',
      'tests/contract/upgrade-actors.test.ts › payUpgrade steps the base level up to Plus as upgrading_from/upgrading_to',
    ],
  ),
  rule(
    '§4',
    'Before payment the application account, contact and membership records are updated with the billing address',
    ['journeys/purchase/purchase.actors.ts'],
    [
      'tests/contract/purchase-actors.test.ts › sends the §7 payload with ad tracking, one fresh Idempotency-Key, the billing defaulted to shipping',
    ],
  ),
  rule(
    '§4',
    'Billing address defaults to the shipping address when the billing street is empty or matches; country defaults to United States when no billing street',
    ['machines/purchase/billing-form.ts', 'journeys/purchase/purchase.actors.ts'],
    [
      'tests/unit/purchase-forms.test.ts › asks nothing when billing is the shipping address',
      'tests/contract/purchase-actors.test.ts › defaults the billing country to United States',
    ],
  ),
  rule(
    '§4',
    'A successful payment clears selected types and stores the returned membership',
    ['machines/purchase.machine.ts'],
    [
      'tests/unit/purchase-payment.test.ts › keeps checkout error codes for the catalogue, then a second attempt succeeds',
    ],
  ),
  rule(
    '§4',
    "Trailer care choice defaults to Plus for Gold Card and Lake Card, else 'Do not upgrade' ('No Trailer Care' is a valid choice)",
    ['machines/purchase/membership-types.ts'],
    [
      'tests/unit/purchase-advisor.test.ts › offers trailer care for Gold and Lake only, Plus by default, else Do not upgrade',
    ],
  ),
  rule(
    '§4',
    'Trial membership type is kept only while the selected type is the trial type',
    ['machines/purchase.machine.ts'],
    ['tests/unit/purchase-payment.test.ts › opting out of a trial clears the selection and returns to root'],
  ),
  rule(
    '§4',
    'Renewal: a Trial holder whose selected type is still Trial goes to the questionnaire',
    ['machines/renewal.machine.ts'],
    [
      'tests/unit/renewal-rules.test.ts › a Trial holder still on Trial is sent to the Membership Advisor',
      'tests/browser/renewal-journeys.test.ts › trial@: a Trial holder is sent to the Membership Advisor',
    ],
  ),
  rule(
    '§4',
    "Lake Card holders can tick 'Upgrade to Gold Card', toggling type between Lake and Gold",
    ['machines/renewal.machine.ts', 'screens/renewal/selection-screen.tsx'],
    ["tests/unit/renewal-rules.test.ts › 'Upgrade to Gold Card' toggles the type and the price follows"],
  ),
  rule(
    '§4',
    'The cart resets from the membership on first load, otherwise the application account is fetched; cart contents clear on leaving',
    ['machines/renewal/renewal-cart.ts', 'machines/renewal.machine.ts'],
    [
      "tests/unit/renewal-rules.test.ts › resets from the membership's own trailer care",
      'tests/unit/renewal-rules.test.ts › lands on contact with the cart reset from the membership',
    ],
  ),
  rule(
    '§4',
    "Changes to membership type or trailer care type differing from the saved cart update the application account's membership record",
    ['machines/renewal.machine.ts'],
    [
      'tests/unit/renewal-rules.test.ts › a changed choice saves the selection first; an unchanged one goes straight to contact',
    ],
  ),
  rule(
    '§4',
    'Payment and terms steps redirect to boats if the membership has no boats',
    ['machines/renewal.machine.ts'],
    [
      'tests/unit/renewal-rules.test.ts › without a boat on file the terms send the member to the boats step',
      'tests/browser/renewal-journeys.test.ts › noboat@: asking for the terms without a boat lands on the boats step',
    ],
  ),
  rule(
    '§4',
    "New-member email check: an abandoned account's application is resumed (update); otherwise dialog 'Email Address Already on File' offers Log In and Renew or Cancel; Cancel aborts the submit",
    ['machines/purchase.machine.ts', 'screens/purchase/contact-screen.tsx'],
    [
      'tests/unit/purchase-contact.test.ts › resumes an abandoned application by its e-mail',
      "tests/unit/purchase-contact.test.ts › stops an existing member with 'Email Address Already on File'",
      'tests/browser/purchase-scenarios.test.ts › abandoned@example.com resumes the abandoned application',
      "tests/browser/purchase-scenarios.test.ts › gold@example.com gets 'Email Address Already on File'",
    ],
  ),
  rule(
    '§4',
    'Questionnaire: charters/paid use → single vessel Commercial Card, multiple Professional Mariner Card; else Salt or Both → Gold Card; Fresh → FL, AK, HI, PR, VI or coastal-flowing waters: Yes Gold Card, No Lake Card',
    ['machines/purchase/membership-types.ts', 'machines/purchase.machine.ts'],
    [
      'tests/unit/purchase-advisor.test.ts › the tree is the one the chart uses',
      'tests/browser/purchase-scenarios.test.ts › recommends each type of the questionnaire tree',
    ],
  ),
  rule(
    '§4',
    "Lake Card with a home port in AK, FL, HI, PR or VI opens a non-closable dialog 'Lake Card Not Available in Your Area' with 'Upgrade and Continue'; confirming sets Gold Card, otherwise the submit is rejected",
    [
      'machines/application/application-steps.ts',
      'machines/boat-form.machine.ts',
      'screens/boats/lake-card-dialog.tsx',
    ],
    [
      "tests/unit/purchase-boats.test.ts › opens the non-closable 'Lake Card Not Available in Your Area' for Key West FL",
      'tests/unit/boat-form-lake-card.test.ts › ends the run for the upgrade on Upgrade and Continue',
      'tests/browser/purchase-scenarios.test.ts › a Lake Card with a Key West home port gets the dialog',
    ],
  ),
  rule(
    '§4',
    'Boat submit: with no existing boat create a primary boat with status Active; otherwise update; other-boat form nulls make, length and year; regular form nulls no_boat_reason; then the application refreshes and the flow advances',
    ['journeys/purchase/purchase.actors.ts', 'machines/purchase/boat-form.ts'],
    [
      'tests/contract/purchase-actors.test.ts › creates the primary boat Active, then updates it',
      'tests/contract/boats.test.ts › makes the first boat of a membership its Active primary boat',
    ],
  ),
  rule(
    '§4',
    'Boat ownership toggles between my-boat form and other-boat form; choosing Boat Club Member reveals boat club name; changing the reason clears it',
    ['machines/boat-form.machine.ts', 'screens/boats/boat-form.tsx'],
    [
      'tests/unit/boat-form-edits.test.ts › moves to the other-boat step on the ownership toggle',
      'screens/purchase/contact-boats-screens.test.tsx › toggles to the other-boat form: reason, and the boat club name for a club member',
      'tests/dom/spec-000-screens.test.tsx › changing the reason clears it',
    ],
  ),
  rule(
    '§4',
    'Boat statuses: Active, Destroyed, Not In Use, Sold, Inactive; removing a boat sets its status to the chosen removal reason',
    ['sandbox/routes/boats.ts', 'machines/boats/removal-form.ts'],
    [
      'tests/contract/boats.test.ts › removes a non-primary boat: its status becomes the removal reason',
      'tests/contract/boat-actors.test.ts › a non-primary boat takes the reason as its status',
    ],
  ),
  rule(
    '§4',
    'The primary boat is the Active boat flagged primary',
    ['machines/boats/boat-list.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › lists the Active primary first and the other Active boats after it',
    ],
  ),
  rule(
    '§4',
    'Removing a primary boat requires a new primary among active non-primary boats; the old one becomes Inactive with a removal reason, the new one primary and Active',
    ['machines/boat-removal.machine.ts', 'sandbox/routes/boats.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › offers the Active non-primary boats as the new primary',
      'tests/contract/boats.test.ts › removes the primary boat and makes the other Active boat primary',
      'tests/browser/boats.test.ts › removes the primary naming Little Tern',
    ],
  ),
  rule(
    '§4',
    'A sole primary boat cannot be removed; Remove Boat shows for non-primary boats, or primary when more than one boat',
    ['machines/boats/boat-list.ts', 'sandbox/routes/boats.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › refuses to open for a sole primary boat',
      'tests/unit/boat-list-rules.test.ts › opens for a primary boat with another Active boat',
      'tests/contract/boat-actors.test.ts › the primary boat alone cannot be deleted',
    ],
  ),
  rule(
    '§4',
    'Dragging the home-port pin re-geocodes and updates the address',
    ['machines/home-port.machine.ts', 'screens/home-port/locate-marina-map.tsx'],
    [
      'tests/browser/home-port-keyboard-pin.test.ts › arrow keys move the focused pin (Shift further), a click places it, the address follows',
      'journeys/home-port/home-port.calls.test.ts › takes the first geocoding entry',
    ],
  ),
  rule(
    '§4',
    'Home port name is blank when the place type is locality, street address or premise; otherwise prefilled from the place name',
    ['machines/home-port/home-port-schema.ts'],
    [
      'tests/unit/home-port-schema.test.ts › names the home port after the chosen place, except a locality, street address or premise',
    ],
  ),
  rule(
    '§4',
    "Auto-renew: the switch on goes to enrolment; off opens a confirmation, 'Yes, Unenroll' calls unenroll, refreshes and closes",
    ['machines/auto-renew.machine.ts', 'screens/auto-renew/auto-renew-switch-screen.tsx'],
    [
      'tests/dom/billing-auto-renew.test.tsx › turns the switch on into the enrolment form',
      "tests/dom/billing-auto-renew.test.tsx › turning the switch off asks first; 'Yes, Unenroll' unenrols, refetches and closes",
      'tests/browser/billing-and-card.test.ts › lake@example.com enrols with 4111111111111111',
    ],
  ),
  rule(
    '§4',
    'The switch is locked near expiry (rule not shown: decisions 090 and 211)',
    ['machines/billing/auto-renew-lock.ts'],
    [
      'tests/unit/billing-rules.test.ts › locked %s',
      'tests/dom/billing-auto-renew.test.tsx › is locked once expired',
    ],
  ),
  rule(
    '§4',
    'Purchase terms: opting out of automatic renewal opens a confirm modal: confirming removes a code that requires renewal, or for a trial clears the selection and returns to root; cancel re-ticks it',
    ['machines/application/application-steps.ts', 'screens/purchase/terms-screen.tsx'],
    [
      'tests/unit/purchase-payment.test.ts › auto-renewal is ticked; opting out asks first, cancel re-ticks, confirming opts out',
      'tests/unit/purchase-payment.test.ts › opting out removes a code that requires auto-renewal and keeps one that does not',
      'tests/unit/purchase-payment.test.ts › opting out of a trial clears the selection and returns to root',
    ],
  ),
  rule(
    '§4',
    'Paperless toggle adds or removes the paperless marker in the semicolon list, then refetches contacts',
    ['machines/account/contact-record.ts', 'src/pages/members/account/paperless-card.tsx'],
    [
      "tests/unit/contact-rules.test.ts › adds and removes only 'Paperless Renewal'",
      'tests/dom/account-page.test.tsx › paperless toggle sends the semicolon list with the marker, then refetches the contacts',
    ],
  ),
  rule(
    '§4',
    'Account address, billing address and payment method forms toggle view/edit; success refetches and closes. Card update sends only fields that changed',
    [
      'src/pages/members/account/account-address-card.tsx',
      'src/pages/members/billing/billing-address-card.tsx',
      'machines/billing/billing-address.ts',
    ],
    [
      'tests/dom/billing-forms.test.tsx › shows the address, edits it and sends only the changed fields, then refetches and closes',
      'tests/dom/billing-forms.test.tsx › shows the stored card and replaces it through the processor call',
      'tests/unit/billing-rules.test.ts › sends only the fields that changed',
    ],
  ),
  rule(
    '§4',
    'Codes: a promo or activation code comes from the query string or saved data; otherwise discount state is cleared',
    ['machines/purchase.machine.ts', 'journeys/purchase/purchase-input.ts'],
    [
      'tests/contract/purchase-actors.test.ts › looks up ?promotion= and ?activation= codes',
      'tests/unit/purchase-advisor.test.ts › starts from the saved type, trailer care and application ids',
      'tests/browser/purchase-scenarios.test.ts › SAVE20 from ?promotion= is applied in the cart',
    ],
  ),
  rule(
    '§4',
    'Activation codes only work for recreational card types',
    ['machines/purchase/code-rules.ts'],
    ['tests/unit/purchase-payment.test.ts › tells a commercial buyer to call about an activation code'],
  ),
  rule(
    '§4',
    "A trial promotion turns on auto-renew and the trial type comes from the related product; promotion types containing 'trial' count as trial; 'Ongoing with ARB' or 'One Time with ARB' require auto-renew",
    ['machines/purchase/code-rules.ts'],
    [
      "tests/unit/purchase-advisor.test.ts › redirects the questionnaire to 'Activate Trial' with the related product, auto-renew on, priced 0",
      'tests/contract/codes.test.ts › flags percent off, ARB-required and trial codes',
      'tests/unit/spec-000-rules.test.ts › promotion types containing',
    ],
  ),
  rule(
    '§4',
    'Promo flow type: Expired, Renewal, otherwise New',
    ['machines/purchase/code-rules.ts', 'machines/renewal/renewal-types.ts'],
    [
      'tests/contract/purchase-actors.test.ts › (flow type New)',
      'tests/unit/renewal-rules.test.ts › an expired member renewing takes renewal codes',
    ],
  ),
  rule(
    '§4',
    'Referral entry is hidden for trial promos',
    ['screens/purchase/terms-screen.tsx'],
    ['screens/purchase/terms-payment-screens.test.tsx › hides the referral entry for a trial'],
  ),
  rule(
    '§4',
    'On a code failure the error list is flashed, the code state cleared and the page reloaded without code params',
    ['machines/purchase.machine.ts', 'screens/purchase/purchase-root-screen.tsx'],
    [
      'tests/unit/purchase-advisor.test.ts › flashes a query code that failed and forgets it',
      'screens/purchase/advisor-screens.test.tsx › shows a query code that failed at the start once, until dismissed',
      'tests/browser/purchase-scenarios.test.ts › OLDPROMO is refused with the catalogue text',
    ],
  ),
  rule(
    '§4',
    "Card reprint: success refetches order status, resets the form, flashes 'Your new card request was successful'; order status clears on leaving",
    ['machines/card-reprint.machine.ts', 'src/pages/members/card/card-page.tsx'],
    [
      'tests/dom/card-page.test.tsx › requires a reason, then requests, flashes, resets the form and refetches the order status',
      'tests/browser/billing-and-card.test.ts › gold@example.com sees the card preview and requests a new card in the mail',
    ],
  ),
  rule(
    '§4',
    'Email change of the primary contact needs a confirmation dialog then a forced logout',
    ['machines/email-change.machine.ts', 'screens/account/email-change-dialog.tsx'],
    [
      'tests/dom/account-contacts.test.tsx › a changed primary e-mail asks first, then re-associates the login and signs out',
      'tests/unit/account-bindings.test.ts › changes the primary e-mail: saves the rest, confirms, re-associates the login, signs out',
    ],
  ),
  rule(
    '§4',
    'Password change ends with logout and redirect to the returned ticket URL',
    ['machines/password-change.machine.ts'],
    [
      'tests/dom/account-page.test.tsx › a password change requests the ticket for the signed-in login, then signs out',
      'tests/browser/account.test.ts › lake@example.com changes the password: ticket page after sign-out',
    ],
  ),
  rule(
    '§4',
    'Login: a random state (length 16) and code verifier (length 43) are created, a challenge derived, return path and optional membership number, expiry date and screen hint posted, and the browser redirected to the returned address',
    ['src/auth/pkce.ts', 'src/pages/auth/login-page.tsx'],
    [
      'src/auth/pkce.test.ts › makes a state of 16 and a verifier of 43 unreserved characters with the matching challenge',
      'tests/security/sign-in-redirects.test.ts › a member who signs in is sent back to the path on the portal, with the code',
    ],
  ),
  rule(
    '§4',
    'Session: a cookie check, then an authorization fetch returning claims and an access token; no cookie means not logged in; any other failure logs out with a return path',
    ['src/auth/session.ts'],
    [
      'src/auth/session.test.ts › with no cookie the user is signed out and nothing is routed',
      'src/auth/session.test.ts › with a cookie the authorization signs the user in',
      'src/auth/session.test.ts › a refresh that the server refuses signs the user out',
    ],
  ),
  rule(
    '§4',
    "Two login experiences exist ('new' default, remembered); the custom-login flow applies when its flag is on and the experience is 'new'",
    ['src/config.ts', 'src/pages/auth/login-page.tsx'],
    ['src/config.test.ts › has the documented defaults'],
    "Not implemented (decision 247): the spec names only the 'new' experience and does not say what the other is or does, so the portal keeps the one login §4 describes; loginExperience is not read from the query nor stored.",
  ),
  rule(
    '§4',
    'Post-login callback exchanges an auth code; a missing stored record goes to the error route; an authentication error goes to the server-error route',
    ['src/pages/auth/post-login-page.tsx', 'src/auth/login-record.ts'],
    [
      'tests/dom/sign-in.test.tsx › sends a callback without a stored login record to the error route',
      'tests/dom/sign-in.test.tsx › sends an authentication error to the server error route',
    ],
  ),
  rule(
    '§4',
    'Registration: verify loading/success/failure; success continues to the return location; failure opens Registration Failure with Retry Registration (back to the form) or OK (logout); a missing user redirects to the error route',
    ['machines/registration.machine.ts'],
    [
      'tests/dom/registration-flow.test.tsx › registers by hand: masks the date, converts it before submit, then continues where the member was going',
      'tests/dom/registration-flow.test.tsx › opens Registration Failure on a refused verify; Retry Registration returns to the form',
      'tests/dom/registration-flow.test.tsx › OK on the Registration Failure modal signs out',
      'tests/dom/registration-flow.test.tsx › sends a visitor with no signed-in user to the error route',
    ],
  ),
  rule(
    '§4',
    'Gated content: private content without a membership goes to /gated_content; Expired opens a renewal prompt; Do Not Renew or Cancelled redirect out to the provider site; a token plus video id redirects to the video page with the token',
    ['machines/media/media-access.ts', 'src/pages/members/media/gated-content-page.tsx'],
    [
      'tests/unit/media-rules.test.ts › a visitor or a member without a membership lands on the gated content page',
      'tests/unit/media-rules.test.ts › an expired membership is prompted to renew',
      'tests/unit/media-rules.test.ts › goes out to the provider site',
      "tests/browser/member-media.test.ts › the app's token and video id open the mobile layout",
    ],
  ),
  rule(
    '§4',
    'A video playback token can expire, then the expired error shows',
    ['machines/media/playback-token.ts', 'screens/media/video-player.tsx'],
    [
      "tests/dom/video-player.test.tsx › plays until the token's exp, then 'Session Expired'",
      'tests/unit/media-rules.test.ts › reads exp from the token and the time it still plays',
    ],
  ),
  rule(
    '§4',
    "After upgrades, 'Return to Member Center' refreshes memberships and returns to root",
    ['screens/upgrades/upgrade-confirmation-screen.tsx'],
    ['tests/browser/upgrades.test.ts › the Member Center shows Gold Card'],
  ),
  rule(
    '§4',
    'On membership load failure the user is sent to the member application route',
    ['src/pages/members/use-dashboard.ts'],
    [
      'tests/dom/dashboard-statuses.test.tsx › a failed membership load sends the member to the application route',
    ],
  ),
  rule(
    '§4',
    "Dashboard root calls an associated-account update with the signed-in email and the first membership's number when both exist",
    ['src/pages/members/use-associated-account.ts', 'api/queries/dashboard.ts'],
    [
      'tests/dom/dashboard-home.test.tsx › calls the associated-account update on the dashboard root',
      "tests/dom/dashboard-statuses.test.tsx › no memberships: 'No memberships for this account' and no associated-account call",
      'api/queries/dashboard.test.ts › links the login by e-mail and membership number once',
    ],
  ),
  rule(
    '§4',
    "Savings Club teaser: offer preview with an active membership; else with a Future Start membership 'Your ... Savings Club benefits will start on {earliest effective date}'; else 'You are missing out...' with Renew Today",
    ['machines/membership/membership-status.ts', 'src/pages/members/savings-club-teaser.tsx'],
    [
      'tests/unit/membership-status.test.ts › offers with an Active membership, else the earliest Future Start date, else missing out',
      'tests/dom/dashboard-home.test.tsx › no active but a Future Start membership',
      "tests/dom/dashboard-home.test.tsx › otherwise: 'You are missing out...' with Renew Today",
    ],
  ),
  rule(
    '§4',
    "Trailer Care upgrade: ineligible type shows 'Unfortunately, Trailer Care isn't available for your membership type'; current Plus shows 'You already have Trailer Care Plus for this membership'",
    ['machines/upgrade-trailer-care.machine.ts', 'machines/upgrades/trailer-care-levels.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › gets its message, not a choice',
      'tests/browser/upgrades.test.ts › fleet@: the Commercial Card gets the not-available message',
    ],
  ),
  rule(
    '§4',
    'Trailer Care upgrade: no level offers all levels; base level offers only Plus',
    ['machines/upgrades/trailer-care-levels.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › no level offers both levels; the base level only Plus',
      'tests/browser/upgrades.test.ts › lake@: Trailer Care to Plus — only Plus offered',
    ],
  ),
  rule(
    '§4',
    "Continue needs a chosen level that differs from the current, else flash 'Please select a trailer care upgrade option'",
    ['machines/upgrade-trailer-care.machine.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › Continue without a level, or with the current one, flashes the message',
      'tests/browser/upgrades.test.ts › Continue without a choice flashes',
    ],
  ),
];

const s5 = [
  rule(
    '§5',
    "Contact form: firstName, lastName required; on creation a relationship (member contact) or a role is required: 'Relationship must be specified'",
    ['machines/account/contact-form.ts'],
    [
      'tests/unit/contact-rules.test.ts › requires first and last name',
      "tests/unit/contact-rules.test.ts › 'Relationship must be specified' on creation only",
    ],
  ),
  rule(
    '§5',
    "Primary contact: 'Email must be specified for the primary contact'; 'either Home Phone or Mobile Phone must be specfied for the primary contact'",
    ['machines/account/contact-form.ts'],
    [
      "tests/unit/contact-rules.test.ts › the primary contact's e-mail and phone rules, verbatim",
      "tests/dom/account-contacts.test.tsx › shows the primary contact's e-mail and phone messages verbatim",
    ],
  ),
  rule(
    '§5',
    "'SMS Opt-In cannot be checked without providing a Mobile Phone number'",
    ['machines/account/contact-form.ts'],
    [
      "tests/unit/contact-rules.test.ts › 'SMS Opt-In cannot be checked without providing a Mobile Phone number'",
    ],
  ),
  rule(
    '§5',
    'Primary contact email is locked for social-login users',
    ['machines/account/contact-form.ts', 'screens/account/contact-form.tsx'],
    [
      "tests/unit/contact-rules.test.ts › locks the primary contact's e-mail for social-login users",
      'tests/unit/contact-rules.test.ts › leaves the e-mail of other contacts editable for social users',
    ],
  ),
  rule(
    '§5',
    'Phone mask (xxx) xxx-xxxx, digits only (every phone field)',
    ['machines/forms/phone.ts', 'screens/forms/phone-mask.ts'],
    [
      'tests/unit/form-rules.test.ts › masks as the user types and strips non-digits',
      'screens/purchase/contact-boats-screens.test.tsx › masks the mobile phone as (xxx) xxx-xxxx',
      'tests/dom/account-contacts.test.tsx › masks phones',
    ],
  ),
  rule(
    '§5',
    'Purchase contact: first name, last name, valid email, mobile phone required; street address, country, city, state, postal code required',
    ['machines/purchase/contact-form.ts'],
    [
      'tests/unit/purchase-contact.test.ts › names every required field and keeps what was typed',
      'tests/unit/purchase-contact.test.ts › wants a valid e-mail and a complete mobile phone',
    ],
  ),
  rule(
    '§5',
    "Business name when business account; it must not be in email format (' cannot be in email format.')",
    ['machines/purchase/contact-form.ts'],
    [
      "tests/unit/purchase-contact.test.ts › asks a business (commercial) buyer for the business name, which ' cannot be in email format.'",
      'tests/unit/purchase-contact.test.ts › does not ask a recreational buyer for a business name',
    ],
  ),
  rule(
    '§5',
    "Street must be chosen from suggested options (' must be a selection from the provided suggested options', with ', or manually entered by clicking the button below' on contact-2); address complete only with state, city and postalCode",
    ['machines/purchase/contact-form.ts', 'machines/forms/address-form.ts'],
    [
      'tests/unit/purchase-contact.test.ts › wants the street chosen from the suggestions',
      'tests/unit/purchase-contact.test.ts › on contact-2 a street entered by hand counts',
      'screens/purchase/contact-boats-screens.test.tsx › requires the street to be a chosen suggestion',
    ],
  ),
  rule(
    '§5',
    'Membership type: selection required',
    ['machines/purchase.machine.ts'],
    [
      'flows/runner/flow-runner.test.tsx › shows the required message and stays when Continue is pressed without a type',
    ],
  ),
  rule(
    '§5',
    "Payment: cardNumber required, at least 13 characters, digits only; securityCode required, 3 to 4, digits only ('can contain only numbers')",
    ['machines/forms/card-form.ts'],
    [
      'tests/unit/card-form.test.ts › names each missing field',
      'tests/unit/card-form.test.ts › wants at least 13 digits and only digits in the number and the code',
    ],
  ),
  rule(
    '§5',
    'cardExpirationDate required, exactly 5 characters (MM/YY, normalized to MM/yyyy)',
    ['machines/forms/card-form.ts'],
    ['tests/unit/card-form.test.ts › takes MM/YY only and normalizes it to MM/yyyy'],
  ),
  rule(
    '§5',
    'Billing address required unless same as shipping (then billing fields cleared); terms agreement required',
    ['machines/purchase/billing-form.ts'],
    [
      'tests/unit/purchase-payment.test.ts › asks for the billing address unless it is the shipping address',
      'screens/purchase/terms-payment-screens.test.tsx › asks for the billing address when it differs from the contact address',
    ],
  ),
  rule(
    '§5',
    "Expiry before current month: 'The credit card has expired. Please enter a valid credit card.'",
    ['machines/forms/card-form.ts'],
    [
      'tests/unit/card-form.test.ts › rejects a card that expired before this month, accepts one expiring this month',
    ],
  ),
  rule(
    '§5',
    "With automatic renewal, expiry must be later than the membership expiration date (or one year ahead if none): 'The credit card expiration date must be later than the membership renewal date. …'",
    ['machines/forms/card-form.ts'],
    [
      'tests/unit/card-form.test.ts › with auto-renewal wants the card to outlive the renewal date (a year ahead when none)',
      'sandbox/payments/card-checks.test.ts › with automatic renewal, needs a card that outlasts the renewal date',
    ],
  ),
  rule(
    '§5',
    'With no auto renewal and a total of 0, card checks are skipped',
    ['machines/forms/card-form.ts'],
    [
      'tests/unit/card-form.test.ts › skips every check when nothing is due and there is no auto-renewal',
      'tests/unit/purchase-payment.test.ts › skips the card checks when nothing is due and nothing renews',
    ],
  ),
  rule(
    '§5',
    "Auto-renew card form with terms required but unchecked: 'You must accept the terms of the autorenewal agreement'",
    ['machines/auto-renew.machine.ts', 'screens/auto-renew/auto-renew-enrolment-screen.tsx'],
    ['tests/dom/billing-auto-renew.test.tsx › turns the switch on into the enrolment form, checks the rules'],
  ),
  rule(
    '§5',
    "Terms: 'You must agree to the terms and conditions to continue.'",
    ['machines/application/application-steps.ts'],
    [
      "tests/unit/purchase-payment.test.ts › wants the agreement: 'You must agree to the terms and conditions to continue.'",
      'screens/purchase/terms-payment-screens.test.tsx › requires the agreement with the spec message',
    ],
  ),
  rule(
    '§5',
    "A code requiring auto-renew blocks submit unless the agreement is ticked: 'Automatic Renewal selection required to use this Activation Code.' and 'Discount Code requires auto renewal'",
    ['machines/purchase/code-rules.ts', 'machines/application/application-steps.ts'],
    [
      "tests/unit/purchase-payment.test.ts › an activation code needing auto-renewal: 'Automatic Renewal selection required to use this Activation Code.'",
      "tests/unit/purchase-payment.test.ts › an ARB code without auto-renewal opens 'Discount Code requires auto renewal'",
      'tests/unit/purchase-payment.test.ts › names the auto-renewal message by code kind',
    ],
  ),
  rule(
    '§5',
    "Generic: ' must be accepted to continue'",
    [
      'machines/application/application-setup.ts',
      'machines/forms/card-form.ts',
      'machines/partner/application-form.ts',
    ],
    [
      'tests/unit/required-agreements.test.ts › each agreement says its spec words verbatim',
      "tests/unit/required-agreements.test.ts › no agreement and no catalogue entry falls back to '{name} must be accepted to continue'",
    ],
    "Decided otherwise (decision 243): no screen shows the generic text, because every required agreement carries its own spec words (the terms, the autorenewal agreement, the programs application's terms); a future agreement without words of its own would use '{name} must be accepted to continue'.",
  ),
  rule(
    '§5',
    'Donation is the custom amount if given, else the chosen preset; default none',
    ['machines/pricing.ts', 'machines/purchase/summary.ts'],
    [
      'tests/unit/purchase-payment.test.ts › donation: none by default, a preset, or the custom amount when given',
    ],
  ),
  rule(
    '§5',
    "Discount code form: one code only: 'Only one discount code can be applied'; Apply disabled when pristine",
    ['machines/purchase/discount-code-form.ts', 'screens/purchase/discount-code-form.tsx'],
    [
      "tests/unit/purchase-payment.test.ts › applies one code: 'Only one discount code can be applied'",
      'screens/purchase/terms-payment-screens.test.tsx › keeps Apply disabled while the code field is pristine, applies one code and refuses a second',
    ],
  ),
  rule(
    '§5',
    "Activation code on a non-recreational-card type: 'To use your Activation Code for this membership type please call {phone}'",
    ['machines/purchase/code-rules.ts'],
    [
      'tests/unit/purchase-payment.test.ts › tells a commercial buyer to call about an activation code, with the support phone filled in',
      'tests/unit/purchase-payment.test.ts › leaves {phone} for the screen when no support phone is given',
    ],
  ),
  rule(
    '§5',
    'Business-type mismatch gives INVALID_CODE_ON_{NEW|RENEWAL|EXPIRED}_BUSINESS_TYPE; membership type mismatch gives INVALID_CODE_ON_MEMBERSHIP_TYPE, compared case-insensitively',
    ['sandbox/payments/code-rules.ts', 'machines/purchase/code-rules.ts'],
    [
      'tests/unit/purchase-payment.test.ts › an activation code valid only on renewals gives INVALID_CODE_ON_NEW_BUSINESS_TYPE',
      'tests/contract/codes.test.ts › answers an activation code on its membership type, case-insensitively',
      'tests/contract/codes.test.ts › answers INVALID_CODE_ON_NEW_BUSINESS_TYPE for a renewal-only kit on a new membership',
      'tests/unit/renewal-rules.test.ts › an expired member renewing takes renewal codes and is refused new-only ones with their own message',
    ],
  ),
  rule(
    '§5',
    "Boat year required, exactly 4 digits ('must be 4 digits'), digits only, not above current year + 1 ('Boat year must be no greater than current year + 1')",
    ['machines/purchase/boat-form.ts'],
    [
      "tests/unit/purchase-boats.test.ts › checks the year: digits only, 'must be 4 digits'",
      'tests/contract/boats.test.ts › refuses a year beyond next year',
    ],
  ),
  rule(
    '§5',
    "Boat length required, integer, at least 10 and under 100; over 65 shows 'Service not available in all areas for vessels over 65'. Please call {phone} for details.'",
    ['machines/purchase/boat-form.ts'],
    [
      'tests/unit/purchase-boats.test.ts › checks the length: a whole number from 10 to 99, with the over-65 warning',
      'screens/purchase/contact-boats-screens.test.tsx › warns about vessels over 65 ft with the support phone',
    ],
  ),
  rule(
    '§5',
    "Boat make required; home port required: 'Add a home port to your boat!'",
    ['machines/purchase/boat-form.ts'],
    [
      "tests/unit/purchase-boats.test.ts › wants year, length, make and a home port: 'Add a home port to your boat!'",
      'tests/unit/boat-form-edits.test.ts › wants year, length, make and a home port',
    ],
  ),
  rule(
    '§5',
    "Home port: type required ('Where do you typically keep your boat?'); name/description required; locate step with no city: 'Move your marker to find the closest home port city.'",
    ['machines/home-port/home-port-schema.ts'],
    [
      'tests/unit/home-port-schema.test.ts › asks the type, the name/description and a city for the pin, each with its message',
    ],
  ),
  rule(
    '§5',
    'Home port search text non-empty and Continue invalid until a location is chosen (search text is not submitted)',
    ['machines/home-port.machine.ts', 'screens/home-port/home-port-search-screen.tsx'],
    [
      "tests/unit/home-port-schema.test.ts › gives each step's first problem as the wizard's message key",
      'tests/unit/spec-000-rules.test.ts › home port search',
    ],
  ),
  rule(
    '§5',
    'Other boat form: noBoatReason required; boatClubName non-empty when club member',
    ['machines/purchase/boat-form.ts'],
    [
      'tests/unit/purchase-boats.test.ts › wants a reason, and the club name for a Boat Club Member',
      'tests/unit/purchase-boats.test.ts › needs no club name for Rent/Charter',
    ],
  ),
  rule(
    '§5',
    'primaryBoat defaults false when an existing member adds a boat with none',
    ['machines/boats/boat-form-context.ts', 'sandbox/routes/boats.ts'],
    [
      'tests/contract/boats.test.ts › adds a non-primary Active boat to a membership that has a primary',
      'tests/contract/boats.test.ts › makes the first boat of a membership its Active primary boat',
    ],
  ),
  rule(
    '§5',
    'Reassigning primary from the edit form only when the boat is not primary and a primary exists; otherwise the form tells the member to call member service',
    [
      'machines/boats/primary-boat.ts',
      'machines/boat-form.machine.ts',
      'screens/boats/primary-boat-choice.tsx',
      'sandbox/members/primary-boat.ts',
    ],
    [
      'tests/unit/primary-boat-from-edit-form.test.ts › is allowed only for a boat that is not primary when a primary exists',
      'tests/unit/primary-boat-from-edit-form.test.ts › never asks for it otherwise, whatever the form sent',
      'tests/contract/boats.test.ts › makes an Active non-primary boat the primary: the old one stays Active, the membership names the new one',
      'tests/contract/boats.test.ts › refuses a boat that is not Active, and a membership without a primary boat (409)',
      'tests/dom/primary-boat-choice.test.tsx › offers the choice on a boat that is not primary when a primary exists, and saves with it',
      'tests/dom/primary-boat-choice.test.tsx › tells the member to call member service, with the phone, on the primary boat and without a primary',
    ],
  ),
  rule(
    '§5',
    "Remove boat: removalReason required; 'You must select a new primary boat' on newPrimary when removing a primary",
    ['machines/boats/removal-form.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › needs a reason, and for the primary boat a new primary among those offered',
    ],
  ),
  rule(
    '§5',
    'Card reprint: cardReason required (Lost, Damaged, Not received, Duplicate, Other)',
    ['machines/card-reprint/reprint-form.ts'],
    [
      'tests/dom/card-page.test.tsx › requires a reason',
      "tests/contract/membership-cards.test.ts › refuses another account's membership (403) and an unknown reason (400)",
    ],
  ),
  rule(
    '§5',
    'Registration: membershipNumber non-empty; membershipExpirationDate exactly 10 characters, masked MM/DD/YYYY and converted before submit',
    ['machines/registration/registration-form.ts', 'machines/registration/expiration-date.ts'],
    [
      'tests/unit/registration-rules.test.ts › asks for the membership number',
      'tests/unit/registration-rules.test.ts › wants the expiry exactly 10 characters',
      'tests/unit/registration-rules.test.ts › masks typing as MM/DD/YYYY',
      'tests/dom/registration-flow.test.tsx › shows each §5 message of the form',
    ],
  ),
  rule(
    '§5',
    'Account and billing address: street, city, state, postal code, country all present; changing country clears state',
    ['machines/account/address-rules.ts', 'machines/billing/billing-address.ts'],
    [
      'tests/unit/account-address-rules.test.ts › requires street, city, state, postal code and country',
      'tests/unit/account-address-rules.test.ts › clears the state when the country changes, not otherwise',
      'tests/unit/billing-rules.test.ts › clears the state when the country changes',
    ],
  ),
  rule(
    '§5',
    'Referral form: firstName, lastName required; email required and valid',
    ['machines/referral/referral-form.ts'],
    [
      'tests/unit/referral-rules.test.ts › requires first and last name',
      'tests/unit/referral-rules.test.ts › requires a valid e-mail',
    ],
  ),
  rule(
    '§5',
    'Money parsing keeps digits and dot only',
    ['machines/forms/phone.ts', 'machines/pricing.ts'],
    ['tests/unit/form-rules.test.ts › keeps digits and the dot of money'],
  ),
  rule(
    '§5',
    "External links get 'http' or '//' prefix if missing",
    ['machines/forms/web-url.ts'],
    ['tests/unit/partner-business-profile.test.ts › prefixes links without a scheme'],
  ),
  rule(
    '§5',
    "Country and state lists: Canada, Mexico, United States (CA, MX, US); state options depend on country; 'Select country...' when none",
    ['machines/forms/regions.ts'],
    [
      'tests/unit/form-rules.test.ts › lists states by country and none without a country',
      "tests/unit/spec-000-rules.test.ts › 'Select country...'",
    ],
  ),
  rule(
    '§5',
    'Trailer care offered only for Gold Card and Lake Card',
    ['machines/purchase/membership-types.ts', 'machines/membership/upgrade-eligibility.ts'],
    [
      'tests/unit/purchase-advisor.test.ts › offers trailer care for Gold and Lake only',
      'tests/unit/membership-status.test.ts › trailer care upgrade: Gold and Lake',
    ],
  ),
  rule(
    '§5',
    'Multiple boats allowed for Gold Card, Lake Card and Professional Mariner Card; not Commercial, Fleet, Lake Fleet or Trial',
    ['machines/boats/boat-list.ts', 'sandbox/routes/boats.ts'],
    [
      'tests/unit/boat-list-rules.test.ts › shows Additional Boats for Gold, Lake and Professional Mariner only',
      'tests/contract/boats.test.ts › refuses a second boat on a %s with ADDITIONAL_BOATS_NOT_ALLOWED',
    ],
  ),
  rule(
    '§5',
    'Commercial boat use for Commercial Card and Professional Mariner Card; others recreational',
    ['machines/purchase/membership-types.ts'],
    ['tests/unit/purchase-advisor.test.ts › groups the membership types by boat use'],
  ),
  rule(
    '§5',
    'Lake Card excludes AK, FL, HI, PR, VI',
    ['machines/forms/regions.ts'],
    ['tests/unit/form-rules.test.ts › excludes AK, FL, HI, PR and VI from the Lake Card, by code or name'],
  ),
  rule(
    '§5',
    "Form errors from the server without a specific message show 'Please review the information provided and correct all form errors'",
    ['api/error-catalogue.ts', 'machines/billing/failure-codes.ts'],
    [
      'tests/unit/failures-without-codes.test.ts › shows the general error when the answer carries no code',
      'tests/unit/referral-rules.test.ts › gets the form-errors sentence',
    ],
  ),
];

const s6 = [
  rule(
    '§6',
    'Anonymous visitor: purchase, registration, gift flow, media entry; steered to registration when no signed-in account id (to new_member if navigation state holds an expiration date and membership number, else existing_member, keeping the query string)',
    ['src/auth/registration-steering.ts'],
    [
      'tests/unit/registration-rules.test.ts › goes to existing_member with the query string kept',
      'tests/unit/registration-rules.test.ts › goes to new_member when navigation state holds a membership number and expiration date',
      'tests/dom/registration-flow.test.tsx › steers a signed-in login without an account id',
    ],
  ),
  rule(
    '§6',
    'A member manages only boats on the current membership',
    ['sandbox/routes/boats.ts', 'sandbox/members/access.ts'],
    [
      "tests/contract/boats.test.ts › refuses another member's boat (403)",
      "tests/browser/boats.test.ts › refuses another member's boat and membership in the URL",
    ],
  ),
  rule(
    '§6',
    'Monthly and subsidized hide expiry reminders, auto-renew and trailer care upgrade',
    ['machines/membership/membership-status.ts', 'machines/billing/auto-renew-lock.ts'],
    [
      'tests/unit/billing-rules.test.ts › hides auto-renew for monthly and subsidized accounts',
      'tests/dom/billing-auto-renew.test.tsx › is hidden for %s accounts',
      "tests/browser/upgrades.test.ts › sponsored@: the subsidized account's Lake Card is refused for the account type",
    ],
  ),
  rule(
    '§6',
    'Username-and-password users may edit password and primary email; social-login users may not',
    ['src/pages/members/account/credentials-card.tsx'],
    [
      'tests/dom/account-page.test.tsx › offers a password change to username-and-password users',
      'tests/dom/account-page.test.tsx › a social-login user sees no password or primary e-mail editing',
      'tests/browser/account.test.ts › social@example.com manages credentials with the provider',
    ],
  ),
  rule(
    '§6',
    'The Primary Contact cannot be removed; other contacts can',
    ['machines/account/primary-contact.ts', 'sandbox/routes/member-accounts.ts'],
    [
      'tests/dom/account-page.test.tsx › never offers Remove for the Primary Contact',
      'tests/contract/member-accounts.test.ts › never removes the Primary Contact (409)',
      'tests/unit/primary-contact.test.ts › protects the contact typed',
    ],
  ),
  rule(
    '§6',
    'Member accounts have extra email, SMS and push preferences; partner accounts do not',
    [
      'screens/account/contact-form.tsx',
      'machines/account/contact-form.ts',
      'machines/account/contact-changes.ts',
    ],
    [
      'tests/dom/spec-000-screens.test.tsx › member contacts have e-mail, SMS and push preferences',
      'tests/unit/contact-rules.test.ts › sends the push preference',
      'tests/unit/account-bindings.test.ts › adds a contact to the account and edits it with only the changed fields',
      'tests/dom/account-contacts.test.tsx › shows the §5 messages, masks phones, then saves',
    ],
  ),
  rule(
    '§6',
    'Account name or business changes are not self-service (contact the provider)',
    ['src/pages/members/account/account-holder-card.tsx'],
    ['tests/dom/account-page.test.tsx › the read-only account holder name'],
  ),
  rule(
    '§6',
    'Private videos and posts need a membership that is not Do Not Renew or Cancelled; Expired is prompted to renew',
    ['sandbox/routes/member-media.ts', 'machines/media/media-access.ts'],
    [
      'tests/contract/member-media.test.ts › refuses private items to a member whose membership is %s (403 MEMBERS_ONLY)',
      'tests/contract/member-media.test.ts › answers MEMBERSHIP_EXPIRED to an expired member',
    ],
  ),
  rule(
    '§6',
    'Authorization: bearer access token; 401 and 403 lead to re-login',
    ['api/client.ts', 'api/http-failure.ts'],
    [
      'tests/contract/auth.test.ts › no or forged bearer token → 401 UNAUTHORIZED',
      'tests/dom/error-pages.test.tsx › Unauthorized Request with Logout and Retry',
    ],
  ),
  rule(
    '§6',
    'Every request carries a fixed request-token header; login-path requests send credentials',
    ['api/client.ts'],
    [
      'api/client.test.ts › sends the fixed request token on every call',
      'api/client.test.ts › includes credentials on login/… calls only',
    ],
  ),
  rule(
    '§6',
    'Account calls carry the bearer token; boat create/update/delete-related calls, checkout, promo, price, product and places calls carry none',
    ['api/call-class.ts'],
    [
      'api/call-class.test.ts › sends none to %s %s (spec §6)',
      'api/client.test.ts › account call %s %s carries the bearer token',
    ],
  ),
];

const s7 = [
  rule(
    '§7',
    'Base is a configured API root; request bodies and queries are not converted from camel case',
    ['api/client.ts', 'src/config.ts'],
    ['api/client.test.ts › builds URLs under the configured base'],
  ),
  rule(
    '§7',
    'GET login/session/cookie, then GET login/session/authorization (claims, access_token); GET login/session/logout',
    ['src/auth/session.ts', 'sandbox/routes/auth.ts'],
    [
      'tests/contract/auth.test.ts › signs gold in',
      'tests/contract/auth.test.ts › logout ends the session and clears the cookie',
    ],
  ),
  rule(
    '§7',
    'POST authorize (redirectUri, authState, codeChallenge, membershipNumber, expDate, prompt) → redirect_uri; code exchange (authCode, authState, codeVerifier)',
    ['sandbox/routes/auth.ts', 'src/pages/auth/post-login-page.tsx'],
    [
      'tests/contract/auth.test.ts › authorize answers the IdP page',
      'tests/contract/auth.test.ts › wrong verifier → 400 INVALID_CODE_VERIFIER',
      'tests/contract/auth.test.ts › state mismatch → 400 INVALID_AUTH_STATE',
    ],
  ),
  rule(
    '§7',
    'GET /accounts/{id}; PATCH /accounts (also billing address)',
    ['sandbox/routes/accounts.ts', 'api/queries/account.ts'],
    [
      'tests/contract/accounts.test.ts › answers the caller’s own account',
      'tests/contract/member-accounts.test.ts › updates the billing address of the own account',
    ],
  ),
  rule(
    '§7',
    'POST, PATCH, DELETE /contacts; GET /contacts/all/{accountId}',
    ['sandbox/routes/member-accounts.ts', 'api/queries/contacts.ts'],
    [
      'tests/contract/member-accounts.test.ts › adds, updates (preferences) and removes a contact of the own account',
      'tests/contract/accounts.test.ts › lists the contacts, Primary Contact first',
    ],
  ),
  rule(
    '§7',
    'POST /auth0/createpasswordticket (client_id, user_id) → ticket; POST /auth0reassociation/{email}/{memberNumber}',
    ['sandbox/routes/member-accounts.ts'],
    [
      'tests/contract/member-accounts.test.ts › creates a password ticket for the own username-and-password login only',
      'tests/contract/member-accounts.test.ts › reassociates the login with a new e-mail',
    ],
  ),
  rule(
    '§7',
    'GET /utility/primarycontactemailexists/{email}; POST /utility/verify (membership number, expiration date, auth0_user_id)',
    ['sandbox/routes/member-accounts.ts'],
    [
      'tests/contract/member-accounts.test.ts › answers neither for an unknown e-mail',
      "tests/contract/member-accounts.test.ts › links the caller's login to a membership without a login, by number and expiration date",
    ],
  ),
  rule(
    '§7',
    'GET /dashboard/{accountId}; GET /membershipandaor/{id}; POST /utility/latlongaor (lat, lon)',
    ['sandbox/routes/dashboard.ts', 'sandbox/routes/places.ts'],
    [
      'tests/contract/dashboard.test.ts › answers gold’s account and membership',
      'tests/contract/dashboard.test.ts › answers the membership with its local operator',
      'tests/contract/products-and-places.test.ts › finds the local operator (nearest area of responsibility) for coordinates',
    ],
  ),
  rule(
    '§7',
    'POST, PATCH, DELETE /boats; PATCH /boats/deleteoldsetnew/ (new_primary_boat.id, deleted_boat.reason_for_removal, deleted_boat.id)',
    ['sandbox/routes/boats.ts', 'journeys/boat-removal/boat-removal.actors.ts'],
    [
      'tests/contract/boats.test.ts › updates only the fields sent',
      'tests/contract/boat-actors.test.ts › removing the primary hands over to the new primary in one call',
    ],
  ),
  rule(
    '§7',
    'GET /utility/fulfillment/{id}; POST /utility/reprint (cardReason, membershipid)',
    ['sandbox/routes/membership-cards.ts'],
    [
      "tests/contract/membership-cards.test.ts › lists the own membership's card orders",
      'tests/contract/membership-cards.test.ts › orders a replacement card and lists it first',
    ],
  ),
  rule(
    '§7',
    'POST /authorizenet/cancelexistingmakenew (enrol auto-renewal or update card); DELETE /authorizenet/cancelarbfrommembershipid (unenrol)',
    ['sandbox/routes/payments.ts', 'journeys/auto-renew/auto-renew.actors.ts'],
    [
      'tests/contract/payments.test.ts › enrols with a card that outlasts the renewal date and stores only its last four digits',
      'tests/contract/payments.test.ts › unenrols (DELETE) and forgets the stored card',
    ],
  ),
  rule(
    '§7',
    'POST /authorizenet/checkout with the manual payment payload (cc_details, donation_amount, total_cost, account and membership external ids, cart types, sms_opt_in__c, ad tracking, referral, activation_code_id or promo_code_id)',
    ['journeys/purchase/purchase.actors.ts', 'sandbox/payments/checkout.ts'],
    [
      'tests/contract/purchase-actors.test.ts › sends the §7 payload with ad tracking',
      'tests/contract/purchase-actors.test.ts › sends an activation code as activation_code_id',
      'tests/contract/payments.test.ts › charges the server-computed price once and creates the membership',
    ],
  ),
  rule(
    '§7',
    'POST /apple/processpayment; POST /google/processpayment; POST /apple/verifymerchant',
    ['sandbox/routes/payments.ts'],
    [
      'tests/contract/payments.test.ts › answers WALLET_UNAVAILABLE to Apple Pay, Google Pay and merchant validation',
    ],
  ),
  rule(
    '§7',
    'POST /upgrades (cc_details, total_cost, upgrading_from, upgrading_to, membership__c); POST /midmembershiptrailercare (upgrading_from/upgrading_to or trailer_care_type)',
    ['journeys/upgrades/upgrade.actors.ts', 'sandbox/routes/payments.ts'],
    [
      'tests/contract/upgrade-actors.test.ts › payUpgrade sends the Lake-to-Gold payload billed to the account address, once per key',
      'tests/contract/upgrade-actors.test.ts › and adds a level as trailer_care_type',
    ],
  ),
  rule(
    '§7',
    'POST and PATCH /utility/baseaccount/ (account, contact, membership__c); POST /utility/getbaseaccountfromhcextid/',
    ['sandbox/routes/member-accounts.ts', 'journeys/purchase/purchase.actors.ts'],
    [
      'tests/contract/member-accounts.test.ts › creates and updates the cart of an application',
      'tests/contract/purchase-actors.test.ts › creates account, primary contact and membership once, then updates the same records',
    ],
  ),
  rule(
    '§7',
    'POST /utility/activationcode/ (activation_code); POST /utility/promos/ (promotion_code, flow_type)',
    ['sandbox/routes/codes.ts'],
    [
      'tests/contract/codes.test.ts › answers the discount details',
      'tests/contract/codes.test.ts › rejects a malformed code with VALIDATION_FAILED',
    ],
  ),
  rule(
    '§7',
    'GET /products: price lists by Membership and Trailer Care',
    ['sandbox/routes/products.ts'],
    ['tests/contract/products-and-places.test.ts › answers the docs/sandbox.md yearly prices by family'],
  ),
  rule(
    '§7',
    'GET /google_places?input= (spaces replaced by plus); GET /googleplacesdetails/{id}; GET /geocoding?latlng={lat},{lng}; first geocoding entry parsed to address parts',
    ['sandbox/routes/places.ts', 'journeys/home-port/home-port.actors.ts'],
    [
      'tests/contract/products-and-places.test.ts › autocompletes with spaces sent as plus signs',
      'tests/contract/products-and-places.test.ts › reverse geocodes to the nearest known place',
      'journeys/home-port/home-port.calls.test.ts › takes the first geocoding entry',
    ],
  ),
  rule(
    '§7',
    'Address lookups debounce 100 ms (contact) and 350 ms (billing and boat)',
    ['screens/purchase/address-search.tsx'],
    [
      'tests/dom/spec-000-screens.test.tsx › address debounce',
      'tests/unit/spec-000-rules.test.ts › home port search',
    ],
  ),
  rule(
    '§7',
    'POST /referrals; GET /referrals/{id} (first and last name, email, referring_member_account_id__c)',
    ['sandbox/routes/referrals.ts', 'journeys/referral/referral.actors.ts'],
    [
      'tests/contract/referrals.test.ts › records a Pending referral',
      'tests/contract/referrals.test.ts › answers a referral by id',
    ],
  ),
  rule(
    '§7',
    'GET /cloudflare/stream/token?video_uid (Bearer) → result.token; the token refreshes when its exp is past',
    ['sandbox/routes/member-media.ts', 'machines/media/playback-token.ts'],
    [
      'tests/contract/member-media.test.ts › issues a playback token with its expiry for an entitled member',
      "tests/dom/video-player.test.tsx › plays until the token's exp, then 'Session Expired'; Refresh plays a new token",
    ],
  ),
  rule(
    '§7',
    'GET videos/{videoID}; GET videos/{id} or posts/{id}',
    ['sandbox/routes/member-media.ts', 'api/queries/media.ts'],
    [
      'tests/contract/member-media.test.ts › serves public items to anyone and private ones to an active member',
    ],
  ),
  rule(
    '§7',
    'Handling of answers: account fetch loads account and contacts; a successful contact or boat change refetches the relevant list; a successful payment stores memberships; checkout errors through the error catalogue',
    ['api/queries/account.ts', 'api/queries/contacts.ts'],
    [
      'api/queries/query-options.test.ts › a successful contact %s invalidates every contacts list',
      'api/queries/query-options.test.ts › a successful account update invalidates the account',
      'screens/purchase/terms-payment-screens.test.tsx › shows checkout errors through the error catalogue and keeps the form',
    ],
  ),
];

// Spec §8's table, one row per line: each code's text is checked verbatim by the catalogue test, and where a
// call answers the code, by the contract test that makes the sandbox answer it.
const CATALOGUE_TEST = 'api/error-catalogue.test.ts › %s shows its text followed by the raw code';
const catalogue: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  [
    'AUTHNET_ERROR_OCCURRED',
    "'An error occurred during processing. Please try again', call the phone line if repeated",
    [],
  ],
  [
    'AUTHNET_NULL_RESPONSE, NO_ACCOUNT_FOUND, REQUIRED_FIELD_MISSING, TOO_MANY_REFERRAL_CREDITS_PASSED',
    "'Looks like something went wrong. DO NOT ATTEMPT TO SUBMIT THE FORM AGAIN.' Call support to check whether membership and payment processed",
    [
      'tests/contract/payments.test.ts › answers NO_ACCOUNT_FOUND for unknown external ids',
      'tests/contract/payments.test.ts › more than held → TOO_MANY_REFERRAL_CREDITS_PASSED',
    ],
  ],
  [
    'DUPLICATE_TRANSACTION_SUBMITTED',
    'application submitted more than once; payment probably went through; call to verify',
    [
      'tests/contract/payments.test.ts › charges a resubmission with the same key nothing: DUPLICATE_TRANSACTION_SUBMITTED',
    ],
  ],
  [
    'EXPIRED_CREDIT_CARD',
    "'The credit card number that was entered has expired.'",
    ['sandbox/payments/card-checks.test.ts › answers EXPIRED_CREDIT_CARD before the current month'],
  ],
  [
    'ERROR_PROCESSING_PAYMENT',
    'problem processing payment; recheck the PAYMENT section, then call if it continues',
    [],
  ],
  [
    'INVALID_CODE_ON_MEMBERSHIP_TYPE',
    "'Activation Code not valid on this membership type. Please choose another membership type.'",
    ['tests/contract/payments.test.ts › refuses an activation code on the wrong membership type'],
  ],
  [
    'INVALID_CODE_ON_NEW_BUSINESS_TYPE',
    "'Activation code not valid for new memberships.'",
    [
      'tests/contract/codes.test.ts › answers INVALID_CODE_ON_NEW_BUSINESS_TYPE for a renewal-only kit on a new membership',
    ],
  ],
  ['INVALID_CODE_ON_RENEW_BUSINESS_TYPE', "'Activation Code not valid for membership renewals.'", []],
  [
    'INVALID_COOKIE',
    "'Invalid Cookie'",
    ['tests/contract/auth.test.ts › unknown cookie → 401 INVALID_COOKIE'],
  ],
  [
    'INACTIVE_PROMO',
    "'The promotion code that was entered has expired.'",
    ['tests/contract/payments.test.ts › refuses promo %s with its catalogue code'],
  ],
  [
    'INVALID_CREDIT_CARD_EXPIRATION_DATE',
    "'The credit card expiration date is invalid.'",
    [
      'sandbox/payments/card-checks.test.ts › answers INVALID_CREDIT_CARD_EXPIRATION_DATE for a month outside 01-12',
    ],
  ],
  [
    'INVALID_CREDIT_CARD_NUMBER',
    "'The credit card number that was entered is invalid (the card number is incorrect or unknown).'",
    ['sandbox/payments/card-checks.test.ts › approves other Luhn-valid numbers and rejects the rest'],
  ],
  [
    'INVALID_ID',
    "'No active promotion or activation kit found with the provided code.'",
    ['tests/contract/codes.test.ts › %s on %s (%s) → %s'],
  ],
  [
    'INVALID_NEW_ONLY',
    "'This promotion code is only for new members.'",
    [
      'tests/contract/payments.test.ts › refuses a new-members-only code on a renewal (SAVE20 → INVALID_NEW_ONLY)',
    ],
  ],
  [
    'INVALID_RENEW_ONLY',
    "'This promotion code is only for members renewing their membership.'",
    ['tests/unit/purchase-payment.test.ts › rejects a renewal-only promotion'],
  ],
  [
    'MEMBER_EXPIRING_TOO_SOON',
    "'Your membership will expire before your new card request can be fulfilled. Your request will not be processed.'",
    [
      'tests/contract/membership-cards.test.ts › answers MEMBER_EXPIRING_TOO_SOON within 30 days of expiry',
      'tests/dom/card-page.test.tsx › shows MEMBER_EXPIRING_TOO_SOON with its catalogue text',
    ],
  ],
  ['NO_ADDITIONAL_TRIAL_TIME_PROMOTION', "'The promotion code that was entered is invalid.'", []],
  [
    'NO_COOKIE_FOUND',
    "'No Sea Tow Auth Cookie was found'",
    ['tests/contract/auth.test.ts › no cookie → 404 NO_COOKIE_FOUND'],
  ],
  [
    'PASSWORD_COMPLEXITY_ERROR',
    "'The password provided does not meet the current complexity requirements.'",
    ['tests/contract/programs.test.ts › answers PASSWORD_COMPLEXITY_ERROR'],
  ],
  [
    'PAYMENT_DECLINED',
    'card declined; recheck payment details or use another card, then call',
    ['tests/contract/purchase-actors.test.ts › a declined card charges nothing'],
  ],
  [
    'PRICE_MISMATCH',
    'internal error; order not completed; call to join instead',
    ['tests/contract/payments.test.ts › answers PRICE_MISMATCH when total_cost disagrees'],
  ],
  [
    'UNKNOWN_ERROR',
    "'Something unexpected went wrong with processing your application and payment'; call the team",
    ['api/error-catalogue.test.ts › maps an unknown code to the UNKNOWN_ERROR text and keeps the raw code'],
  ],
];
const catalogueRows = catalogue.map(([codes, text, tests]) =>
  rule('§8', `${codes}: ${text}`, ['api/error-catalogue.ts'], [CATALOGUE_TEST, ...tests]),
);

const s8 = [
  rule(
    '§8',
    'Display rule: codes each mapped to text, unknown codes give the UNKNOWN_ERROR text, texts joined by blank lines and the raw codes appended in brackets',
    ['api/error-catalogue.ts'],
    [
      'api/error-catalogue.test.ts › maps an unknown code to the UNKNOWN_ERROR text and keeps the raw code',
      'api/error-catalogue.test.ts › joins several texts with blank lines and appends all raw codes in brackets',
    ],
  ),
  rule(
    '§8',
    'The catalogue holds exactly the codes of §8 (and the listed additions); the texts that ask to call carry the phone line',
    ['api/error-catalogue.ts'],
    [
      'api/error-catalogue.test.ts › covers exactly the codes of spec §8 and the listed additions',
      'api/error-catalogue.test.ts › puts the configured phone number into the texts that ask to call',
    ],
  ),
  ...catalogueRows,
  rule(
    '§8',
    "HTTP failures: no status goes to the client error page with status 'api-down'",
    ['api/http-failure.ts', 'api/client.ts'],
    ['api/client.test.ts › routes a call that gets no answer to the api-down page and still rejects'],
  ),
  rule(
    '§8',
    'A 404 with the no-cookie message and a 401 with the invalid-cookie message raise those errors',
    ['api/client.ts'],
    [
      'api/client.test.ts › raises the no-cookie error for a 404 with the no-cookie message',
      'api/client.test.ts › raises the invalid-cookie error for a 401 with the invalid-cookie message',
      'tests/contract/auth.test.ts › no cookie → 404 NO_COOKIE_FOUND; unknown cookie → 401 INVALID_COOKIE',
    ],
  ),
  rule(
    '§8',
    'Other 401, 403 and 404 go to /error/client_error with an app name and the status; 500-599 go to /error/server_error',
    ['api/http-failure.ts'],
    [
      'api/client.test.ts › routes any other %i to the client error page with app and status',
      'api/client.test.ts › routes %i to the server error page',
    ],
  ),
  rule(
    '§8',
    "Unknown client error kind: 'Unknown client error'",
    ['src/pages/errors/client-error-page.tsx'],
    ['tests/dom/error-pages.test.tsx › an unknown kind: Unknown client error'],
  ),
  rule(
    '§8',
    'Marker AUTH0_ACCOUNT_FOUND exists for sign-in',
    ['api/error-catalogue.ts', 'sandbox/routes/member-accounts.ts'],
    [
      'tests/contract/member-accounts.test.ts › taken e-mail → AUTH0_ACCOUNT_FOUND',
      'tests/unit/partner-login-outcome.test.ts › goes on to the login page with status AUTH0_ACCOUNT_FOUND',
    ],
  ),
  rule(
    '§8',
    "'Discount Code requires auto renewal' opens a modal 'The promotional code applied requires automatic renewal. …' with Close",
    ['screens/purchase/payment-screen.tsx'],
    [
      'screens/purchase/terms-payment-screens.test.tsx › opens the auto-renew-required modal for a code that needs automatic renewal; Close returns',
    ],
  ),
  rule(
    '§8',
    "'ERROR: No primary boat for membership'",
    ['screens/membership-picker/picker-screen.tsx'],
    [
      "screens/membership-picker/picker-screen.test.tsx › names each membership's primary boat, and says so when one has none",
    ],
  ),
  rule(
    '§8',
    "'[ERROR]: unknown membership type: {type}'",
    ['machines/purchase/summary.ts'],
    ['tests/unit/renewal-rules.test.ts › a membership type the price lists do not know is named in the cart'],
  ),
  rule(
    '§8',
    "'Missing credit card for membership {id}' (auto-renewing membership without card)",
    ['src/pages/members/billing/payment-method-card.tsx'],
    [
      "tests/dom/billing-forms.test.tsx › says 'Missing credit card for membership {id}' when enrolled without a card",
    ],
  ),
  rule(
    '§8',
    "Video: 'Session Expired' (inactivity) or 'Video Error' (load failure), each with Refresh",
    ['screens/media/video-player.tsx'],
    [
      "tests/dom/video-player.test.tsx › plays until the token's exp, then 'Session Expired'",
      "tests/dom/video-player.test.tsx › a stream that fails to load shows 'Video Error' with Refresh",
    ],
  ),
  rule(
    '§8',
    "Registration Failure modal: 'You did not provide a valid membership and/or membership expiration date. …' with Retry Registration and OK",
    ['screens/registration/registration-failure-screen.tsx'],
    [
      "tests/browser/registration-and-referrals.test.ts › opens 'Registration Failure'",
      'tests/dom/registration-flow.test.tsx › opens Registration Failure on a refused verify',
    ],
  ),
  rule(
    '§8',
    "Empty states: 'No memberships for this account', 'No boats associated with this membership'",
    ['src/pages/members/memberships-page.tsx', 'src/pages/members/boats/membership-boats.tsx'],
    [
      "tests/dom/dashboard-statuses.test.tsx › no memberships: 'No memberships for this account'",
      'tests/browser/boats.test.ts › noboat@: the empty state here and on the membership page',
    ],
  ),
  rule(
    '§8',
    "Lake Card dialog: 'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. …'",
    ['screens/boats/lake-card-dialog.tsx'],
    [
      "screens/purchase/contact-boats-screens.test.tsx › for a Key West home port; 'Upgrade and Continue' switches to Gold",
    ],
  ),
  rule(
    '§8',
    "Network messages: 'The network is unavailable. Please retry your request again.'",
    ['api/error-catalogue.ts'],
    ['tests/dom/error-pages.test.tsx › api-down: Network Unavailable with Retry Request going back'],
  ),
  rule(
    '§8',
    "Failed boat create flashes the form's general error",
    ['machines/boat-form.machine.ts', 'screens/boats/boat-form-screen.tsx'],
    [
      'tests/unit/failures-without-codes.test.ts › shows the general error when the answer carries no code',
      "tests/unit/failures-without-codes.test.ts › shows the answer's codes",
    ],
  ),
];

const s9 = [
  rule(
    '§9',
    'Sample prices: Gold 179, Lake 119, Commercial 179, Professional Mariner 365, Lake Fleet 299, Fleet 599, Gold 2/3/10 years 358/537/1790, Lake to Gold 80, Trailer Care 14 (multi-year multiples), Trailer Care Plus 29.95',
    ['sandbox/db/seed/catalog.ts', 'machines/pricing.ts'],
    [
      'tests/contract/seed.test.ts › has every price and fee',
      'tests/unit/pricing.test.ts › uses a multi-year entry when there is one',
      'tests/unit/pricing.test.ts › multiplies the yearly price otherwise (trailer care multi-year multiples)',
    ],
  ),
  rule(
    '§9',
    'Marketing copy: Gold about $21 a month, Lake $14 a month (monthly is yearly divided by 12)',
    ['machines/purchase/monthly-copy.ts', 'screens/purchase/type-selected-screen.tsx'],
    [
      'tests/unit/pricing.test.ts › is the yearly price divided by 12, in whole dollars',
      'screens/purchase/advisor-screens.test.tsx › recommends the Gold Card with its price',
      'screens/purchase/advisor-screens.test.tsx › shows My Cart with the chart prices',
    ],
  ),
  rule(
    '§9',
    'Lake-to-Gold difference is the Gold price minus the Lake price; takes effect in 24 hours',
    ['machines/pricing.ts', 'machines/upgrades/upgrade-offer.ts'],
    [
      'tests/unit/pricing.test.ts › Lake-to-Gold difference is Gold minus Lake',
      'tests/unit/upgrade-rules.test.ts › Lake to Gold is its product, else the Gold price minus the Lake price',
    ],
  ),
  rule(
    '§9',
    "Trailer Care coverage limit per incident $300; Trailer Care Plus and its upgrade $600; the summary shows 'Up to {limit} per incident' and the annual plan price for Plus",
    ['machines/purchase/summary.ts', 'machines/upgrades/trailer-care-levels.ts'],
    [
      'screens/purchase/advisor-screens.test.tsx › shows My Cart with the chart prices',
      'tests/contract/products-and-places.test.ts › answers the docs/sandbox.md yearly prices by family',
    ],
  ),
  rule(
    '§9',
    'Donation options: $0, $1, $5, $10, $20, $50, Other; default none; added when over 0',
    ['screens/purchase/donation-choice.tsx', 'machines/pricing.ts'],
    [
      'tests/unit/pricing.test.ts › adds trailer care and a positive donation',
      'tests/unit/pricing.test.ts › ignores a zero or negative donation',
      "screens/purchase/terms-payment-screens.test.tsx › is titled 'Payment' with the donation choices",
    ],
  ),
  rule(
    '§9',
    'Promotion: discount is dollarsOff, else percentOff of the price; discounted price never below 0',
    ['machines/pricing.ts'],
    [
      'tests/unit/pricing.test.ts › takes dollars off before percent off',
      'tests/unit/pricing.test.ts › never goes below 0',
    ],
  ),
  rule(
    '§9',
    'Total due is subtotal adjusted by discount, referral credits (applied up to the discounted cost; total never below zero) and donation',
    ['machines/pricing.ts'],
    [
      'tests/unit/pricing.test.ts › applies credits only up to the discounted cost, never below zero',
      'tests/unit/pricing.test.ts › applies $10 referral credits after the discount',
    ],
  ),
  rule(
    '§9',
    'Trial promotion: item priced at 0, shown with duration in days',
    ['machines/pricing.ts', 'machines/purchase/summary.ts'],
    [
      'tests/unit/pricing.test.ts › prices a trial at 0',
      'tests/contract/payments.test.ts › prices a trial promotion at 0 with auto-renew, for its duration in days',
    ],
  ),
  rule(
    '§9',
    'Rounding helper: amount at or below 0 is 0; otherwise rounds up to the next multiple of 25',
    ['machines/pricing.ts'],
    ['tests/unit/pricing.test.ts › rounds up to the next multiple of 25, 0 at or below 0'],
  ),
  rule(
    '§9',
    'Renewal extends expiry by 1 year',
    ['sandbox/payments/checkout.ts'],
    ['tests/contract/payments.test.ts › extends expiry by one year and keeps trailer care'],
  ),
  rule(
    '§9',
    'Referral credit: a fixed amount off the renewal per referred member, no limit on credits (the amount is not shown; the sandbox credits $10)',
    ['machines/pricing.ts', 'sandbox/payments/checkout.ts'],
    [
      "tests/unit/renewal-rules.test.ts › the account's referral credits come off the price, $10 each",
      'tests/contract/payments.test.ts › uses referral credits ($10 each)',
      'tests/contract/referrals.test.ts › turns Joined and credits the referrer',
    ],
  ),
  rule(
    '§9',
    'Auto-renew charges 10 days before the renewal date; the shown auto-renew date is 10 days before expiry',
    ['machines/billing/auto-renew-lock.ts', 'machines/membership/membership-status.ts'],
    [
      'tests/unit/billing-rules.test.ts › dates the auto-renew charge 10 days before expiry',
      "tests/unit/billing-rules.test.ts › a trial's auto-renew date is never shown in the past",
      'tests/browser/member-personas.test.ts › gold: auto-renew date (expiry − 10 days)',
    ],
  ),
  rule(
    '§9',
    'Reminders: thresholds 45, 30, 10, 0 days; processed-card notice 30 days from effective date',
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › days → %o',
      'tests/dom/dashboard-reminders.test.tsx › days: %s reminder and Renew Now',
    ],
  ),
  rule(
    '§9',
    'Membership active 24 hours after payment, non-refundable; permanent card mailed (screens say 3-4 weeks)',
    ['screens/purchase/confirmation-screen.tsx', 'screens/purchase/terms-screen.tsx'],
    ['screens/purchase/terms-payment-screens.test.tsx › welcomes the member, says what happens next'],
  ),
  rule(
    '§9',
    'Lake coverage: freshwater in the Continental United States excluding AK, FL, HI, PR, VI',
    ['machines/forms/regions.ts'],
    [
      'tests/unit/purchase-boats.test.ts › accepts a Lake Card with a home port on Lake George NY',
      'tests/unit/purchase-boats.test.ts › does not stop a Gold Card in Key West',
    ],
  ),
  rule(
    '§9',
    'Boat: length at least 10 and under 100, warning above 65 ft; year 4 digits up to current year + 1',
    ['machines/purchase/boat-form.ts', 'sandbox/routes/boats.ts'],
    [
      'tests/unit/purchase-forms.test.ts › checks year and length in the spec order',
      'tests/contract/boats.test.ts › refuses a year beyond next year and a length out of range',
    ],
  ),
  rule(
    '§9',
    "Hull types, engine types, fuel, engines 1-4, home port types (Marina, Mooring, Trailer, Home Dock, Other); ownership 'I own a boat', 'Other (Boat Club, Rent/Charter)'; other-boat reasons Boat Club Member, Rent/Charter, Other; use types Recreational, Commercial",
    ['machines/purchase/boat-form.ts', 'machines/home-port/home-port-schema.ts'],
    ['tests/unit/spec-000-rules.test.ts › boat vocabularies'],
  ),
  rule(
    '§9',
    'Reprint reasons: Lost, Damaged, Not received, Duplicate, Other. Contact relationships: Boat Co-owner, Spouse Partner, Business Owner, Sibling, Child, Other',
    ['machines/card-reprint/reprint-form.ts', 'machines/account/contact-form.ts'],
    ['tests/unit/spec-000-rules.test.ts › reprint reasons and contact relationships'],
  ),
  rule(
    '§9',
    'Card: number at least 13, expiry 5 characters MM/YY, security code 3-4; registration date 10 characters',
    ['machines/forms/card-form.ts', 'machines/registration/registration-form.ts'],
    [
      'tests/unit/card-form.test.ts › wants at least 13 digits',
      'tests/unit/registration-rules.test.ts › wants the expiry exactly 10 characters',
    ],
  ),
  rule(
    '§9',
    'Map zoom 11 (boat details) and 13 (locate marina)',
    ['screens/boats/boat-map.tsx', 'screens/home-port/locate-marina-map.tsx'],
    ['tests/dom/spec-000-screens.test.tsx › map zoom 11 (boat details) and 13 (locate marina)'],
  ),
  rule(
    '§9',
    'Tracking expiry 30 days (2592000000 ms)',
    ['journeys/purchase/ad-tracking.ts'],
    ['journeys/purchase/ad-tracking.test.ts › forgets a value 30 days (2592000000 ms) after it was captured'],
  ),
  rule(
    '§9',
    'Flash for network available 3000 ms',
    ['src/shell/network-notices.tsx'],
    ['tests/dom/network-notices.test.tsx › for 3 seconds once back'],
  ),
  rule(
    '§9',
    'Results per page 12. Default Savings Club category All, sort Featured',
    ['machines/savings-club/search-criteria.ts'],
    [
      'tests/unit/savings-club-search.test.ts › pages by 12 with at least one page',
      'tests/unit/savings-club-search.test.ts › defaults to All, Featured, US, page 1',
    ],
  ),
  rule(
    '§9',
    'Carousel autoplay 3000 ms',
    ['ui/carousel.tsx'],
    ['tests/dom/carousel.test.tsx › advances every 3000 ms and wraps round after the last slide'],
  ),
  rule(
    '§9',
    'Feature flags from configuration: custom login, trial memberships, test API; support phone and email are constants (shown as {phone})',
    ['src/config.ts'],
    [
      'src/config.test.ts › has the documented defaults',
      'src/config.test.ts › reads flags and values from the environment',
    ],
  ),
];

export const memberPortalRules: SpecRules = {
  spec: '000',
  file: '000_1621474f84c1a822.txt',
  title: 'member portal and purchase flows',
  sections: [
    { section: '§1', title: 'What the product does and for whom' },
    { section: '§2', title: 'Screens and routes' },
    { section: '§3', title: 'Entities and their fields' },
    { section: '§4', title: 'States and transitions' },
    { section: '§5', title: 'Validation rules' },
    { section: '§6', title: 'Roles and permissions' },
    { section: '§7', title: 'The calls it makes' },
    { section: '§8', title: 'The error catalogue' },
    { section: '§9', title: 'Business constants and limits' },
  ],
  rules: [...s1, ...s2, ...s3, ...s4, ...s5, ...s6, ...s7, ...s8, ...s9],
};
