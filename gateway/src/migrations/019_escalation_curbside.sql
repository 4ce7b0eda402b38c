-- 002 §2.7, §3, §7 escalation form: every case is stored with its reference (refId) before the gateway answers, and
-- its team e-mail goes through the outbox in the same transaction.
create table escalation_cases (
  id                   bigint generated always as identity primary key,
  received_at          timestamptz not null default now(),
  reference            text not null,
  first_name           text not null,
  last_name            text not null,
  email_address        text not null,
  phone_number         text not null,
  product_value        text not null,
  -- the account number, or the wireless number when the product is wireless (002 §3)
  account_number       text not null,
  best_time_to_contact text not null check (best_time_to_contact in ('morning', 'evening', 'morning/evening')),
  time_zone            text not null,
  subject              text not null,
  issue_details        text not null check (length(issue_details) <= 3000),
  locale               text not null,
  user_id              bigint references users (id) on delete set null,
  request_id           text,
  idempotency_key      text,
  request_hash         text,
  constraint escalation_cases_reference_key unique (reference),
  constraint escalation_cases_reference_check check (reference ~ '^EC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  constraint escalation_cases_idempotency_key_check
    check (idempotency_key is null or (length(idempotency_key) between 8 and 128 and request_hash is not null)),
  constraint escalation_cases_idempotency_key_key unique (idempotency_key)
);
create index escalation_cases_received_idx on escalation_cases (received_at desc);

-- 002 §2.8 curbside pickup: the stores that take online-pickup orders, and whether their associates can be notified.
create table pickup_stores (
  store_id              text primary key check (store_id ~ '^[A-Za-z0-9]{1,5}$'),
  name                  text not null,
  phone                 text not null,
  notifications_enabled boolean not null default true
);

-- The online orders waiting for pickup, in the pickup system's status words (002 §4, 'Canceled' included as it
-- spells it for older orders). PROCESSING: not ready yet, which the check-in answers as an error.
create table pickup_orders (
  order_id      text primary key check (order_id ~ '^[0-9]{2}-[0-9]{15}$'),
  store_id      text not null references pickup_stores (store_id),
  location_id   text not null check (location_id ~ '^[0-9]+$'),
  status        text not null check (status in ('PROCESSING', 'READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP',
                                                'CUSTOMERPICKEDUP', 'CANCELLED', 'Canceled')),
  customer_name text not null,
  created_at    timestamptz not null default now()
);
create index pickup_orders_store_idx on pickup_orders (store_id, status);

-- Every check-in, kept whatever it answered, so a store associate's view of who is waiting is one query:
--   select … from curbside_checkins c join pickup_orders o using (order_id)
--    where c.store_id = $1 and c.outcome in ('READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP') order by c.checked_in_at
create table curbside_checkins (
  id                 bigint generated always as identity primary key,
  checked_in_at      timestamptz not null default now(),
  order_id           text not null,
  store_id           text not null,
  -- the call it came by: the standard check-in, or the BOPIS array payload
  source             text not null check (source in ('curbside', 'bopis')),
  checkin_method     text check (checkin_method in ('CAR', 'STOREFRONT')),
  pickup_information text not null default '',
  vehicle_type       text not null default '',
  vehicle_color      text not null default '',
  additional_info    text not null default '',
  notes              text not null default '' check (length(notes) <= 1000),
  -- what the check-in answered (the response content's status string)
  outcome            text not null,
  request_id         text
);
create index curbside_checkins_store_idx on curbside_checkins (store_id, checked_in_at desc);
create index curbside_checkins_order_idx on curbside_checkins (order_id);
