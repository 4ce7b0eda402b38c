-- The site frame (header navigation and footer) for the customer site, one content document per locale, beside the
-- page documents. Spanish falls back to English when it has none, as pages do.
create table content_frames (
  locale     text primary key,
  document   jsonb not null,
  updated_at timestamptz not null default now()
);
