import { groupIdSchema, validateFanIdSearch, type SearchIdMode } from '@carrier/shared/fan-tools';
import type { MultiSearchQuery } from './multi-search-reducer.ts';

/**
 * 002 §5: in FAN ID mode the entry follows the single FAN ID rule (digits only, at most 8); in Group ID mode it is
 * letters and digits. null means 'No results. Please search by Single FAN ID.' without a call.
 */
export function multiSearchQuery(value: string, mode: SearchIdMode): MultiSearchQuery | null {
  const id = value.trim();
  if (mode === 'fanId') return validateFanIdSearch(id).ok ? { type: 'fanid', id } : null;
  return groupIdSchema.safeParse(id).success ? { type: 'groupid', id } : null;
}
