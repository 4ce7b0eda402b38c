-- 002 §2.1, §2.6, §3 address-based shopping: the address table the address check answers from, the plans of the
-- label feed with their versioned broadband labels, the plan map file, and the instant-on carts.

-- One row per serviceable address (a building's units are rows of their own, with the building's line).
create table service_addresses (
  address_id          text primary key check (address_id ~ '^[A-Z0-9-]{1,40}$'),
  address_line1       text not null check (length(address_line1) between 1 and 200),
  unit                text check (length(unit) between 1 and 20),
  city                text not null check (length(city) between 1 and 100),
  state               text not null check (state ~ '^[A-Z]{2}$'),
  postcode            text not null check (postcode ~ '^[0-9]{5}$'),
  -- what the full address reads as, lower case, for the type-ahead and the typed-address match
  search_text         text not null,
  -- a building: checking it asks for the unit (CLOSE_MATCH_MDU)
  is_building         boolean not null default false,
  existing_service    boolean not null default false,
  qualified           text not null check (qualified in ('AIA', 'FIBER_OUT_OF_FP', 'FIBER_IN_FP', 'HSIA')),
  tax_area_id         text not null check (length(tax_area_id) between 1 and 20),
  dwelling_type       text not null check (dwelling_type in
                        ('SFU', 'MDU', 'CC_MDU_CONSUMER', 'CC_SFU_CONSUMER', 'CC_MDU_BULK', 'CC_SFU_BULK')),
  living_unit_status  text not null check (living_unit_status in ('VACANT', 'OCCUPIED')),
  instant_on          boolean not null default false,
  uverse_available    boolean not null default false,
  tv_qualified        boolean not null default false,
  lightspeed_eligible boolean not null default false,
  -- the residential gateway's serial number (RG_SN) when one is installed
  rg_sn               text unique check (rg_sn ~ '^[A-Z0-9]{4,40}$')
);
create index service_addresses_line_idx on service_addresses (lower(address_line1));
create index service_addresses_search_idx on service_addresses (search_text text_pattern_ops);

-- 002 §3 plan records of the label feed.
create table broadband_plans (
  unique_id     text primary key check (unique_id ~ '^F[0-9A-Z]{6,40}$'),
  plan_name     text not null check (length(plan_name) between 1 and 120),
  plan_type     text not null check (length(plan_type) between 1 and 60),
  market_type   text not null check (market_type in ('Consumer', 'Business')),
  family        text not null check (family in ('wireless-postpaid', 'wireless-prepaid', 'wireline')),
  service_type  text not null check (service_type in ('Fixed', 'Mobile')),
  active        boolean not null default true,
  -- home internet: the qualifications it is sold at
  technologies  text[] not null default '{}',
  -- home internet: its instant-on offering (offer ids, all-in-one monthly discount, one-time installation)
  offer_id      text unique,
  aio_offer_id  text unique,
  equipment_offer_id text,
  aio_discount  numeric(8, 2) not null default 0 check (aio_discount <= 0),
  installation  numeric(8, 2) not null default 0 check (installation >= 0)
);
create index broadband_plans_service_idx on broadband_plans (service_type, active);

-- Broadband labels, versioned: a label is never changed, a price change adds a version; the current label is the
-- latest version in effect.
create table broadband_labels (
  unique_id      text not null references broadband_plans (unique_id) on delete cascade,
  version        integer not null check (version >= 1),
  effective_from timestamptz not null,
  label          jsonb not null,
  primary key (unique_id, version)
);

-- 002 §7 the plan map file, as the vendor landers publish it (one current document per name).
create table plan_maps (
  name        text primary key,
  document    jsonb not null,
  updated_at  timestamptz not null default now()
);

-- 002 §2.6, §3 instant-on carts: what the add-to-cart call stored, read by the cart page of the browser that holds
-- the cart cookie.
create table instant_on_carts (
  cart_id     text primary key check (cart_id ~ '^[A-Za-z0-9_-]{20,64}$'),
  address_id  text not null references service_addresses (address_id),
  full_address text not null check (length(full_address) between 1 and 300),
  source      text check (length(source) <= 60),
  payload     jsonb not null,
  lines       jsonb not null,
  created_at  timestamptz not null default now()
);
create index instant_on_carts_created_idx on instant_on_carts (created_at);
