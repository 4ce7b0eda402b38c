-- 002 §2.5, §3, §7 offer tiles, their tabs and legal texts, and referrals: content the carrier's offer systems keep,
-- stored per language (the page's locale; Accept-Language picks it).

-- websalesofferorchms (tile): each offer's tile, tray and conditions. An offer applies to a request when each
-- condition list is empty or names the request's value; a campaign offer only when the request names its campaign.
create table offer_tiles (
  offer_id           text not null check (offer_id ~ '^[A-Za-z0-9_.-]{1,64}$'),
  locale             text not null check (locale in ('en-us', 'es-us')),
  offer_type         text not null check (length(offer_type) between 1 and 32),
  marketing_priority integer not null check (marketing_priority between 0 and 100000),
  campaign_id        text check (campaign_id is null or campaign_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  customer_types     text[] not null default '{}',
  payment_types      text[] not null default '{}',
  device_types       text[] not null default '{}',
  document           jsonb not null,
  primary key (offer_id, locale)
);

-- websalesofferorchms (tile): the tabs of a page, in order, each naming its offers; at most one default tab.
create table offer_tabs (
  page_id    text not null check (page_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  locale     text not null check (locale in ('en-us', 'es-us')),
  position   smallint not null check (position between 0 and 19),
  tab_name   text not null check (length(tab_name) between 1 and 100),
  is_default boolean not null default false,
  offer_ids  text[] not null check (cardinality(offer_ids) between 1 and 50),
  primary key (page_id, locale, position)
);
create unique index offer_tabs_one_default on offer_tabs (page_id, locale) where is_default;

-- idp-content-orchestration: the shared offer tile wording per language ('' is every campaign's), and the legal
-- texts an offer's legalModalPath names.
create table offer_tile_contents (
  locale      text not null check (locale in ('en-us', 'es-us')),
  campaign_id text not null default '' check (campaign_id = '' or campaign_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  document    jsonb not null,
  primary key (locale, campaign_id)
);
create table offer_legal_texts (
  legal_id text not null check (legal_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  locale   text not null check (locale in ('en-us', 'es-us')),
  feed     jsonb not null,
  primary key (legal_id, locale)
);

-- wireless-sales-eapi: referrals, found by the residential gateway's serial number or the address's place id;
-- initialize=true records when the referral was first opened.
create table offer_referrals (
  referral_id    text primary key check (referral_id ~ '^[A-Za-z0-9-]{1,64}$'),
  serial_number  text unique check (serial_number is null or serial_number ~ '^[A-Za-z0-9]{6,32}$'),
  place_id       text unique check (place_id is null or place_id ~ '^[A-Za-z0-9-]{1,64}$'),
  referral_code  text not null check (length(referral_code) between 1 and 32),
  offer          jsonb not null,
  initialized_at timestamptz,
  check (serial_number is not null or place_id is not null)
);

-- websalesofferorchms (customerOffer): benefits content per language too; rows stored before are English, and a
-- language without its own row is answered in English.
alter table offer_contents add column locale text not null default 'en-us' check (locale in ('en-us', 'es-us'));
alter table offer_contents drop constraint offer_contents_pkey;
alter table offer_contents add primary key (fan_number, page_id, locale);
