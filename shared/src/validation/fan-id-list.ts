import { fanToolsText } from '../content/fan-tools.ts';
import { padFanId } from './fan-id.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** 002 §5, §9: at most 50 FANs per 'Add FANs to group' search. */
export const MAX_FANS_PER_SEARCH = 50;

const SEPARATORS = /[\s,]+/;
const DIGITS = /^\d+$/;

function entries(input: string): string[] {
  return input.split(SEPARATORS).filter((entry) => entry.length > 0);
}

/**
 * 002 §5 'Add FANs': the input is split on spaces and commas and non-numeric entries are dropped. A FAN entered
 * twice counts once, in the order first entered.
 */
export function parseFanIdEntries(input: string): string[] {
  return [...new Set(entries(input).filter((entry) => DIGITS.test(entry)))];
}

/** 002 §5: more than 50 FANs gives 'Search for up to 50 FANs'; no FAN at all gives 'One or more FANs entered are not valid'. */
export function validateFanIdEntries(ids: readonly string[]): RuleResult {
  if (ids.length === 0) return fail('required', fanToolsText.fansNotValid);
  if (ids.length > MAX_FANS_PER_SEARCH) return fail('maxCount', fanToolsText.upTo50Fans);
  return OK;
}

/**
 * 002 §5, §9: the in-group filter ('Search by FAN ID or multi-FAN ID') splits on spaces and commas and pads each
 * entry to 8 digits, so '12345' finds 00012345.
 */
export function parseFanIdFilter(input: string): string[] {
  return [...new Set(entries(input).map(padFanId))];
}
