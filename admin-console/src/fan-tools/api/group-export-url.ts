import type { FeatureFlags } from '../../api/flags.ts';
import { fanToolUrl } from './fan-tool-request.ts';

/** 002 §7: GET {prefix}group/download/{groupId}?isfantools=true downloads {groupId}.xlsx; a plain link does it. */
export function groupExportUrl(flags: FeatureFlags, groupId: string): string {
  return fanToolUrl(flags, `group/download/${encodeURIComponent(groupId)}?isfantools=true`);
}

export const groupExportFileName = (groupId: string) => `${groupId}.xlsx`;
