-- Identity: employees and customers of the embedded sign-in.
create table users (
  id            bigint generated always as identity primary key,
  username      text not null unique,
  display_name  text not null,
  kind          text not null check (kind in ('employee', 'customer')),
  roles         text[] not null default '{}',
  password_hash text not null,
  -- 'fixture' while the development password from FIXTURE_PASSWORD is in use; production refuses to start then.
  password_origin text not null default 'set' check (password_origin in ('fixture', 'set')),
  created_at    timestamptz not null default now()
);

-- Sessions live in the store so every gateway on one database shares them. Only a hash of the id is kept.
create table sessions (
  id_hash      text primary key,
  user_id      bigint not null references users (id) on delete cascade,
  csrf_token   text not null,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at   timestamptz not null
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

-- Failed sign-in counters, per account and per address, shared across gateways.
create table login_attempts (
  key              text primary key,
  failures         integer not null default 0,
  first_failure_at timestamptz not null default now(),
  locked_until     timestamptz
);

-- 002 §3 FAN profile (tool).
create table fan_profiles (
  id                     text primary key check (id ~ '^[0-9]{8}$'),
  status                 text not null,
  name                   text not null,
  friendly_name          text not null,
  onl_exp_status         text not null default 'Inactive',
  onl_exp_status_reason  text,
  token                  text unique,
  token_created_at       timestamptz,
  contract_type          text,
  agreement_type         text,
  liability_type         text,
  affinity_tags          text[] not null default '{}',
  contact_name           text,
  contact_email          text,
  contact_work_phone     text,
  waived_activation_fees boolean,
  waived_upgrade_fees    boolean,
  discounts              jsonb not null default '[]',
  updated_at             timestamptz not null default now()
);
create index fan_profiles_name_idx on fan_profiles (lower(name));

-- 002 §3 Group details (tool).
create table fan_groups (
  group_id           text primary key check (group_id ~ '^[A-Za-z0-9]{1,32}$'),
  is_web_enabled     boolean not null default false,
  web_status_reason  text,
  is_list            boolean not null default false,
  token              text unique,
  token_created_at   timestamptz,
  created_at         timestamptz not null default now()
);

create table fan_group_members (
  group_id  text not null references fan_groups (group_id) on delete cascade,
  fan_id    text not null references fan_profiles (id) on delete cascade,
  added_at  timestamptz not null default now(),
  primary key (group_id, fan_id)
);
create index fan_group_members_fan_idx on fan_group_members (fan_id);

-- Who changed what, when and why: every write of the fan tools records one row.
create table audit_events (
  id          bigint generated always as identity primary key,
  at          timestamptz not null default now(),
  actor       text not null,
  action      text not null,
  entity_type text not null,
  entity_id   text not null,
  reason      text,
  changes     jsonb not null default '{}'
);
create index audit_events_entity_idx on audit_events (entity_type, entity_id, at desc);

-- Content documents for the page builder, one per path and locale.
create table content_documents (
  path       text not null,
  locale     text not null,
  document   jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (path, locale)
);

-- Which fixture sets were loaded once, so a restart never loads them over live data.
create table fixture_sets (
  name      text primary key,
  loaded_at timestamptz not null default now()
);
