-- 001 discount-program enrollment.

-- The carrier's wireless accounts behind soft authentication, account type and wireless details (the `wireless`
-- service). The SSN last 4 is kept only as a scrypt hash with a salt of its own (the sign-in password hash format, 'scrypt$N$r$p$salt$hash');
-- the ZIP is the account's billing ZIP. owner_user_id is the signed-in customer whose account this is, if any.
create table wireless_accounts (
  billing_account_number text primary key check (billing_account_number ~ '^[0-9]{9,12}$'),
  billing_market         text not null check (length(billing_market) between 1 and 16),
  -- prepaid numbers may not sign up (SIG-90094); FirstNet (SIG-99104) and liberty (SIG-90098) accounts cannot enroll
  account_kind           text not null check (account_kind in ('postpaid', 'prepaid', 'firstnet', 'liberty')),
  owner_user_id          bigint unique references users (id) on delete set null,
  ssn_hash               text not null check (length(ssn_hash) between 1 and 200),
  account_zip            text not null check (account_zip ~ '^[0-9]{5}$'),
  billing_first_name     text not null check (length(billing_first_name) <= 100),
  billing_last_name      text not null check (length(billing_last_name) <= 100),
  email_address          text not null default '' check (length(email_address) <= 254),
  address_line1          text not null default '' check (length(address_line1) <= 200),
  address_line2          text not null default '' check (length(address_line2) <= 200),
  city                   text not null default '' check (length(city) <= 100),
  state                  text not null default '' check (length(state) <= 32),
  zip_code               text not null default '' check (length(zip_code) <= 10),
  -- the FAN the account is tied to already; another FAN enrolling answers existingFan false (the conflict response)
  linked_fan             text check (linked_fan is null or linked_fan ~ '^[0-9]{8}$'),
  -- the discount the account already gets: the best one (SIG-80013) or another appreciation discount (SIG-80014)
  current_discount       text not null default 'none' check (current_discount in ('none', 'best', 'appreciation')),
  -- the outcome of the carrier's identity review of this account, when it holds enrollment back
  review_error_id        text check (review_error_id in ('SIG-99107', 'SIG-99102', 'SIG-80001', 'SIG-80003'))
);

create table wireless_numbers (
  wireless_number        text primary key check (wireless_number ~ '^[0-9]{10}$'),
  billing_account_number text not null references wireless_accounts (billing_account_number) on delete cascade
);
create index wireless_numbers_account_idx on wireless_numbers (billing_account_number);

-- Enrollment orders (`signatureenrollmentms`): one per account; a repeated submit answers the same number.
create sequence enrollment_order_seq start with 1000;
create table enrollment_orders (
  customer_order_number  text primary key check (customer_order_number ~ '^SIG[0-9]{16}$'),
  billing_account_number text not null unique references wireless_accounts (billing_account_number),
  fan_number             text not null check (fan_number ~ '^[0-9]{8}$'),
  verification_id        text check (length(verification_id) <= 64),
  email_id               text check (length(email_id) <= 254),
  wireless_number        text check (wireless_number ~ '^[0-9]{10}$'),
  source                 text not null check (length(source) between 1 and 32),
  is_token_flow          boolean,
  -- how ownership was shown: a signed-in owner, or a browser that soft-authenticated the account
  proven_by              text not null check (proven_by in ('signed-in', 'soft-auth')),
  created_at             timestamptz not null default now()
);

-- What a browser proved by soft authentication: an HttpOnly cookie holds a random token, the store its SHA-256
-- with the one account it proved, until expires_at.
create table soft_auth_proofs (
  token_hash             text primary key check (length(token_hash) = 64),
  billing_account_number text not null references wireless_accounts (billing_account_number) on delete cascade,
  created_at             timestamptz not null default now(),
  expires_at             timestamptz not null
);
create index soft_auth_proofs_expires_idx on soft_auth_proofs (expires_at);

-- Solved captcha challenges, each accepted once: the challenge's nonce until the challenge would have expired.
-- Every gateway on the store inserts here, so a token one gateway accepted, another refuses.
create table captcha_uses (
  nonce      text primary key check (length(nonce) between 1 and 128),
  expires_at timestamptz not null
);
create index captcha_uses_expires_idx on captcha_uses (expires_at);

-- Verifications (`customeridentification`, 001 §3 verification response): the verify form that creates them comes
-- later; the enrollment reads their status and FAN.
create table verifications (
  verification_id       text primary key check (verification_id ~ '^[A-Za-z0-9-]{1,64}$'),
  segment               text not null check (length(segment) between 1 and 64),
  status                text not null check (status in ('pending', 'docUpload', 'systemError', 'dataError', 'success')),
  fan_number            text check (fan_number is null or fan_number ~ '^[0-9]{8}$'),
  email                 text check (length(email) <= 254),
  combo_verification_id text references verifications (verification_id),
  auto_approved         boolean not null default false,
  created_at            timestamptz not null default now()
);

-- Benefits content per FAN (`websalesofferorchms` customerOffer; 001 §3 banner and offers), per page id.
create table offer_contents (
  fan_number text not null check (fan_number ~ '^[0-9]{8}$'),
  page_id    text not null default 'UF' check (page_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  content    jsonb not null,
  primary key (fan_number, page_id)
);

-- The signed-in customer's account in focus (`accountservices` profile info).
create table account_profiles (
  user_id            bigint primary key references users (id) on delete cascade,
  acct_in_focus      text check (length(acct_in_focus) <= 32),
  acct_in_focus_type text check (length(acct_in_focus_type) <= 32),
  first_name         text not null default '' check (length(first_name) <= 100),
  last_name          text not null default '' check (length(last_name) <= 100),
  email_address      text not null default '' check (length(email_address) <= 254)
);
