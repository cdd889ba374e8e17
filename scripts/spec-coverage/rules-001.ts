// Spec 001, the partner portal, Savings Club and gift memberships: every rule, where it lives and the
// tests that check it (decision 245).
import { rule, type SpecRules } from './spec-rule';

const s1 = [
  rule(
    '§1',
    'Partner businesses apply to take part in three programs: Savings Club, Sea Care, Membership Kits',
    ['machines/partner/application-form.ts', 'sandbox/routes/programs.ts'],
    [
      'tests/unit/partner-application-form.test.ts › gives the application body with backend names, services joined',
      'tests/contract/programs.test.ts › answers NO_AUTH0_CHECK_PERFORMED without Savings Club',
    ],
  ),
  rule(
    '§1',
    'Once logged in, a partner can see a dashboard, manage business account information and contacts, create, edit and remove Savings Club offers, and apply to additional programs',
    ['src/pages/programs/programs-routes.tsx'],
    [
      'tests/browser/programs-portal.test.ts › shows partner@example.com its Savings Club counts',
      'tests/browser/programs-profile.test.ts › lets temp-partner@example.com add an Office Manager',
      'tests/browser/programs-savings-club.test.ts › lets partner@example.com edit an active offer',
      'tests/browser/programs-portal.test.ts › lets newpartner@example.com apply for Sea Care from the dashboard',
    ],
  ),
  rule(
    '§1',
    'Members can search and browse Savings Club offers, see a Savings Club teaser on the member dashboard, and buy a gift membership; gift buyers may be visitors who are not logged in',
    [
      'src/pages/members/savings-club/savings-club-page.tsx',
      'src/pages/members/savings-club-teaser.tsx',
      'machines/gift.machine.ts',
    ],
    [
      'tests/browser/savings-club.test.ts › a signed-out visitor signs in and lands on the shared search',
      'tests/dom/dashboard-home.test.tsx › an active membership: the three national deals in a carousel',
      'tests/browser/gift.test.ts › a digital gift: names and e-mail only',
    ],
  ),
];

const s21 = [
  rule(
    '§2.1',
    "An unknown path redirects to the error page with status 404, which shows 'Page Not Found' and 'No Matches Available'",
    ['src/router/route-tree.tsx', 'src/pages/errors/client-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › 404 for members: Page Not Found, No Matches Available',
      'tests/browser/routes-as-written.test.ts › an unknown path goes to the error page with status=404',
    ],
  ),
  rule(
    '§2.1',
    'videos/{video id} is shown in a mobile layout',
    ['src/pages/members/media/mobile-video-page.tsx'],
    [
      "tests/browser/member-media.test.ts › the app's token and video id open the mobile layout at phone width",
    ],
  ),
  rule(
    '§2.1',
    'The member portal (/members) and the programs portal (/programs) have their own base paths; any other /programs path redirects to the programs dashboard',
    ['src/router/page-routes.ts', 'src/pages/programs/programs-routes.tsx'],
    [
      'tests/dom/error-pages.test.tsx › other /programs/… paths go to /programs/dashboard',
      'tests/dom/error-pages.test.tsx › other /members/… paths go to /members/memberships',
    ],
  ),
  rule(
    '§2.1',
    'The styleguide page is shown only when a display-styleguide environment flag is set',
    ['src/pages/styleguide-page.tsx', 'src/config.ts'],
    [
      'tests/dom/route-tree.test.tsx › shows the styleguide when its flag is on',
      'tests/dom/error-pages.test.tsx › /styleguide is a 404 while its flag is off',
    ],
  ),
  rule(
    '§2.1',
    'A catch-all root site page lists links to the member portal, the programs portal, the member application, the programs application, membership upgrade (lake to gold, trailer care), renewal with selection, gift membership',
    ['src/pages/site-index-page.tsx'],
    ['tests/dom/error-pages.test.tsx › the site index links every entry point of companion spec §2.1'],
  ),
  rule(
    '§2.1',
    'A post-login callback route finishes sign-in; while authentication loads a spinner shows; an authentication error redirects to /error/server_error; no stored login record after the callback goes to the error route',
    ['src/pages/auth/post-login-page.tsx'],
    [
      'tests/dom/sign-in.test.tsx › sends a callback without a stored login record to the error route',
      'tests/dom/sign-in.test.tsx › sends an authentication error to the server error route',
    ],
  ),
];

const s22 = [
  rule(
    '§2.2',
    'Public apply area root: the application form',
    ['src/pages/programs/program-apply-pages.tsx', 'machines/partner-application.machine.ts'],
    ['tests/browser/programs-portal.test.ts › a required field left empty speaks without a submit'],
  ),
  rule(
    '§2.2',
    'create-account: the login creation step; the query carries the account uuid, status and email',
    ['machines/partner-login.machine.ts', 'screens/partner-application/create-account-screen.tsx'],
    [
      'tests/unit/partner-application-form.test.ts › routes by auth0_status; create-account carries the link token',
      'tests/browser/programs-portal.test.ts › creates the login once; the link token leaves the address',
    ],
  ),
  rule(
    '§2.2',
    "login: an 'Application Submitted!' page",
    ['src/pages/programs/application-outcome-pages.tsx'],
    [
      'tests/browser/programs-portal.test.ts › create-account for an e-mail that already has a login says it "can log in with existing credentials"',
    ],
  ),
  rule(
    '§2.2',
    "thank-you: heading 'Thank you for applying!', the team reviews the application and will be in touch by e-mail within 72 hours, a back-to-website link, a button to the programs dashboard ('Back to Dashboard')",
    ['src/pages/programs/application-outcome-pages.tsx'],
    [
      "tests/dom/spec-001-screens.test.tsx › thank-you: 'Thank you for applying!'",
      'tests/browser/programs-portal.test.ts › lets newpartner@example.com apply for Sea Care from the dashboard',
    ],
  ),
];

const s23 = [
  rule(
    '§2.3',
    'The logged-in layout has a skip-to-content link, a header with application links and a contact mailto link, and a footer',
    ['src/pages/programs/programs-area.tsx', 'src/shell/site-header.tsx', 'src/shell/site-footer.tsx'],
    [
      'tests/dom/header.test.tsx › names and links the programs portal on its pages: header, account menu and footer',
      'tests/dom/header.test.tsx › has a skip link to the main content',
    ],
  ),
  rule(
    '§2.3',
    'Routes: account; dashboard; logout; membership kit (apply, thank-you); sea care (apply, thank-you); savings club offers (root list, new, edit offer, confirm offer)',
    ['src/pages/programs/programs-routes.tsx', 'src/pages/programs/program-apply-pages.tsx'],
    [
      'tests/browser/programs-portal.test.ts › takes its Membership Kits application',
      'tests/browser/programs-portal.test.ts › lets newpartner@example.com apply for Sea Care from the dashboard',
      'tests/browser/programs-savings-club.test.ts › lets newpartner@example.com create an offer through the rules',
    ],
  ),
  rule(
    '§2.3',
    'Any other path redirects to the programs dashboard',
    ['src/pages/programs/programs-routes.tsx'],
    ['tests/dom/error-pages.test.tsx › other /programs/… paths go to /programs/dashboard'],
  ),
  rule(
    '§2.3',
    'Program menu: Dashboard, Savings Club Offers, Account Details & Preferences. Help links: the marketing site and video guides (portal, profile, password); extra guides on creating, editing and removing an offer',
    ['src/shell/account-menu.tsx', 'src/shell/site-footer.tsx'],
    [
      'tests/dom/header.test.tsx › names and links the programs portal on its pages',
      'tests/browser/spec-001-partner-pages.test.ts › partner@: the program menu and help',
    ],
  ),
  rule(
    '§2.3',
    "Programs entry gate: loads all programs for the partner account; with no partner account id it shows 'Not a Registered Programs Participant' with Retry Login, Return to Sea Tow and a link to the programs participant application",
    ['src/pages/programs/partner-account-id.tsx', 'src/pages/programs/programs-area.tsx'],
    [
      'tests/browser/programs-portal.test.ts › refuses a member login: Not a Registered Programs Participant, with its three ways out',
    ],
  ),
  rule(
    '§2.3',
    'A partner account id comes from an identity-provider claim, permanent or temporary; a temporary id is swapped for a permanent one; if the swap fails, a default id is used',
    ['machines/partner/partner-rules.ts', 'api/queries/partner.ts'],
    [
      'tests/unit/partner-rules.test.ts › takes the permanent partner id first, else the temporary one, else none',
      'tests/browser/programs-portal.test.ts › swaps temp-partner@example.com’s temporary id',
      'tests/browser/programs-portal.test.ts › uses the temporary id as the default when the swap fails',
      'api/queries/partner.test.ts › hands out the permanent id once the session is read again',
    ],
  ),
  rule(
    '§2.3',
    "Account page: title 'Account Details' with a back link to the dashboard; a Business Information card with an (Edit) toggle; formOpen opens the edit form directly",
    ['src/pages/programs/account-page.tsx', 'src/pages/programs/business-information-card.tsx'],
    [
      'tests/browser/programs-profile.test.ts › lets newpartner@example.com complete its business information and logo from the registration notice',
    ],
  ),
  rule(
    '§2.3',
    "Account page contacts card ('Manage Contact & Communication Preferences': accordion, Remove Contact, Edit Contact, 'Add New Contact') and a 'Username & Password' card",
    ['src/pages/programs/account-page.tsx', 'src/pages/members/account/contacts-card.tsx'],
    [
      'tests/browser/programs-profile.test.ts › lets temp-partner@example.com add an Office Manager, who can be removed while the Business Owner stays',
    ],
  ),
  rule(
    '§2.3',
    "Partner account card: a status banner when approval status is not 'Approved'",
    ['src/pages/programs/partner-account-card.tsx', 'machines/partner/partner-rules.ts'],
    [
      'tests/unit/partner-rules.test.ts › shows the banner for all but Approved',
      'tests/browser/programs-portal.test.ts › tells newpartner@example.com what its registration lacks and that offers may start while awaiting approval',
    ],
  ),
  rule(
    '§2.3',
    "Partner account card: company logo, name, public URL, phone, public e-mail, address, social links (Instagram, Facebook, LinkedIn), optional link 'View All Account Information'",
    ['src/pages/programs/partner-account-card.tsx'],
    [
      'tests/browser/programs-portal.test.ts › shows partner@example.com its Savings Club counts',
      "tests/browser/spec-001-partner-pages.test.ts › 'View All Account Information'",
      'tests/browser/programs-profile.test.ts › lets newpartner@example.com complete its business information and logo',
    ],
  ),
  rule(
    '§2.3',
    "Dashboard: a collapsible notification panel 'Complete your registration' with a count, hidden at zero",
    ['src/pages/programs/dashboard-page.tsx', 'machines/partner/partner-rules.ts'],
    [
      'tests/browser/programs-portal.test.ts › shows partner@example.com its Savings Club counts, no registration notice',
      'tests/browser/programs-portal.test.ts › tells newpartner@example.com what its registration lacks',
    ],
  ),
  rule(
    '§2.3',
    "'Your Programs': a Savings Club card with counts of active, awaiting approval and prior offers and a Manage Offers link; otherwise 'You have no active programs'",
    ['src/pages/programs/dashboard-page.tsx', 'machines/partner/partner-rules.ts'],
    [
      'tests/browser/programs-portal.test.ts › shows partner@example.com its Savings Club counts',
      'tests/unit/partner-rules.test.ts › says so with no Savings Club and no approved program',
    ],
  ),
  rule(
    '§2.3',
    "'Additional Programs': cards with Learn More links for Sea Care and Membership Kits, shown only when the account is not yet in that program",
    ['src/pages/programs/dashboard-page.tsx'],
    [
      'tests/browser/programs-portal.test.ts › both additional programs',
      'tests/browser/programs-portal.test.ts › lets newpartner@example.com apply for Sea Care from the dashboard, then lists it among its programs',
    ],
  ),
  rule(
    '§2.3',
    "Dashboard aside 'Account Information' with the approval status and links; a 'Quick Links' card (default header 'Quick Links')",
    ['src/pages/programs/dashboard-page.tsx'],
    [
      'tests/browser/programs-portal.test.ts › shows partner@example.com its Savings Club counts',
      "tests/browser/spec-001-partner-pages.test.ts › 'Quick Links'",
    ],
  ),
  rule(
    '§2.3',
    'Savings Club offers list: a tab selector over active, awaiting approval and prior; a Create New Offer button',
    ['src/pages/programs/savings-club-offers-page.tsx', 'src/pages/programs/offer-tabs.tsx'],
    ['tests/browser/programs-portal.test.ts › lists partner@example.com’s offers by tab'],
  ),
  rule(
    '§2.3',
    "Empty state per tab: 'No Active Deals', 'No Deals Awaiting Approval', 'No Prior Deals'",
    ['src/pages/programs/offer-tabs.tsx'],
    ['tests/browser/programs-portal.test.ts › shows newpartner@example.com the empty state of each tab'],
  ),
  rule(
    '§2.3',
    "An aside 'Savings Club Information' with links",
    ['src/pages/programs/savings-club-offers-page.tsx'],
    ["tests/browser/spec-001-partner-pages.test.ts › 'Savings Club Information'"],
  ),
  rule(
    '§2.3',
    "Offer cards show the category plus title, a 'Featured' banner, the description and the online promotional URL; only the active tab shows 'Edit' and 'Remove'; Edit passes the offer through navigation state",
    ['src/pages/programs/offer-card.tsx', 'src/pages/programs/offer-tabs.tsx'],
    [
      'tests/browser/programs-portal.test.ts › lists partner@example.com’s offers by tab and removes an active one into the prior tab',
      'tests/browser/programs-savings-club.test.ts › lets partner@example.com edit an active offer',
      "tests/browser/spec-001-partner-pages.test.ts › and 'Featured'",
    ],
  ),
  rule(
    '§2.3',
    "Create and edit offer pages go to the confirm page ('Offer Created!') on success; it says the offer will be reviewed and the team will be in touch within 72 hours",
    ['src/pages/programs/offer-pages.tsx', 'machines/partner-offer.machine.ts'],
    [
      'tests/browser/programs-savings-club.test.ts › lets newpartner@example.com create an offer through the rules; it waits for approval',
    ],
  ),
  rule(
    '§2.3',
    "Incomplete registration notice 'We need some more information about your company. …' when any of name, description, phone, public e-mail, shipping city, country, postal code, state, street, or logo is empty; it links to the account edit form",
    ['machines/partner/partner-rules.ts', 'src/pages/programs/dashboard-page.tsx'],
    [
      'tests/unit/partner-rules.test.ts › lists the empty registration fields (blank counts as empty)',
      'tests/browser/programs-portal.test.ts › tells newpartner@example.com what its registration lacks',
      'tests/browser/programs-profile.test.ts › lets newpartner@example.com complete its business information and logo from the registration notice',
    ],
  ),
];

const s24 = [
  rule(
    '§2.4',
    "Memberships dashboard root: header 'Welcome back, {name}' and a Savings Club teaser; on load the update-associated-account call with the user's e-mail and the first membership's number, when both exist",
    ['src/pages/members/members-home-page.tsx', 'src/pages/members/use-associated-account.ts'],
    [
      'tests/dom/sign-in.test.tsx › /members welcomes the account holder',
      'tests/dom/dashboard-home.test.tsx › calls the associated-account update on the dashboard root',
      'tests/dom/dashboard-statuses.test.tsx › links the login with the e-mail and the first membership number, once',
    ],
  ),
  rule(
    '§2.4',
    "Teaser: an active membership shows the full offer preview; otherwise a future-start membership: 'Your ... Savings Club benefits will start on {earliest effective date}'; otherwise 'You are missing out...' with a Renew Today link",
    ['machines/membership/membership-status.ts', 'src/pages/members/savings-club-teaser.tsx'],
    [
      'tests/dom/dashboard-home.test.tsx › an active membership: the three national deals in a carousel',
      'tests/dom/dashboard-home.test.tsx › no active but a Future Start membership: benefits start on the earliest effective date',
      "tests/dom/dashboard-home.test.tsx › otherwise: 'You are missing out...' with Renew Today",
      "tests/browser/member-personas.test.ts › future: Future Start notice; Savings Club 'benefits will start on'",
    ],
  ),
  rule(
    '§2.4',
    "Savings Club root: back link 'Back to Membership Dashboard', a filter panel with business-name search, 'Deals Near Me' by postal code, a category radio list, a sort select (Featured, Distance from Me), pagination",
    ['src/pages/members/savings-club/savings-club-page.tsx', 'machines/savings-club/search-criteria.ts'],
    [
      'tests/browser/savings-club.test.ts › category, paging by 12 and Back/Forward faithful to the query string',
      'tests/browser/savings-club.test.ts › deals near a postal code show miles',
      'tests/unit/savings-club-search.test.ts › refuses Deals Near Me without a postal code, and takes one',
    ],
  ),
  rule(
    '§2.4',
    "Heading 'Showing N Offer(s)', plus 'for \"term\"' if a term is set",
    ['machines/savings-club/search-criteria.ts'],
    ["tests/unit/savings-club-search.test.ts › says 'Showing N Offer(s)' with the term"],
  ),
  rule(
    '§2.4',
    'A Clear button appears when there is a search term or the category is not All; it removes the term and resets the category to All',
    ['machines/savings-club/search-criteria.ts', 'src/pages/members/savings-club/savings-club-page.tsx'],
    [
      'tests/unit/savings-club-search.test.ts › offers Clear only with a term or a category',
      'tests/browser/savings-club.test.ts › term, Clear and no results',
    ],
  ),
  rule(
    '§2.4',
    "Empty state: 'No results - Sorry. We couldn't find any offers that match your search. Please try searching for another business.'",
    ['machines/savings-club/search-criteria.ts'],
    ['tests/browser/savings-club.test.ts › term, Clear and no results'],
  ),
  rule(
    '§2.4',
    'Search criteria live in the query string: category, search term (q), sort, postal code (zip), country, page; the page number comes from the query and defaults to 1',
    ['machines/savings-club/search-criteria.ts', 'src/router/search-params.ts'],
    [
      'tests/unit/savings-club-search.test.ts › defaults to All, Featured, US, page 1 on an empty query',
      'tests/unit/savings-club-search.test.ts › keeps usable criteria and turns numbers from the URL into strings and pages',
      'tests/browser/routes-as-written.test.ts › the Savings Club postal code goes into the URL as zip=11963 and reads back',
    ],
  ),
  rule(
    '§2.4',
    "The initial category list is fuel, fishing, equipment and supplies, marinas/dockage and storage, and safety; the rest appear under 'View All Categories'",
    ['machines/savings-club/search-criteria.ts', 'src/pages/members/savings-club/savings-club-page.tsx'],
    [
      "tests/browser/savings-club.test.ts › finds partner@'s seeded offers under the categories of §9",
      'tests/unit/spec-001-rules.test.ts › the first five categories',
    ],
  ),
  rule(
    '§2.4',
    'Offer detail: a back link to the Savings Club that preserves the search, an aside with the business account, the main offer, a list \'Additional Offers from "{business}"\'',
    ['src/pages/members/savings-club/savings-club-offer-page.tsx'],
    [
      'tests/browser/savings-club.test.ts › detail and back keep the search',
      'tests/contract/savings-club.test.ts › detail answers account, offer and the other active offers of the business',
      'tests/browser/spec-001-partner-pages.test.ts › gold@: an offer detail lists the other offers of its business',
    ],
  ),
];

const s25 = [
  rule(
    '§2.5',
    "Gift root: heading 'What membership would you like to gift?'; the default is Gold Card; only recreational use types are offered",
    ['machines/gift.machine.ts', 'machines/gift/gift-types.ts', 'screens/gift/gift-root-screen.tsx'],
    [
      'tests/unit/gift-rules.test.ts › defaults to a mailed Gold Card',
      'tests/unit/spec-001-rules.test.ts › only recreational use types',
      'tests/browser/gift.test.ts › a step is reachable only through the steps before it: a deep link lands on the type choice',
    ],
  ),
  rule(
    '§2.5',
    'Other steps are reachable only with a selected type; otherwise the user is redirected to the root',
    ['machines/gift.machine.ts'],
    ['tests/browser/gift.test.ts › a step is reachable only through the steps before it'],
  ),
  rule(
    '§2.5',
    "Steps: Delivery, Recipient Information, Payment; header 'Gift Membership' with an order summary aside; compound paths members/gift/steps/{delivery|recipient|payment}",
    ['journeys/gift/gift.journey.ts', 'screens/gift/gift-layout.tsx'],
    [
      'tests/browser/gift.test.ts › a mailed Next Day Air gift, wrapped, to the gifter with billing copied: $217 on screen and charged',
    ],
  ),
  rule(
    '§2.5',
    "confirm-gift: 'Your Gift Has Set Sail', with a Return to Website button and a message that depends on the delivery method",
    ['screens/gift/gift-confirmation-screen.tsx'],
    [
      'tests/browser/gift.test.ts › a digital gift: names and e-mail only, confirmed with the e-mail message',
      'tests/browser/gift.test.ts › a mailed Next Day Air gift',
    ],
  ),
];

const s26 = [
  rule(
    '§2.6',
    'The partner edits public and mailing addresses, logo and social links',
    ['machines/partner-profile.machine.ts', 'screens/partner-profile/business-profile-screen.tsx'],
    [
      'tests/browser/programs-profile.test.ts › lets newpartner@example.com complete its business information and logo',
      "tests/contract/partner-profile.test.ts › stores the partner's description, public e-mail, website and social links",
    ],
  ),
];

const s3 = [
  rule(
    '§3',
    'Partner account: approval_status__c, partner_description__c, company_logo__c, phone, public_facing_email_address__c, public_facing_url__c, social links, more_than_one_location__c, services_requested__c; shipping = public address, billing = mailing address',
    ['machines/partner/business-profile-form.ts', 'sandbox/partner/partner-account.ts'],
    [
      'tests/unit/partner-business-profile.test.ts › reads the stored account',
      'tests/unit/partner-business-profile.test.ts › reads more_than_one_location__c into multipleLocation and saves it back',
    ],
  ),
  rule(
    '§3',
    'Business form fields: businessName, businessDescription, phone, publicEmail, public address, mailing address, mailingAddressSameAsPublic, multipleLocation, websiteUrl, instagram, facebook, linkedIn, logoUrl, servicesRequested',
    ['machines/partner/business-profile-form.ts'],
    [
      'tests/unit/partner-business-profile.test.ts › asks the mailing address only when it is not the same',
      'tests/unit/partner-business-profile.test.ts › reads more_than_one_location__c into multipleLocation and saves it back',
    ],
    'Decided otherwise (decision 235): the business profile has no servicesRequested field, programs change through the program applications; the application form carries it.',
  ),
  rule(
    '§3',
    'Logo upload payload: accountid and base64encodedimage',
    ['journeys/partner-profile/partner-profile.actors.ts', 'sandbox/routes/savings-club.ts'],
    [
      'tests/contract/savings-club.test.ts › stores a PNG, puts its URL on the account and serves the same bytes',
    ],
  ),
  rule(
    '§3',
    'Programs per partner: savings_club (offers grouped active, awaiting_approval, prior), sea_care, membership_kits',
    ['sandbox/routes/savings-club.ts'],
    [
      "tests/contract/savings-club.test.ts › groups the partner's offers active / awaiting approval / prior (3 / 2 / 2)",
    ],
  ),
  rule(
    '§3',
    'Application payload: account fields (servicesRequested semicolon-joined), contact (firstName, lastName, email, phone), userName as the login e-mail, termsAgreement, flags savingsClub, seaCare, membershipKits; account fields converted to backend names via a key map',
    ['machines/partner/application-form.ts'],
    [
      'tests/unit/partner-application-form.test.ts › gives the application body with backend names, services joined and the mailing copy left out',
    ],
  ),
  rule(
    '§3',
    "The program application built from an existing account uses the contact's e-mail, first name, last name and phone (mobile phone if phone is missing)",
    [
      'machines/partner/program-application.ts',
      'src/pages/programs/program-apply-pages.tsx',
      'sandbox/routes/tasks.ts',
    ],
    [
      "tests/contract/tasks.test.ts › carries the primary contact's e-mail, first and last name and phone",
      "tests/unit/partner-program-rules.test.ts › carries the contact's e-mail, first name, last name and phone",
      'tests/unit/partner-program-rules.test.ts › takes the mobile phone when the phone is missing',
    ],
  ),
  rule(
    '§3',
    'Application response: auth0_status, account_uuid, auth0_email',
    ['sandbox/routes/programs.ts'],
    [
      'tests/contract/programs.test.ts › creates a partner account awaiting approval and answers AUTH0_ACCOUNT_NOT_FOUND',
    ],
  ),
  rule(
    '§3',
    'Login-creation form: email (read-only), password, passwordConfirmation, account_uuid; create-and-link payload: password, account_uuid, email',
    ['machines/partner/login-form.ts', 'sandbox/routes/programs.ts'],
    [
      'tests/unit/partner-application-form.test.ts › the chart keeps a refused submit with its messages and sends the password of a right one',
      'tests/contract/programs.test.ts › creates the login for the applied account',
    ],
  ),
  rule(
    '§3',
    'Partner contact roles: Business Owner, Employee, Office Manager, Other',
    ['machines/account/contact-form.ts'],
    [
      'tests/unit/seed-vocabulary.test.ts › have a partner contact role',
      'tests/browser/programs-profile.test.ts › add an Office Manager',
    ],
  ),
  rule(
    '§3',
    'Savings Club offer (backend names): categories, type_of_offer__c (Dollars Off, Percentage Off, Rebate, Other), values, redemption fields, offer_status__c (Active, Inactive), approval_status__c (Approved, Denied, Awaiting Approval), featured__c, locality_of_offer__c (National, Local), distance_from_zip',
    ['machines/partner/offer-form.ts', 'sandbox/savings-club/offer-rows.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › turns a complete offer into the backend body',
      'tests/unit/seed-vocabulary.test.ts › uses only the categories of §9 and the statuses and localities of §3',
    ],
  ),
  rule(
    '§3',
    'Offer form fields: primaryCategory, secondaryCategories (max 3), offerType, dollarsOff, percentageOff, otherTypeDescription, description, online, inPerson, redemption options, promoCode, instructions, websiteUrl, accountId',
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › reads a stored offer back into the form',
      'tests/unit/partner-offer-form.test.ts › turns a complete offer into the backend body',
    ],
  ),
  rule(
    '§3',
    'Offer detail response: account, offer, additional_offers',
    ['sandbox/routes/savings-club.ts'],
    [
      'tests/contract/savings-club.test.ts › detail answers account, offer and the other active offers of the business',
    ],
  ),
  rule(
    '§3',
    'Membership fields used by the teaser and gift: sfid, membership_type__c, trailer_care_type__c, membership_status__c, membership_effective_date__c, membership_number__c',
    ['sandbox/routes/dashboard.ts'],
    ['tests/contract/dashboard.test.ts › answers gold’s account and membership'],
  ),
  rule(
    '§3',
    'Gift state: selectedMembershipType; deliveryMethod (default the mailed method); giftWrapped (default false); mailedToGifter (default false); shippingMethod; giftMessage; recipientContact; billingContact; creditCard',
    ['machines/gift.machine.ts'],
    ['tests/unit/gift-rules.test.ts › defaults to a mailed Gold Card'],
  ),
  rule(
    '§3',
    'Recipient and billing contact fields; the billing contact also carries billingSameAsShipping, which is dropped on submit',
    ['machines/gift/gift-schemas.ts'],
    [
      "tests/unit/gift-rules.test.ts › 'Mail to Me' with billing the same as shipping copies the recipient into billing, and sends once",
    ],
  ),
  rule(
    '§3',
    'Gift purchase payload: logistics (deliveryMethod, giftMessage, giftWrapped, shippingMethod, totalCost), billing, credit_card and recipient objects',
    ['journeys/gift/gift.actors.ts', 'sandbox/routes/gifts.ts'],
    [
      'tests/unit/gift-rules.test.ts › a digital payload carries only the recipient names and e-mail',
      'tests/contract/gifts.test.ts › charges the server-computed total once and creates a gift order',
    ],
  ),
  rule(
    '§3',
    'Trailer care prices: a map from level to annual price; a Plus and a base level, each with a marketing title and a coverage limit',
    ['machines/upgrades/trailer-care-levels.ts', 'sandbox/routes/products.ts'],
    [
      'tests/contract/products-and-places.test.ts › answers the docs/sandbox.md yearly prices by family',
      'screens/purchase/advisor-screens.test.tsx › shows My Cart with the chart prices',
    ],
  ),
];

const s4 = [
  rule(
    '§4',
    "'Awaiting Approval' and 'Awaiting Edit Approval' show the notice 'You can begin to create offers as your account is awaiting approval.'; any status other than 'Approved' shows a warning banner",
    ['machines/partner/partner-rules.ts', 'src/pages/programs/partner-account-card.tsx'],
    [
      'tests/unit/partner-rules.test.ts › shows the banner for all but Approved; the two awaiting statuses also get the notice',
      'tests/browser/programs-portal.test.ts › that offers may start while awaiting approval',
    ],
  ),
  rule(
    '§4',
    'Creating an offer sends it for review (Awaiting Approval), then it becomes Approved or Denied; editing sends it back for review',
    ['sandbox/routes/savings-club.ts', 'machines/partner-offer.machine.ts'],
    [
      'tests/contract/savings-club.test.ts › creates the offer Awaiting Approval under the partner',
      'tests/contract/savings-club.test.ts › an edit sends the offer back to Awaiting Approval',
      'tests/contract/savings-club.test.ts › request approval puts the offer Awaiting Approval',
    ],
  ),
  rule(
    '§4',
    'Removing an offer sets offer_status__c to Inactive, then the list is refetched; the offer is archived permanently',
    ['sandbox/routes/savings-club.ts', 'src/pages/programs/offer-tabs.tsx'],
    [
      'tests/contract/savings-club.test.ts › a removal sets offer_status__c Inactive, moves it to prior, and an archived offer cannot be edited',
      'tests/unit/partner-rules.test.ts › a removed one is archived',
      'tests/browser/programs-portal.test.ts › removes an active one into the prior tab',
    ],
  ),
  rule(
    '§4',
    'Changing the offer type clears dollarsOff, percentageOff and otherTypeDescription',
    ['machines/partner/offer-form.ts', 'machines/partner-offer.machine.ts'],
    ['tests/unit/partner-offer-form.test.ts › clears the values when the type changes'],
  ),
  rule(
    '§4',
    'Unchecking online clears the online option, promo code and instructions; changing the online option clears promo code and instructions',
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › clears the online details when online is unchecked or its option changes',
    ],
  ),
  rule(
    '§4',
    'Unchecking in-person clears its option and instructions',
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › clears the in-person option and instructions when in-person is unchecked',
    ],
  ),
  rule(
    '§4',
    "The offer's website defaults to the account's public URL",
    ['machines/partner/offer-form.ts'],
    ['tests/unit/partner-offer-form.test.ts › starts a new offer with the account website'],
  ),
  rule(
    '§4',
    'Acceptance of the Savings Club terms is implied on submit',
    ['machines/partner/offer-form.ts', 'screens/partner-offer/offer-form-screen.tsx'],
    ['tests/dom/spec-001-screens.test.tsx › Acceptance of the Savings Club terms is implied on submit'],
  ),
  rule(
    '§4',
    'Application outcome: an existing account leads to the login page, with a message that the user can log in with existing credentials',
    ['machines/partner-application.machine.ts', 'src/pages/programs/application-outcome-pages.tsx'],
    [
      'tests/unit/partner-login-outcome.test.ts › says the user "can log in with existing credentials", and nothing about payment',
      'tests/contract/programs.test.ts › answers AUTH0_ACCOUNT_FOUND when the login e-mail already has a login',
    ],
  ),
  rule(
    '§4',
    "'AUTH0_ACCOUNT_NOT_FOUND' leads to create-account, carrying the uuid, status and e-mail; 'NO_AUTH0_CHECK_PERFORMED' leads to thank-you; after the login is created, the user goes to login with the status",
    ['machines/partner-application.machine.ts', 'machines/partner-login.machine.ts'],
    [
      'tests/unit/partner-application-form.test.ts › routes by auth0_status',
      'tests/unit/partner-login-outcome.test.ts › goes on to the login page with status AUTH0_ACCOUNT_FOUND',
      'tests/browser/programs-portal.test.ts › creates the login once',
    ],
  ),
  rule(
    '§4',
    'The login page message otherwise says the user can still access the account while the application is pending approval',
    ['src/pages/programs/application-outcome-pages.tsx'],
    ['tests/dom/spec-001-screens.test.tsx › The login page message otherwise says'],
  ),
  rule(
    '§4',
    'Post-login callback: a code-exchange call (authCode, authState, codeVerifier), then the session authorization; the claims are stored as the user, who goes to the stored return path',
    ['src/pages/auth/post-login-page.tsx', 'src/auth/session.ts'],
    [
      'tests/dom/sign-in.test.tsx › sends a signed-out visitor of a protected page to the IdP, then back to that page with its query',
      'tests/dom/sign-in.test.tsx › rejects a callback whose state does not match the stored one',
    ],
  ),
  rule(
    '§4',
    'Savings Club search: state reset on leaving; changing the query re-searches only if the criteria differ or there are no results; offer detail cleared on leaving',
    ['src/pages/members/savings-club/savings-club-page.tsx', 'api/queries/savings-club.ts'],
    [
      'tests/unit/spec-001-rules.test.ts › Changing the query re-searches only if the criteria differ',
      'tests/unit/spec-001-rules.test.ts › or there are no results',
      'tests/browser/savings-club.test.ts › term, Clear and no results',
      'tests/browser/savings-club.test.ts › category, paging by 12 and Back/Forward faithful to the query string',
    ],
  ),
  rule(
    '§4',
    'Logo upload: a file above the size limit is rejected; otherwise it is uploaded and the account is refreshed',
    ['machines/partner/logo-rules.ts', 'src/pages/programs/logo-card.tsx'],
    [
      'tests/unit/partner-business-profile.test.ts › Logo image size must be less than 500KB',
      'tests/browser/programs-profile.test.ts › complete its business information and logo',
    ],
  ),
  rule(
    '§4',
    'Gift flow: choose a type, then a delivery method, then recipient details, then payment, then confirm',
    ['machines/gift.machine.ts'],
    ['tests/browser/gift.test.ts › a digital gift: names and e-mail only, confirmed with the e-mail message'],
  ),
  rule(
    '§4',
    'Changing the delivery method clears the billing contact, the gift-wrapped flag, the mailed-to-gifter flag, the recipient contact and the shipping method',
    ['machines/gift.machine.ts'],
    [
      'tests/unit/gift-rules.test.ts › a new delivery method clears billing, wrap, mailed-to-gifter, recipient and shipping',
      'tests/browser/gift.test.ts › changing the delivery method clears the recipient, shipping and wrap',
    ],
  ),
  rule(
    '§4',
    'Confirmation clears all gift state',
    ['machines/gift.machine.ts'],
    ['tests/browser/gift.test.ts › and the gift state cleared'],
  ),
  rule(
    '§4',
    "A mailed gift lets the buyer choose 'Mail to Me' or 'Mail to Recipient'; mailed to the gifter with billing same as shipping copies the billing contact from the recipient contact",
    ['machines/gift.machine.ts', 'screens/gift/gift-delivery-screen.tsx'],
    [
      "tests/unit/gift-rules.test.ts › 'Mail to Me' with billing the same as shipping copies the recipient into billing",
      'tests/browser/gift.test.ts › to the gifter with billing copied',
    ],
  ),
  rule(
    '§4',
    'An account area loader fetches the account and its contacts',
    ['src/pages/members/account/use-account-data.ts', 'src/pages/programs/account-page.tsx'],
    ['api/queries/query-options.test.ts › %s fetches its call and caches the answer'],
  ),
];

const s5 = [
  rule(
    '§5',
    'Login creation: password and confirmation required, confirmation equals the password; at least 8 characters and 3 of 4 classes',
    ['machines/partner/login-form.ts', 'machines/forms/password-rules.ts'],
    [
      'tests/unit/partner-application-form.test.ts › needs 8+ characters with 3 of 4 classes and an equal confirmation',
      'tests/browser/programs-portal.test.ts › the login form re-checks the confirmation as the password changes',
      'tests/contract/programs.test.ts › answers PASSWORD_COMPLEXITY_ERROR',
    ],
  ),
  rule(
    '§5',
    "Participant application: at least one of the three programs, else 'You must select at least one service'",
    ['machines/partner/application-form.ts', 'sandbox/routes/programs.ts'],
    [
      'tests/unit/partner-application-form.test.ts › refuses an application without a program',
      'tests/contract/programs.test.ts › rejects %s with the spec message and writes nothing',
    ],
  ),
  rule(
    '§5',
    'Required: account description, business name, contact first name, last name, e-mail (valid), phone, public address, city, state, postal code, country, public e-mail (valid), account phone, userName (valid e-mail)',
    ['machines/partner/application-form.ts'],
    [
      'tests/unit/partner-application-form.test.ts › keeps a submit with a mistake in the form with its message',
      'tests/browser/programs-portal.test.ts › a required field left empty speaks without a submit',
    ],
  ),
  rule(
    '§5',
    'Mailing fields are required unless mailing is the same as public; when it is the same they are cleared',
    ['machines/partner/application-form.ts'],
    [
      'tests/unit/partner-application-form.test.ts › asks for the user name only with Savings Club, and the mailing address only when apart',
      'tests/unit/partner-application-form.test.ts › gives the application body with backend names, services joined and the mailing copy left out',
      'tests/contract/programs.test.ts › the mailing address when not the same as public',
    ],
  ),
  rule(
    '§5',
    'websiteUrl optional but must be a URL, else \'is not valid, must contain "https://" or "http://"\'',
    ['machines/forms/web-url.ts', 'machines/partner/application-form.ts'],
    ['tests/unit/partner-application-form.test.ts › with a bad website URL'],
  ),
  rule(
    '§5',
    "termsAgreement: 'must be accepted to apply as a participant'",
    ['machines/partner/application-form.ts'],
    [
      'tests/unit/partner-application-form.test.ts › without terms',
      'tests/contract/programs.test.ts › rejects %s with the spec message',
    ],
  ),
  rule(
    '§5',
    'The user-name field appears only when Savings Club is chosen',
    ['machines/partner/application-form.ts', 'screens/partner-application/application-form-screen.tsx'],
    ['tests/unit/partner-application-form.test.ts › asks for the user name only with Savings Club'],
  ),
  rule(
    '§5',
    'Phone is masked as (###) ###-#### and parsed; defaults: same-as-public true, country United States; state options depend on country and the state clears when the country changes',
    ['machines/partner/application-form.ts', 'machines/forms/phone.ts', 'machines/forms/regions.ts'],
    [
      'tests/unit/form-rules.test.ts › masks as the user types and strips non-digits',
      'tests/unit/spec-001-rules.test.ts › application defaults',
    ],
  ),
  rule(
    '§5',
    "A multiple-locations checkbox shows 'We will be in touch to get more information on additional locations'",
    [
      'screens/partner-application/application-form-screen.tsx',
      'screens/partner-profile/business-profile-screen.tsx',
    ],
    [
      'tests/browser/programs-profile.test.ts › lets newpartner@example.com complete its business information',
    ],
  ),
  rule(
    '§5',
    'Partner business profile: business name, public e-mail (valid), public address, country, city, state, postal code, phone required; description required, max 1000',
    ['machines/partner/business-profile-form.ts'],
    [
      'tests/unit/partner-business-profile.test.ts › asks the missing description, and refuses one over 1000 characters',
    ],
  ),
  rule(
    '§5',
    'The mailing address is required only when not the same as the public address',
    ['machines/partner/business-profile-form.ts'],
    ['tests/unit/partner-business-profile.test.ts › asks the mailing address only when it is not the same'],
  ),
  rule(
    '§5',
    "Instagram, Facebook and LinkedIn URLs optional but valid URLs if present; external links get 'http' or a '//' prefix if missing",
    ['machines/partner/business-profile-form.ts', 'machines/forms/web-url.ts'],
    [
      'tests/unit/partner-business-profile.test.ts › prefixes links without a scheme and refuses ones that are not URLs',
    ],
  ),
  rule(
    '§5',
    "The logo must be PNG, JPG, JPEG or SVG and smaller than 500KB; otherwise the flash error is 'Logo image size must be less than 500KB'",
    ['machines/partner/logo-rules.ts', 'sandbox/savings-club/logo-image.ts'],
    [
      'tests/unit/partner-business-profile.test.ts › The logo must be PNG, JPG, JPEG or SVG',
      'sandbox/savings-club/logo-image.test.ts › rejects an image of 500KB or more with the spec message',
      "tests/contract/savings-club.test.ts › answers 'Logo image size must be less than 500KB' for a large image",
    ],
  ),
  rule(
    '§5',
    'Offer form: primaryCategory and offerType required; description required (max 1000)',
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › asks the category, type, description and a redemption type of an empty offer',
    ],
  ),
  rule(
    '§5',
    "Secondary categories up to 3, else 'You may only select up to 3 additional categories'; offered only when the primary is set and not Other, excluding the primary",
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › refuses a fourth secondary category',
      'tests/unit/partner-offer-form.test.ts › offers secondary categories only for a primary that is set and not Other, excluding it',
    ],
  ),
  rule(
    '§5',
    'By offer type: Dollars Off needs dollarsOff ($, positive); Percentage Off needs percentageOff (whole numbers, %); Other needs otherTypeDescription (max 1000)',
    ['machines/partner/offer-form.ts'],
    ['tests/unit/partner-offer-form.test.ts › asks the value of each offer type with its own rule'],
  ),
  rule(
    '§5',
    "At least one redemption type: 'You must select at least one Redemption Type for your offer.'",
    ['machines/partner/offer-form.ts', 'sandbox/savings-club/offer-rules.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › asks the category, type, description and a redemption type',
      'tests/contract/savings-club.test.ts › rejects %s with a field error and writes nothing',
    ],
  ),
  rule(
    '§5',
    'Online redemption needs an option; Promo Code needs a promo code (max 32); Other needs instructions (max 1000); websiteUrl required (valid URL, max 255) unless promo code or Other; cleared if online is off',
    ['machines/partner/offer-form.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › asks the online option, then its promo code (32), instructions or website (255)',
      'tests/unit/partner-offer-form.test.ts › no online details offline',
    ],
  ),
  rule(
    '§5',
    'In-person redemption needs an option, with instructions (max 1000) when the option is Other',
    ['machines/partner/offer-form.ts'],
    ['tests/unit/partner-offer-form.test.ts › asks in-person instructions only for the Other option'],
  ),
  rule(
    '§5',
    'Referral form: firstName and lastName required; email required and valid',
    ['machines/referral/referral-form.ts'],
    [
      'tests/unit/referral-rules.test.ts › requires first and last name',
      'tests/dom/referrals-form.test.tsx › shows every §5 message',
    ],
  ),
  rule(
    '§5',
    'Gift: a delivery method is required',
    ['machines/gift/gift-schemas.ts'],
    [
      'tests/unit/gift-rules.test.ts › delivery: Email needs nothing more',
      'tests/unit/gift-rules.test.ts › a mailed delivery needs a shipping method',
    ],
  ),
  rule(
    '§5',
    'Digital recipient: first and last name non-empty; e-mail valid and required; gift message optional, up to 255 characters',
    ['machines/gift/gift-schemas.ts'],
    ['tests/unit/gift-rules.test.ts › digital recipient: names and a valid e-mail; message up to 255'],
  ),
  rule(
    '§5',
    'Mailed recipient: address, city, country, first name, last name, phone, postal code and state required; e-mail valid and required',
    ['machines/gift/gift-schemas.ts'],
    ['tests/unit/gift-rules.test.ts › mailed recipient: the address and phone too'],
  ),
  rule(
    '§5',
    'Billing: all of address, city, country, first name, last name, phone, postal code, state and e-mail (valid) required',
    ['machines/gift/gift-schemas.ts'],
    ['tests/unit/gift-rules.test.ts › billing: every field'],
  ),
  rule(
    '§5',
    "Gift card: cardNumber required (≥13), cardExpirationDate exactly 5 (MM/YY), securityCode 3 to 4 digits only ('can contain only numbers')",
    ['machines/forms/card-form.ts', 'machines/gift/gift-schemas.ts'],
    [
      'tests/unit/gift-rules.test.ts › the card: the shared card rules',
      'tests/unit/card-form.test.ts › sends the expiry as typed (MM/YY) for a gift order',
    ],
  ),
  rule(
    '§5',
    'The security code is never reused as an initial value',
    ['machines/gift.machine.ts', 'screens/forms/card-inputs.tsx'],
    [
      'tests/unit/card-forgotten.test.ts › gift: a card kept by a refused check is gone after Back',
      'tests/browser/gift.test.ts › after a refused payment, Back then Continue opens the card form empty (security code never reused)',
    ],
  ),
  rule(
    '§5',
    'Location selector: the postal code is required',
    ['machines/savings-club/search-criteria.ts'],
    ['tests/unit/savings-club-search.test.ts › refuses Deals Near Me without a postal code, and takes one'],
  ),
  rule(
    '§5',
    'Phone inputs are masked (###) ###-####, and the default region follows the country',
    ['machines/forms/phone.ts', 'screens/forms/phone-mask.ts'],
    ['tests/unit/form-rules.test.ts › masks as the user types and strips non-digits'],
  ),
  rule(
    '§5',
    'Changing the country clears the state; state options depend on the country',
    ['machines/forms/regions.ts', 'machines/forms/address-form.ts'],
    [
      'tests/unit/form-rules.test.ts › lists states by country',
      'tests/unit/account-address-rules.test.ts › clears the state when the country changes',
    ],
  ),
  rule(
    '§5',
    'Address search starts lookups after a 350 ms debounce',
    ['machines/home-port.machine.ts'],
    ['tests/unit/spec-000-rules.test.ts › home port search'],
  ),
];

const s6 = [
  rule(
    '§6',
    'Public visitors can apply to the programs, create a login, view the thank-you pages, and buy a gift membership',
    ['src/pages/programs/programs-routes.tsx', 'journeys/gift/gift.journey.ts'],
    [
      'tests/contract/programs.test.ts › creates a partner account awaiting approval',
      'tests/browser/gift.test.ts › a digital gift',
      'tests/browser/programs-portal.test.ts › creates the login once',
    ],
  ),
  rule(
    '§6',
    "Logged-in partners reach the account, dashboard, program applications and offers; a partner's own account id scopes the offers",
    ['sandbox/routes/savings-club.ts', 'sandbox/routes/tasks.ts'],
    [
      "tests/browser/programs-profile.test.ts › refuses partner@example.com reading or changing another partner's programs, offers and account (403)",
      "tests/contract/savings-club.test.ts › answers 403 for another partner's dashboard and 401 without a token",
      "tests/browser/programs-savings-club.test.ts › refuses to open another partner's offer for editing",
    ],
  ),
  rule(
    '§6',
    'Offers need approval before they become active',
    ['sandbox/routes/savings-club.ts'],
    [
      'tests/contract/savings-club.test.ts › creates the offer Awaiting Approval under the partner',
      'tests/contract/savings-club.test.ts › 404 for one awaiting approval',
    ],
  ),
  rule(
    '§6',
    'The signed-in member area needs an account; the gift, member application, media and registration routes sit outside it',
    ['src/shell/signed-in-area.tsx', 'src/auth/registration-steering.ts'],
    [
      'tests/dom/registration-flow.test.tsx › steers a signed-in login without an account id from the member area to existing_member',
      'tests/browser/gift.test.ts › a digital gift',
    ],
  ),
  rule(
    '§6',
    'The business-information form is for a partner business account',
    ['sandbox/routes/accounts.ts', 'machines/partner-profile.machine.ts'],
    ['tests/contract/partner-profile.test.ts › refuses the profile fields for a member account'],
  ),
  rule(
    '§6',
    'Username and password users can edit their password and primary e-mail; social-login users cannot',
    ['src/pages/members/account/credentials-card.tsx'],
    [
      'tests/dom/account-page.test.tsx › a social-login user sees no password or primary e-mail editing',
      'tests/browser/account.test.ts › social@example.com manages credentials with the provider',
    ],
  ),
  rule(
    '§6',
    'The Primary Contact cannot be removed (the account’s primary contact whatever its label, decision 230)',
    ['machines/account/primary-contact.ts', 'sandbox/routes/member-accounts.ts'],
    [
      "tests/unit/primary-contact.test.ts › protects a partner's owner labelled 'Business Owner'",
      "tests/contract/partner-profile.test.ts › refuses to remove the partner's Business Owner, its primary contact (409)",
      'tests/browser/programs-profile.test.ts › who can be removed while the Business Owner stays',
    ],
  ),
  rule(
    '§6',
    'Authorization is a bearer access token; requests carry a fixed request-token header',
    ['api/client.ts', 'sandbox/http/request-token.ts'],
    [
      'api/client.test.ts › sends the fixed request token on every call',
      'tests/contract/accounts.test.ts › without the request token → 400 REQUEST_TOKEN_REQUIRED',
    ],
  ),
];

const s7 = [
  rule(
    '§7',
    'Apply as participant: payload account, contact, auth0_email; response auth0_status, account_uuid, auth0_email',
    ['sandbox/routes/programs.ts', 'journeys/partner-application/partner-application.actors.ts'],
    [
      'tests/contract/programs.test.ts › creates a partner account awaiting approval and answers AUTH0_ACCOUNT_NOT_FOUND for a new login e-mail',
    ],
  ),
  rule(
    '§7',
    'POST /savingsclub/createandlinkaccount (password, account_uuid, email)',
    ['sandbox/routes/programs.ts'],
    ['tests/contract/programs.test.ts › creates the login for the applied account'],
  ),
  rule(
    '§7',
    'POST /savingsclub/swapmetadata (auth0_id, account_uuid) returns account_id',
    ['sandbox/routes/savings-club.ts', 'api/queries/partner.ts'],
    ['tests/contract/savings-club.test.ts › swaps the temporary partner id for the permanent account id'],
  ),
  rule(
    '§7',
    'GET /savingsclubdashboard/{accountId}: programs, with offers grouped active, awaiting_approval, prior',
    ['sandbox/routes/savings-club.ts'],
    ["tests/contract/savings-club.test.ts › groups the partner's offers"],
  ),
  rule(
    '§7',
    'POST /savingsclub/ (create); POST /savingsclub/requestapproval/; PATCH /savingsclub/ (update / remove, with sfid and offer_status__c)',
    ['sandbox/routes/savings-club.ts', 'journeys/partner-offer/partner-offer.actors.ts'],
    [
      'tests/contract/savings-club.test.ts › creates the offer Awaiting Approval',
      'tests/contract/savings-club.test.ts › request approval puts the offer Awaiting Approval',
      'tests/contract/savings-club.test.ts › a removal sets offer_status__c Inactive',
    ],
  ),
  rule(
    '§7',
    'GET /savingsclub/detail/{id}; GET /savingsclub/3randomnationaldeals/',
    ['sandbox/routes/savings-club.ts'],
    [
      'tests/contract/savings-club.test.ts › detail answers account, offer',
      'tests/contract/savings-club.test.ts › three random national deals are active, approved and national',
    ],
  ),
  rule(
    '§7',
    'POST /savingsclub/search: criteria category, searchTerm, sort, postal code, country, page',
    ['sandbox/routes/savings-club.ts', 'api/queries/savings-club.ts'],
    [
      'tests/contract/savings-club.test.ts › search pages 12 at a time with the total, filters by category and business name',
      'tests/contract/savings-club.test.ts › sorts by distance from a postal code',
    ],
  ),
  rule(
    '§7',
    'Apply for Sea Care / Membership Kits: POST /tasks with a service tag',
    ['sandbox/routes/tasks.ts'],
    [
      'tests/contract/tasks.test.ts › opens a review task and records the requested service',
      'tests/contract/tasks.test.ts › answers 400 with field errors for an unknown service tag',
    ],
  ),
  rule(
    '§7',
    'POST /savingsclub/uploadlogotos3 (accountid, base64encodedimage)',
    ['sandbox/routes/savings-club.ts'],
    ['tests/contract/savings-club.test.ts › stores a PNG'],
  ),
  rule(
    '§7',
    'Account fetch / update; contacts GET /contacts/all/{accountId}; POST, PATCH, DELETE /contacts; POST /auth0/createpasswordticket; POST /referrals',
    ['sandbox/routes/accounts.ts', 'sandbox/routes/member-accounts.ts', 'sandbox/routes/referrals.ts'],
    [
      'tests/contract/partner-operation-map.test.ts › is listed with a test that calls it',
      'tests/contract/member-accounts.test.ts › adds, updates (preferences) and removes a contact',
      'tests/contract/referrals.test.ts › records a Pending referral',
    ],
  ),
  rule(
    '§7',
    'Send gift: logistics, billing, credit_card, recipient (POST /kitsandgifts)',
    ['sandbox/routes/gifts.ts', 'journeys/gift/gift.actors.ts'],
    ['tests/contract/gifts.test.ts › charges the server-computed total once and creates a gift order'],
  ),
  rule(
    '§7',
    'Address autocomplete GET /google_places?input= (spaces as plus signs); place details GET /googleplacesdetails/{id}; video details GET videos/{id}',
    ['sandbox/routes/places.ts', 'sandbox/routes/member-media.ts'],
    [
      'tests/contract/products-and-places.test.ts › autocompletes with spaces sent as plus signs',
      'tests/contract/products-and-places.test.ts › answers place details in address parts',
      'tests/contract/member-media.test.ts › serves public items to anyone',
    ],
  ),
  rule(
    '§7',
    'After offer create or edit it goes to the confirm page; after remove it refetches the list; after a logo upload the account is refreshed; after a swap failure a default id is used',
    [
      'machines/partner-offer.machine.ts',
      'src/pages/programs/offer-tabs.tsx',
      'src/pages/programs/logo-card.tsx',
    ],
    [
      'tests/browser/programs-savings-club.test.ts › it waits for approval',
      'tests/browser/programs-portal.test.ts › removes an active one into the prior tab',
      'tests/browser/programs-portal.test.ts › uses the temporary id as the default when the swap fails',
    ],
  ),
  rule(
    '§7',
    'Every form-level submit failure is shown as a flash message (login creation, offer creation)',
    ['ui/failure-flash.ts', 'machines/partner-offer.machine.ts', 'machines/partner-login.machine.ts'],
    [
      'tests/dom/failure-flash.test.tsx › flashes each new failure once, with the catalogue text, outside the form',
      'tests/browser/programs-portal.test.ts › the used link shows the catalogue words',
    ],
  ),
];

const s8 = [
  rule(
    '§8',
    'HTTP failures: no status → client error page api-down; 401, 403 or 404 → /error/client_error with an app name and the status; 500-599 → /error/server_error',
    ['api/http-failure.ts'],
    [
      'api/client.test.ts › routes a call that gets no answer to the api-down page',
      'api/client.test.ts › names the programs app when the programs portal is active',
      'api/client.test.ts › routes %i to the server error page',
    ],
  ),
  rule(
    '§8',
    "Client error variants: Network 'Network Unavailable' with 'Retry Request'; 401/403 'Unauthorized Request' with 'Logout and Retry' to the programs or member logout by app, else root; 404 'Page Not Found' with 'Go Back' and a contact e-mail ({email}) for the programs app; any other kind an unknown-error failure",
    ['src/pages/errors/client-error-page.tsx'],
    [
      'tests/dom/error-pages.test.tsx › api-down: Network Unavailable',
      'tests/dom/error-pages.test.tsx › Unauthorized Request with Logout and Retry to',
      'tests/dom/error-pages.test.tsx › 404 for programs: the contact e-mail address',
      'tests/dom/error-pages.test.tsx › an unknown kind: Unknown client error',
    ],
  ),
  rule(
    '§8',
    "Server error: 'Something went wrong. Please try again or contact us if the issue persists.' with 'Retry Request'",
    ['src/pages/errors/server-error-page.tsx'],
    ['tests/dom/error-pages.test.tsx › server error: the spec text with Retry Request'],
  ),
  rule(
    '§8',
    'Partner test stub: creating a partner account throws DUPLICATE_TRANSACTION_SUBMITTED (stub only; handling not shown)',
    ['api/error-catalogue.ts'],
    ['api/error-catalogue.test.ts › %s shows its text followed by the raw code'],
    'Decided otherwise (decision 248): the sandbox is the test mode every partner journey and test submits the application through, so it answers the application as the API does; DUPLICATE_TRANSACTION_SUBMITTED keeps its catalogue words and is answered to a resubmitted payment (decisions 060, 194).',
  ),
  rule(
    '§8',
    "Trailer care messages: 'Please select a trailer care upgrade option'; 'Unfortunately, Trailer Care isn't available for your membership type'; 'You already have Trailer Care Plus for this membership'",
    ['machines/upgrade-trailer-care.machine.ts', 'machines/upgrades/upgrade-offer.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › Continue without a level, or with the current one, flashes the message',
      'tests/unit/upgrade-rules.test.ts › gets its message, not a choice',
    ],
  ),
  rule(
    '§8',
    "Referral success flash: 'Thanks for referring a boater to Sea Tow®!'",
    ['machines/referral/referral-form.ts'],
    [
      'tests/unit/referral-rules.test.ts › has the spec thanks verbatim',
      'tests/browser/registration-and-referrals.test.ts › gold@example.com refers a boater and sees the thanks',
    ],
  ),
];

const s9 = [
  rule(
    '§9',
    'Review and response time promised: 72 hours (applications and offers)',
    ['src/pages/programs/application-outcome-pages.tsx', 'src/pages/programs/offer-pages.tsx'],
    [
      'tests/browser/programs-savings-club.test.ts › it waits for approval',
      'tests/dom/spec-001-screens.test.tsx › in touch by e-mail within 72 hours',
    ],
  ),
  rule(
    '§9',
    'Offer text limits: 1000 for description and instructions, 32 for promo code, 255 for website URL; up to 3 secondary categories; password at least 8 characters',
    ['machines/partner/offer-form.ts', 'machines/forms/password-rules.ts'],
    [
      'tests/unit/partner-offer-form.test.ts › asks the online option, then its promo code (32), instructions or website (255)',
      'tests/contract/savings-club.test.ts › description over 1000',
      'tests/unit/partner-application-form.test.ts › needs 8+ characters',
    ],
  ),
  rule(
    '§9',
    'Savings Club terms: minimum one-year term, quarterly review of offers, 30-day notice, automatic renewal',
    [
      'screens/partner-offer/offer-form-screen.tsx',
      'screens/partner-application/application-form-screen.tsx',
    ],
    ['tests/dom/spec-001-screens.test.tsx › the terms are stated, with nothing to tick'],
  ),
  rule(
    '§9',
    'Offer types: Dollars Off, Percentage Off, Other (member-side lists also show Rebate)',
    ['machines/partner/offer-form.ts', 'machines/savings-club/offer-headline.ts'],
    [
      'tests/unit/savings-club-search.test.ts › names the value by the offer type',
      'tests/unit/partner-offer-form.test.ts › asks the value of each offer type',
    ],
  ),
  rule(
    '§9',
    'Redemption: Online, In-Person; online options Promo Code, Promotional URL, Rebate, Other; in-person options Present Membership Card, Rebate, Other',
    ['machines/partner/offer-form.ts'],
    ['tests/unit/spec-001-rules.test.ts › redemption options'],
  ),
  rule(
    '§9',
    'Offer categories: Apparel; Charters, Rentals & Travel; Dining; Education; Electronics & Navigation; Entertainment; Fishing; Fuel; Equipment & Supplies; Marinas, Dockage & Storage; Retail; Safety; Services & Repair; Other; default category All, sort Featured',
    ['machines/savings-club/offer-categories.ts', 'machines/savings-club/search-criteria.ts'],
    [
      'tests/unit/seed-vocabulary.test.ts › uses only the categories of §9',
      'tests/unit/spec-001-rules.test.ts › offer categories of §9',
    ],
  ),
  rule(
    '§9',
    'Business description max 1000 characters',
    ['machines/partner/business-profile-form.ts'],
    ['tests/unit/partner-business-profile.test.ts › refuses one over 1000 characters'],
  ),
  rule(
    '§9',
    'Savings Club page size: 12 offers',
    ['machines/savings-club/search-criteria.ts', 'sandbox/routes/savings-club.ts'],
    [
      'tests/unit/savings-club-search.test.ts › pages by 12',
      'tests/contract/savings-club.test.ts › search pages 12 at a time',
    ],
  ),
  rule(
    '§9',
    'Distance in miles for the United States, otherwise km (miles × 1.609), rounded to 1 decimal; only for local in-person offers; missing values show N/A',
    ['machines/savings-club/search-criteria.ts', 'sandbox/savings-club/distance.ts'],
    [
      'tests/unit/savings-club-search.test.ts › shows miles for the US and km elsewhere, one decimal',
      "tests/unit/savings-club-search.test.ts › shows 'N/A' for a local in-person offer without a distance",
      'tests/unit/savings-club-search.test.ts › shows nothing for national or online-only offers',
    ],
  ),
  rule(
    '§9',
    'Logo: under 500KB, recommended size up to 410×140; formats PNG, JPG, JPEG, SVG',
    ['machines/partner/logo-rules.ts', 'sandbox/savings-club/logo-image.ts'],
    [
      'sandbox/savings-club/logo-image.test.ts › accepts %s',
      'sandbox/savings-club/logo-image.test.ts › rejects other formats',
    ],
  ),
  rule(
    '§9',
    'Carousel: autoplay 3000 ms, dots, infinite',
    ['ui/carousel.tsx'],
    [
      'tests/dom/carousel.test.tsx › advances every 3000 ms and wraps round after the last slide',
      'tests/dom/carousel.test.tsx › one dot per slide shows it',
    ],
  ),
  rule(
    '§9',
    'Address lookup debounce: 350 ms',
    ['machines/home-port.machine.ts'],
    ['tests/unit/spec-000-rules.test.ts › home port search'],
  ),
  rule(
    '§9',
    'Gift wrapping costs $3; shipping and handling for a mailed packet: Standard $8, 2nd Day Air $16, Next Day Air $35',
    ['machines/gift/gift-summary.ts', 'sandbox/db/seed/catalog.ts'],
    [
      'tests/contract/seed.test.ts › has every price and fee',
      'tests/contract/gifts.test.ts › adds shipping when mailed (Lake Card, Next Day Air, unwrapped: 119 + 35)',
      'tests/contract/gifts.test.ts › (Email, wrapped: 179 + 3)',
    ],
  ),
  rule(
    '§9',
    'Gift message: up to 255 characters',
    ['machines/gift/gift-schemas.ts'],
    ['tests/unit/gift-rules.test.ts › message up to 255'],
  ),
  rule(
    '§9',
    "Delivery methods: Email ('Digital Packet via Email') and Mail ('Mailed Membership Packet (additional shipping and handling)'); gift delivery 'Mail to Recipient', 'Mail to Me'",
    ['machines/gift/gift-types.ts', 'screens/gift/gift-delivery-screen.tsx'],
    [
      'tests/browser/gift.test.ts › a mailed Next Day Air gift',
      'tests/browser/gift.test.ts › changing the delivery method clears the recipient, shipping and wrap',
    ],
  ),
  rule(
    '§9',
    'Gift total: the membership price (after any code discount), plus shipping if Mail, plus wrap',
    ['machines/gift/gift-summary.ts', 'sandbox/gifts/gift-quote.ts'],
    [
      'tests/unit/gift-rules.test.ts › prices mail, shipping and wrap with the shared module',
      'tests/contract/gifts.test.ts › applies a promotion code before shipping and wrap',
    ],
  ),
  rule(
    '§9',
    'Mailed gifts ship the next business day (M–F); standard mail takes 2–5 days; virtual gifts are e-mailed within 1 hour of purchase',
    ['screens/gift/gift-confirmation-screen.tsx', 'screens/gift/gift-delivery-screen.tsx'],
    [
      'tests/browser/gift.test.ts › a digital gift: names and e-mail only, confirmed with the e-mail message',
      'tests/browser/gift.test.ts › a mailed Next Day Air gift',
    ],
  ),
  rule(
    '§9',
    'Only recreational use types are giftable; the default is Gold Card',
    ['machines/gift/gift-types.ts'],
    [
      'tests/unit/spec-001-rules.test.ts › only recreational use types',
      'tests/unit/gift-rules.test.ts › defaults to a mailed Gold Card',
    ],
  ),
  rule(
    '§9',
    'Referral credit: a set amount off the renewal per referred member, with no limit on credits',
    ['machines/pricing.ts', 'sandbox/payments/checkout.ts'],
    ['tests/contract/payments.test.ts › uses referral credits ($10 each)'],
  ),
  rule(
    '§9',
    'Sample (test-only) prices: Gold Card 179, Lake Card 119, Commercial Card 179, Professional Mariner Card 365, Lake Fleet Card 299, Fleet Card 599',
    ['sandbox/db/seed/catalog.ts'],
    ['tests/contract/products-and-places.test.ts › answers the docs/sandbox.md yearly prices by family'],
  ),
  rule(
    '§9',
    "Trailer Care coverage: $300 per incident for the base level, $600 for Plus; a 'Plus' price is shown as an upgrade price",
    ['machines/upgrades/trailer-care-levels.ts', 'machines/upgrades/upgrade-offer.ts'],
    [
      'tests/unit/upgrade-rules.test.ts › a level added costs its price; the base level to Plus the difference',
      'screens/purchase/advisor-screens.test.tsx › shows My Cart with the chart prices',
    ],
  ),
  rule(
    '§9',
    'Program types: Savings Club, Sea Care, Membership Kits',
    ['machines/partner/application-form.ts'],
    [
      'tests/unit/partner-application-form.test.ts › gives the application body with backend names, services joined',
    ],
  ),
  rule(
    '§9',
    'Countries: Canada, Mexico, United States (CA, MX, US)',
    ['machines/forms/regions.ts'],
    ["tests/unit/spec-000-rules.test.ts › 'Select country...'"],
  ),
  rule(
    '§9',
    'Membership statuses used by the teaser: ACTIVE, PENDING_ACTIVATION, FUTURE_START',
    ['machines/membership/membership-status.ts'],
    [
      'tests/unit/membership-status.test.ts › pending shows offers',
      "tests/browser/member-personas.test.ts › pending: 'will activate 24 hours from time of payment', the processed notice; offers on /members",
    ],
  ),
  rule(
    '§9',
    'Query parameters: accountId, accountType, back, category, country, formOpen, page, q, sort, offerId, status, userName, zip; query keys are decamelized when built into URLs',
    ['src/router/search-params.ts'],
    [
      'tests/dom/dashboard-home.test.tsx › an active membership: the three national deals in a carousel',
      'src/router/search-params.test.ts › round-trips what it writes',
      'tests/browser/routes-as-written.test.ts › zip=11963',
    ],
  ),
];

export const partnerPortalRules: SpecRules = {
  spec: '001',
  file: '001_eeb483f5e8813bfc.txt',
  title: 'partner programs portal, Savings Club and gift memberships',
  sections: [
    { section: '§1', title: 'What the product does and for whom' },
    { section: '§2.1', title: 'Top level' },
    { section: '§2.2', title: 'Programs portal, public apply area (outside login)' },
    { section: '§2.3', title: 'Programs portal, logged-in area' },
    { section: '§2.4', title: 'Member Savings Club and dashboard' },
    { section: '§2.5', title: 'Gift membership flow (outside member login)' },
    { section: '§2.6', title: 'Business information form (partner)' },
    { section: '§3', title: 'Entities and their fields' },
    { section: '§4', title: 'States and transitions' },
    { section: '§5', title: 'Validation rules' },
    { section: '§6', title: 'Roles and permissions' },
    { section: '§7', title: 'The calls it makes' },
    { section: '§8', title: 'The error catalogue' },
    { section: '§9', title: 'Business constants and limits' },
  ],
  rules: [
    ...s1,
    ...s21,
    ...s22,
    ...s23,
    ...s24,
    ...s25,
    ...s26,
    ...s3,
    ...s4,
    ...s5,
    ...s6,
    ...s7,
    ...s8,
    ...s9,
  ],
};
