-- A team e-mail may carry one stored file: the military cancel's deployment orders (000 §3, §5). The message points
-- at the file's record; the sender reads the file from the files store when it sends, under its original name and
-- media type. The record cannot be deleted while a message points at it, and a message whose file cannot be read
-- is not sent (the attempt fails and is retried), so the e-mail never goes out without its file.
alter table outbox_messages
  add column attachment_military_file bigint references military_request_files (request_id);
create index outbox_messages_attachment_idx on outbox_messages (attachment_military_file) where attachment_military_file is not null;
