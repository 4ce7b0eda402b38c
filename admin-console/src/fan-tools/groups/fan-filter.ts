import { parseFanIdFilter, type GroupDetails } from '@carrier/shared/fan-tools';

type GroupFan = GroupDetails['fanDetails'][number];

export interface FanFilterResult {
  fans: GroupFan[];
  /** Entries (padded to 8 digits) that are not in the group: 'One or more FANs could not be found.' */
  unmatched: string[];
}

/**
 * 002 §5 in-group filter: entries split on spaces and commas, each padded to 8 digits; the group's FANs that match
 * any entry, in the group's order. An empty filter shows every FAN.
 */
export function filterGroupFans(fans: readonly GroupFan[], input: string): FanFilterResult {
  const wanted = parseFanIdFilter(input.replace(/[^\d\s,]/g, ' '));
  if (wanted.length === 0) return { fans: [...fans], unmatched: [] };
  const inGroup = new Set(fans.map((f) => f.id));
  const asked = new Set(wanted);
  return {
    fans: fans.filter((f) => asked.has(f.id)),
    unmatched: wanted.filter((id) => !inGroup.has(id)),
  };
}
