-- 002 §7 fan upload: the check across rows (a FAN ID twice in one file) runs beside the read in the gateway, over
-- each row's FAN ID kept as a number (decision 031), so the stage of migration 020 is no longer written or read.
drop table fan_upload_rows;
drop sequence fan_upload_stage_seq;
