import { fanToolsText } from '@carrier/shared/fan-tools';
import { tokenLinkHref } from '../../ui/format.ts';

/**
 * The group's token link: the link a token generation returned, a token that is already a link, or the landing
 * link built from the token (the same landing page FAN token links open).
 */
export function groupTokenLink(token: string | null, tokenLink: string | null, origin: string): string | null {
  if (tokenLink) return tokenLink;
  if (!token) return null;
  if (tokenLinkHref(token)) return token;
  return `${origin}/signature/landing?iruToken=${encodeURIComponent(token)}`;
}

/** 002 §2.4 'FANs in group (count)'. */
export const fansInGroupTitle = (count: number) => `${fanToolsText.fansInGroup} (${count})`;
