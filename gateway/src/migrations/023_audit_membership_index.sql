-- A FAN's activity holds the group events that added or removed it (decision 030): creating a group, adding FANs,
-- removing one, each recorded under the group with the FAN ids in `changes` ('added', 'removed'). This index finds
-- them by FAN id without reading every such event. Partial: only those three group actions are indexed, so the
-- other events (a fan upload's, one per FAN) cost it nothing to write. The expression is the one the audit store
-- queries (audit-store.ts, MEMBERS_SQL), and the predicate the one it repeats.
create index audit_events_members_idx on audit_events
  using gin ((coalesce((changes -> 'added')::jsonb, '[]'::jsonb) || coalesce((changes -> 'removed')::jsonb, '[]'::jsonb)) jsonb_path_ops)
  where entity_type = 'group' and action in ('group.create', 'group.addFans', 'group.removeFan');
