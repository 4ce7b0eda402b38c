-- 001 discount-program verification (`customeridentification`): the eligibility records each segment's
-- verification source knows, and what a verification remembers of the person, its decision and its 14-day window.

create table eligibility_records (
  id                bigint generated always as identity primary key,
  segment           text not null check (length(segment) between 1 and 64),
  first_name        text not null check (length(first_name) between 1 and 100),
  last_name         text not null check (length(last_name) between 1 and 100),
  email             text not null check (length(email) <= 254),
  postal_code       text not null check (postal_code ~ '^[0-9]{5}$'),
  -- what the source proves the person by: branch of service (military), the organisation otherwise
  affiliation       text not null check (length(affiliation) between 1 and 200),
  date_of_discharge date,
  fan_number        text not null check (fan_number ~ '^[0-9]{8}$'),
  -- the FAN the person's account already carries (fanAlreadyEnrolled, accountAlreadyHaveFan)
  enrolled_fan      text check (enrolled_fan is null or enrolled_fan ~ '^[0-9]{8}$'),
  -- names are compared folded (lower case, letters and digits only): the service folds them the same way
  name_key          text not null check (length(name_key) between 1 and 200)
);
create index eligibility_records_lookup_idx on eligibility_records (segment, name_key);

alter table verifications add column first_name text check (length(first_name) <= 100);
alter table verifications add column last_name text check (length(last_name) <= 100);
alter table verifications add column postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$');
-- the form's itemAttributes as sent (the reviewer reads them beside the documents)
alter table verifications add column attributes jsonb not null default '{}'::jsonb;
alter table verifications add column source text not null default 'sales' check (length(source) between 1 and 32);
alter table verifications add column ban text check (ban is null or ban ~ '^[0-9]{9,12}$');
-- 001 §3 verification detail: every rejection's §8 reason codes, oldest first
alter table verifications add column rejection_reasons jsonb not null default '[]'::jsonb;
-- when the verification reached its current status: approval or the request for a document opens 14 days
alter table verifications add column decided_at timestamptz;
alter table verifications add column updated_at timestamptz not null default now();
create index verifications_email_idx on verifications (lower(email));
