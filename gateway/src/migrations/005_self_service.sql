-- 000 §3 the customer's services and lines behind the self-service profile call (profile/no-cases).
-- The profile's user fields (names, e-mail, phone, slid, billing name) belong to the customer account.
create table customer_profiles (
  user_id           bigint primary key references users (id) on delete cascade,
  first_name        text not null,
  last_name         text not null,
  email_address     text not null default '',
  phone_number      text not null default '',
  slid              text not null default '',
  billing_full_name text not null default ''
);

create table customer_services (
  id                     bigint generated always as identity primary key,
  user_id                bigint not null references users (id) on delete cascade,
  position               integer not null default 0,
  product                text not null,
  product_option         text not null default '',
  product_key            text not null unique,
  service                text not null default '',
  account_number         text not null,
  uverse_product_options text[] not null default '{}'
);
create index customer_services_user_idx on customer_services (user_id, position);

create table customer_lines (
  service_id          bigint not null references customer_services (id) on delete cascade,
  position            integer not null default 0,
  ctn                 text not null check (ctn ~ '^[0-9]{10}$'),
  status              text not null,
  -- kept as the upstream sends it, spaces included ('RRST '); rules compare it trimmed
  status_reason_code  text not null default '',
  subscriber_first_name text not null default '',
  model               text not null default '',
  primary key (service_id, ctn)
);

-- 000 §7 waiver submits, stored before the reply says accepted.
create table waiver_requests (
  id           bigint generated always as identity primary key,
  received_at  timestamptz not null default now(),
  user_id      bigint not null references users (id) on delete cascade,
  request_type text not null check (request_type in ('resume_service', 'suspend_service', 'cancel_service', 'default')),
  accounts     jsonb not null,
  request_id   text
);
create index waiver_requests_user_idx on waiver_requests (user_id, received_at desc);

-- 000 §3, §7 military webform submissions and the deployment orders stored with them.
create table military_requests (
  id                  bigint generated always as identity primary key,
  received_at         timestamptz not null default now(),
  user_id             bigint not null references users (id) on delete cascade,
  request_type        text not null check (request_type in ('restore', 'cancel')),
  account_number      text not null,
  account_holder_name text not null,
  email_address       text not null,
  subject             text not null,
  subject_kind        text not null check (subject_kind in ('terminateAll', 'holdAll', 'mix', 'restore')),
  fields              jsonb not null,
  request_id          text
);
create index military_requests_user_idx on military_requests (user_id, received_at desc);

create table military_request_files (
  request_id     bigint primary key references military_requests (id) on delete cascade,
  -- a generated name under DATA_DIR/uploads, never the customer's file name
  stored_name    text not null unique check (stored_name ~ '^[A-Za-z0-9_-]{16,64}$'),
  original_name  text not null,
  kind           text not null,
  media_type     text not null,
  size_bytes     integer not null check (size_bytes > 0),
  sha256         text not null,
  description    text not null default ''
);

-- E-mail to the team: written in the same transaction as the request, sent by the outbox sender, retried with
-- backoff until sent; never deleted by the sender.
create table outbox_messages (
  id              bigint generated always as identity primary key,
  created_at      timestamptz not null default now(),
  topic           text not null,
  source_ref      text not null,
  mail_to         text not null,
  subject         text not null,
  body            text not null,
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error      text,
  sent_at         timestamptz
);
create index outbox_messages_due_idx on outbox_messages (next_attempt_at) where sent_at is null;
