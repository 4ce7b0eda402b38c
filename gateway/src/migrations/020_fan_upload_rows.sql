-- 002 §7 fan upload: each row's FAN ID while its upload is read, so the check across rows (a FAN ID twice in one
-- file) runs in SQL instead of in the gateway's memory. Rows are written inside the upload's own transaction and are
-- gone when it ends (deleted before an applied upload commits; rolled back with a dry run or a rejected file), so
-- nothing here outlives an upload. Unlogged: scratch space that never needs to survive a crash.
create unlogged table fan_upload_rows (
  stage_id   bigint not null,
  -- the order the rows were read in; sheet_row is the row as Excel shows it
  seq        integer not null,
  sheet_row  integer not null,
  fan_id     text not null,
  -- the row already has a problem of its own
  failed     boolean not null,
  primary key (stage_id, seq)
);
-- One stage per upload, on one gateway or many.
create sequence fan_upload_stage_seq;
