-- 002 §2.10, §7 generic form engine: every accepted submission is stored before the gateway answers.
create table form_submissions (
  id           bigint generated always as identity primary key,
  received_at  timestamptz not null default now(),
  endpoint     text not null,
  page_path    text not null,
  locale       text not null,
  form_id      text not null,
  form_name    text not null,
  form_type    text not null check (form_type in ('default', 'authorizedRetailerForm')),
  -- the body as sent (CommonData, formdata … formdata5 or one property per propName, source)
  payload      jsonb not null,
  -- the values the gateway read and checked, by field id
  field_values jsonb not null,
  user_id      bigint references users (id) on delete set null,
  request_id   text
);
create index form_submissions_form_idx on form_submissions (form_name, received_at desc);

-- 002 §3 Organisation search result (orgId, orgName) behind the type-ahead search (§7).
create table organisations (
  org_id   text primary key check (org_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  org_name text not null
);
create index organisations_name_prefix_idx on organisations (lower(org_name) text_pattern_ops);

-- 002 §6/§7 auth details of a signed-in customer (hasBsseWireless, acctInfocusType) and the FAN on the account.
create table customer_auth_details (
  user_id            bigint primary key references users (id) on delete cascade,
  has_bsse_wireless  boolean not null default false,
  acct_infocus_type  text not null default 'CONSUMER',
  fan_id             text check (fan_id is null or fan_id ~ '^[0-9]{8}$')
);
