-- A FAN's discounts (jsonb) cost most of an ANALYZE of fan_profiles: sorting 30,000 sampled jsonb values took
-- 0.5 s of 0.9 s after a 50,000-row upload, on PGlite holding the store's one connection for it (store/upkeep.ts).
-- Nothing is planned by their statistics: the fans list's discount-type filter (`discounts @> …`) is judged by the
-- operator's default estimate either way. So the column's statistics are not gathered.
alter table fan_profiles alter column discounts set statistics 0;
