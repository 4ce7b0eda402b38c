-- 001 §5, §7 the documents a verification's customer uploaded (`customeridentification` docUpload), stored in the
-- files store (area 'verification-documents', never served publicly), and the review queue's decisions on them.
create table verification_documents (
  id              bigint generated always as identity primary key,
  verification_id text not null references verifications (verification_id) on delete cascade,
  -- the upload that brought it: one docUpload call's files share it
  upload_id       text not null check (upload_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  stored_name     text not null unique references stored_files (stored_name),
  -- the customer's name, cleaned, as information only; the kind comes from the content
  file_name       text not null check (length(file_name) between 1 and 255),
  kind            text not null check (kind in ('png', 'pdf', 'jpeg', 'bmp', 'gif')),
  media_type      text not null check (length(media_type) <= 100),
  size_bytes      integer not null check (size_bytes > 0 and size_bytes <= 10000000),
  uploaded_at     timestamptz not null default now()
);
create index verification_documents_verification_idx on verification_documents (verification_id, uploaded_at);

-- The review queue's decisions: one per reviewed upload.
create table verification_reviews (
  id              bigint generated always as identity primary key,
  verification_id text not null references verifications (verification_id) on delete cascade,
  decision        text not null check (decision in ('approve', 'reject')),
  reasons         jsonb not null default '[]'::jsonb,
  reviewer        text not null check (length(reviewer) between 1 and 100),
  decided_at      timestamptz not null default now()
);
create index verification_reviews_verification_idx on verification_reviews (verification_id);
create index verifications_status_idx on verifications (status, updated_at);
