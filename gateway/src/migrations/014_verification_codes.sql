-- 001 §4, §5 the verification search's one-time code (`signature-papi`): one row per code handle. The code is kept
-- only as a SHA-256 over the handle and the code; 'Send email again' replaces it (the old one is void). A code is
-- used once, answers for valid_until, and takes a bounded number of wrong answers; every gateway on the store
-- checks and uses it in one conditional update, so two gateways cannot both accept it.
create table verification_codes (
  otp_id      text primary key check (otp_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  email       text not null check (length(email) between 3 and 254),
  segment     text not null check (length(segment) between 1 and 64),
  code_hash   text not null check (length(code_hash) = 64),
  attempts    integer not null default 0 check (attempts >= 0),
  resends     integer not null default 0 check (resends >= 0),
  valid_until timestamptz not null,
  used_at     timestamptz,
  created_at  timestamptz not null default now()
);
create index verification_codes_valid_until_idx on verification_codes (valid_until);
