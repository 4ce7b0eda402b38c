-- 002 §7 group/create/group: a new group's id is 'GRP' followed by this sequence, which starts above the fixture
-- groups (GRP10001–GRP10006). A sequence never hands one number out twice, on one gateway or many.
create sequence fan_group_id_seq start with 20001;

-- The admin facade's audit-events list (newest first over every entity).
create index audit_events_at_idx on audit_events (at desc, id desc);

-- The admin facade's fans list: filter by status, search by friendly name (lower(name) is indexed in 001).
create index fan_profiles_status_idx on fan_profiles (status);
create index fan_profiles_friendly_name_idx on fan_profiles (lower(friendly_name));

-- A group's members in FAN id order (export pages, group details) come from the primary key (group_id, fan_id).
