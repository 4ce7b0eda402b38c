-- Browsers that have signed in to an account: the sign-in sets a long-lived HttpOnly cookie with a random token,
-- and the store keeps only its SHA-256 with the account. The right password from a known device gets in even while
-- failures from strangers hold that account's sign-in from their address; one browser can be known to several
-- accounts (a shared desk), each row one pair.
create table known_devices (
  token_hash   text not null,
  user_id      bigint not null references users (id) on delete cascade,
  created_at   timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  primary key (token_hash, user_id)
);
create index known_devices_last_used_idx on known_devices (last_used_at);
