-- 002 §2.9, §7 fan automation upload: every upload the gateway read or refused, who sent it and what came of it.
-- The file itself is not kept (its SHA-256 is, to recognise the same file sent twice).
create table fan_uploads (
  id              bigint generated always as identity primary key,
  at              timestamptz not null default now(),
  actor           text not null,
  file_name       text not null,
  file_size       integer not null check (file_size >= 0),
  file_sha256     text,
  dry_run         boolean not null,
  -- applied: the rows were written; checked: a dry run that could be applied; rejected: rows or header failed the
  -- rules, nothing written; refused: the file itself was refused (not an xlsx, empty, too large, unsafe).
  outcome         text not null check (outcome in ('applied', 'checked', 'rejected', 'refused')),
  row_count       integer not null default 0,
  created_count   integer not null default 0,
  updated_count   integer not null default 0,
  unchanged_count integer not null default 0,
  issue_count     integer not null default 0,
  duration_ms     integer not null default 0,
  -- the report as the uploader saw it (problems and changes capped at 1,000 each), or the refusal { errorId, message }
  report          jsonb not null default '{}'
);
create index fan_uploads_at_idx on fan_uploads (at desc);
create index fan_uploads_actor_idx on fan_uploads (actor, at desc);
