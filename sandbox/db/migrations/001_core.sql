-- Core schema: the spec's entities (member spec §3, companion spec §3) with the spec's field names as
-- column names, the place gazetteer, and the sandbox identity provider's users, codes and sessions.
-- Records are addressed by `sfid` (stable readable text ids, see sandbox/db/seed/ids.ts); `id` is the
-- numeric id the spec also shows.

CREATE TABLE accounts (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  name text NOT NULL,
  type text,
  account_detail_type__c text NOT NULL,
  billingstreet text, billingcity text, billingstate text, billingpostalcode text, billingcountry text,
  shippingstreet text, shippingcity text, shippingstate text, shippingpostalcode text, shippingcountry text,
  phone text,
  referral_credits__c numeric(10, 2) NOT NULL DEFAULT 0,
  heroku_external_id__c text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
  parent_account__c text REFERENCES accounts (sfid),
  -- partner accounts (companion spec §3)
  approval_status__c text,
  partner_status__c text,
  partner_description__c text,
  company_logo__c text,
  primary_phone_type__c text,
  public_facing_email_address__c text,
  public_facing_url__c text,
  partner_facebook__c text,
  partner_instagram__c text,
  partner_linkedin__c text,
  more_than_one_location__c boolean,
  services_requested__c text,
  approved_services__c text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  accountid text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  email text,
  phone text,
  mobilephone text,
  homephone text,
  salutation text,
  contact_type__c text NOT NULL DEFAULT 'Primary Contact',
  partner_contact_role__c text,
  contact_status__c text DEFAULT 'Active',
  communication_preferences__c text,
  sms_opt_in__c boolean NOT NULL DEFAULT false,
  mobile_push_notification_opt_in__c boolean NOT NULL DEFAULT false,
  heroku_external_id__c text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_accountid ON contacts (accountid);

-- Areas of responsibility: the local operators.
CREATE TABLE aors (
  sfid text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  captain_name__c text NOT NULL,
  email text NOT NULL,
  home_page_url__c text,
  x24_hour_phone__c text NOT NULL,
  facebook_url__c text,
  instagram_url__c text,
  twitter_url__c text,
  photo_url__c text,
  region_name__c text NOT NULL,
  sales_tax_rate__c numeric(6, 4) NOT NULL DEFAULT 0,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  status__c text NOT NULL DEFAULT 'Active'
);

CREATE TABLE memberships (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  heroku_external_id__c text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
  account__c text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  membership_contact__c text REFERENCES contacts (sfid),
  membership_number__c text NOT NULL UNIQUE,
  membership_type__c text NOT NULL,
  membership_status__c text NOT NULL,
  membership_effective_date__c date,
  membership_expiration_date__c date,
  member_since__c date,
  auto_renew__c boolean NOT NULL DEFAULT false,
  multiyear_product text,
  renewal_product__c text,
  trailer_care_type__c text CHECK (trailer_care_type__c IN ('Trailer Care Marine', 'Trailer Care Universal')),
  primary_boat__c text,
  primary_membership__c boolean NOT NULL DEFAULT true,
  card_type__c text,
  card_name__c text,
  card_expiration_date__c text,
  last_4_digits__c text,
  communication_member_renewal_amount__c numeric(10, 2),
  renewal_promotion_code__c text,
  renewal_promo_dollar_value__c numeric(10, 2),
  renewal_promotion_name text,
  referral_credit_amount__c numeric(10, 2),
  shopping_cart_membership_type__c text,
  shopping_cart_trailer_care_type__c text,
  apple_pass__c text,
  google_pass__c text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memberships_account ON memberships (account__c);

-- The stored auto-renewal card of a membership: last four digits only, never a number or code.
CREATE TABLE payment_profiles (
  membership__c text PRIMARY KEY REFERENCES memberships (sfid) ON DELETE CASCADE,
  pymt__last_4_digits__c text NOT NULL CHECK (pymt__last_4_digits__c ~ '^[0-9]{4}$'),
  card_expiration_date__c text,
  arb_start_date date,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE boats (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  name__c text NOT NULL,
  boat_make__c text,
  year__c text,
  length__c numeric(6, 2),
  color__c text,
  hull_type__c text,
  engine_type__c text,
  number_of_engines__c integer,
  fuel_type__c text,
  hin__c text,
  registration_document__c text,
  boat_status__c text DEFAULT 'Active',
  boat_transfer_type__c text,
  primary_boat__c boolean NOT NULL DEFAULT false,
  home_port_type__c text,
  home_port_city__c text,
  home_port_state__c text,
  home_port_country__c text,
  marina_name__c text,
  address__c text,
  geolocation__latitude__s double precision,
  geolocation__longitude__s double precision,
  aor__c text REFERENCES aors (sfid),
  franchisee_aor_link__c text,
  no_boat_reason__c text,
  name_of_boat_club__c text,
  related_membership__c text REFERENCES memberships (sfid) ON DELETE SET NULL,
  account__c text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  contact__c text REFERENCES contacts (sfid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX boats_membership ON boats (related_membership__c);

-- Place search gazetteer (street-level addresses) with the local operator of each place.
CREATE TABLE places (
  place_id text PRIMARY KEY,
  name text NOT NULL,
  formatted_address text NOT NULL,
  types text[] NOT NULL,
  street_number text,
  street text,
  city text,
  state text,
  country text NOT NULL,
  postal_code text,
  subpremise text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  aor__c text NOT NULL REFERENCES aors (sfid)
);

-- Prices per year (member spec §9) and the sandbox's fixed fees.
CREATE TABLE products (
  product_code text PRIMARY KEY,
  name text NOT NULL,
  family text NOT NULL CHECK (family IN ('Membership', 'Trailer Care', 'Upgrade', 'Fee')),
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  term_years integer NOT NULL DEFAULT 1,
  marketing_title text,
  coverage_limit numeric(10, 2),
  sort_order integer NOT NULL DEFAULT 0
);

-- Promotion and activation codes (member spec §3).
CREATE TABLE promotion_codes (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  description text,
  type text NOT NULL CHECK (type IN ('promo', 'activation')),
  promotion_type__c text,
  ongoing_promo_type__c text,
  ongoing_promo_recurrences__c integer,
  start_date__c date NOT NULL,
  end_date__c date,
  value_discount_in_dollars numeric(10, 2),
  value_discount_in_percentage numeric(5, 2),
  value_time_in_days integer,
  valid_on_business_type__c text NOT NULL,
  valid_on_membership__c text NOT NULL,
  usage_rules__c text,
  promo_carries_on_renewal__c boolean NOT NULL DEFAULT false,
  related_product__c text,
  hide_on_website boolean NOT NULL DEFAULT false,
  promo_legal text
);

-- Card fulfillment orders (member spec §3).
CREATE TABLE fulfillments (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  membership__c text NOT NULL REFERENCES memberships (sfid) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL,
  title text,
  fulfillment_code__c text CHECK (fulfillment_code__c IN ('N', 'R')),
  order_date__c date,
  processed_date__c date,
  shipped_date__c date,
  card_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id serial UNIQUE,
  referral_id text PRIMARY KEY,
  member_referred_email__c text NOT NULL,
  member_referred_first_name__c text,
  member_referred_last_name__c text,
  referring_member_name__c text,
  referring_member_number__c text,
  member_referred_status__c text NOT NULL DEFAULT 'Pending',
  referring_member_account_id__c text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE videos (
  id text PRIMARY KEY,
  title text NOT NULL,
  short_description text NOT NULL,
  long_description text NOT NULL,
  categories text[] NOT NULL,
  video_uid text NOT NULL,
  image_url text NOT NULL,
  is_private boolean NOT NULL,
  keywords text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE blog_posts (
  id text PRIMARY KEY,
  title text NOT NULL,
  permalink text NOT NULL UNIQUE,
  image_url text NOT NULL,
  content text NOT NULL,
  categories text[] NOT NULL,
  is_private boolean NOT NULL,
  featured boolean NOT NULL DEFAULT false
);

-- Programs per partner (companion spec §3): savings_club, sea_care, membership_kits.
CREATE TABLE partner_programs (
  account__c text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  program text NOT NULL CHECK (program IN ('savings_club', 'sea_care', 'membership_kits')),
  status text NOT NULL,
  PRIMARY KEY (account__c, program)
);

-- Savings Club offers (companion spec §3, backend names).
CREATE TABLE savings_club_offers (
  id serial UNIQUE,
  sfid text PRIMARY KEY,
  partner_account__c text NOT NULL REFERENCES accounts (sfid) ON DELETE CASCADE,
  company_name__c text,
  company_logo__c text,
  primary_category__c text NOT NULL,
  secondary_category__c text,
  type_of_offer__c text NOT NULL CHECK (type_of_offer__c IN ('Dollars Off', 'Percentage Off', 'Rebate', 'Other')),
  dollars_off__c numeric(10, 2),
  percent_off__c numeric(5, 2),
  type_of_offer_other__c text,
  offer_description__c text NOT NULL,
  online_redemption__c boolean NOT NULL DEFAULT false,
  in_person_redemption__c boolean NOT NULL DEFAULT false,
  options_for_in_store_redemption__c text,
  online_promo_code__c text,
  online_promotional_url__c text,
  online_redemption_instructions__c text,
  in_person_redemption_instructions__c text,
  offer_status__c text NOT NULL CHECK (offer_status__c IN ('Active', 'Inactive')),
  approval_status__c text NOT NULL CHECK (approval_status__c IN ('Approved', 'Denied', 'Awaiting Approval')),
  featured__c boolean NOT NULL DEFAULT false,
  locality_of_offer__c text NOT NULL DEFAULT 'National' CHECK (locality_of_offer__c IN ('National', 'Local')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX savings_club_offers_partner ON savings_club_offers (partner_account__c);

-- Identity provider: users (e-mail + scrypt hash, or social), pending authorize requests, single-use
-- authorization codes and cookie sessions. Expiry instants come from the sandbox's injected clock.
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  name text NOT NULL,
  account_id text REFERENCES accounts (sfid) ON DELETE SET NULL,
  partner_account_id text REFERENCES accounts (sfid) ON DELETE SET NULL,
  temp_partner_account_id text,
  social boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_requests (
  id text PRIMARY KEY,
  redirect_uri text NOT NULL,
  auth_state text NOT NULL,
  code_challenge text NOT NULL,
  membership_number text,
  exp_date text,
  prompt text,
  expires_at timestamptz NOT NULL
);

CREATE TABLE auth_codes (
  code text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  auth_state text NOT NULL,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
