-- Every stored request gets a reference the customer keeps ('WV-7KQ4-M9XD': a prefix per form, then eight characters
-- without 0, O, 1 or I), unique by constraint. A form may send a submission key (Idempotency-Key header) with the
-- request; it is stored with a hash of what was sent, unique per submitter, so the same request sent twice is stored
-- once: the insert does nothing on the key's constraint and the gateway answers the first request's reference.

alter table waiver_requests
  add column reference text,
  add column idempotency_key text,
  add column request_hash text;
alter table military_requests
  add column reference text,
  add column idempotency_key text,
  add column request_hash text;
alter table form_submissions
  add column reference text,
  add column idempotency_key text,
  add column request_hash text;

-- Requests stored before references existed get one made from their id (base 32 in the same alphabet), so each is
-- distinct; new references are random, and a new one that meets an old one is drawn again.
update waiver_requests r set reference = 'WV-' || (
  select string_agg(case when i = 4 then '-' else '' end
                    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((r.id >> (5 * (7 - i))) & 31)::int + 1, 1), '' order by i)
    from generate_series(0, 7) as i);
update military_requests r set reference = 'MR-' || (
  select string_agg(case when i = 4 then '-' else '' end
                    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((r.id >> (5 * (7 - i))) & 31)::int + 1, 1), '' order by i)
    from generate_series(0, 7) as i);
update form_submissions r set reference = 'WF-' || (
  select string_agg(case when i = 4 then '-' else '' end
                    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((r.id >> (5 * (7 - i))) & 31)::int + 1, 1), '' order by i)
    from generate_series(0, 7) as i);

alter table waiver_requests
  alter column reference set not null,
  add constraint waiver_requests_reference_key unique (reference),
  add constraint waiver_requests_reference_check check (reference ~ '^WV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  add constraint waiver_requests_idempotency_key_check check (idempotency_key is null or (length(idempotency_key) between 8 and 128 and request_hash is not null)),
  add constraint waiver_requests_idempotency_key_key unique (user_id, idempotency_key);
alter table military_requests
  alter column reference set not null,
  add constraint military_requests_reference_key unique (reference),
  add constraint military_requests_reference_check check (reference ~ '^MR-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  add constraint military_requests_idempotency_key_check check (idempotency_key is null or (length(idempotency_key) between 8 and 128 and request_hash is not null)),
  add constraint military_requests_idempotency_key_key unique (user_id, idempotency_key);
-- A generic form may be sent by a visitor who is not signed in, so its key is unique on its own; the gateway answers a
-- key that another submitter used as a conflict, never with their reference.
alter table form_submissions
  alter column reference set not null,
  add constraint form_submissions_reference_key unique (reference),
  add constraint form_submissions_reference_check check (reference ~ '^WF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  add constraint form_submissions_idempotency_key_check check (idempotency_key is null or (length(idempotency_key) between 8 and 128 and request_hash is not null)),
  add constraint form_submissions_idempotency_key_key unique (idempotency_key);
