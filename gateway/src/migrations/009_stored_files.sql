-- Uploaded files live in the store, so every gateway on one database reads what any of them received (the outbox
-- sender on one attaches what another was sent). One row per file: a generated name, the area it belongs to
-- (one per kind of upload), its size and sha256, and its bytes. Uploads are bounded (000 §9: 5,000,000 bytes);
-- the check leaves room for 001's 10,000 KB documents.
create table stored_files (
  stored_name text primary key check (stored_name ~ '^[A-Za-z0-9_-]{16,64}$'),
  area        text not null check (area ~ '^[a-z][a-z0-9-]{0,39}$'),
  size_bytes  integer not null check (size_bytes > 0 and size_bytes <= 20000000),
  sha256      text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content     bytea not null,
  created_at  timestamptz not null default now(),
  constraint stored_files_size_check check (octet_length(content) = size_bytes)
);

-- The deployment orders are e-mailed under a name we make (deployment-orders-<reference>.<extension of the kind
-- found in the content>), never the customer's; original_name stays as information only. Requests stored
-- before this get the same name from their reference and kind.
alter table military_request_files add column file_name text;
update military_request_files f
   set file_name = 'deployment-orders-' || r.reference || '.' || case f.kind
         when 'jpeg' then 'jpg' when 'msword' then 'doc' when 'text' then 'txt' else f.kind end
  from military_requests r
 where r.id = f.request_id;
alter table military_request_files
  alter column file_name set not null,
  add constraint military_request_files_file_name_check check (file_name ~ '^[A-Za-z0-9-]{1,80}\.[a-z]{3,4}$');
