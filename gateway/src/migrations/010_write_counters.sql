-- Counters of the write throttle (@fastify/rate-limit's store): one row per key ('address:203.0.113.7',
-- 'customer:42'), counting the writes in the key's current window, which ends at resets_at. Every gateway on the
-- store counts in the same row, so two gateways refuse as one. One upsert per write starts a new window or counts
-- in the open one; rows whose window has ended are deleted from time to time.
create table write_counters (
  key       text primary key check (length(key) between 1 and 200),
  hits      integer not null check (hits >= 1),
  resets_at timestamptz not null
);
create index write_counters_resets_at_idx on write_counters (resets_at);
