import { z } from 'zod';

/**
 * A link placed by content: a path on this site, or an https, mailto or tel address. Anything else (javascript:,
 * data:, protocol-relative //host) is refused, since content is data, not code.
 */
const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:|tel:)/i;

export const contentLinkSchema = z.object({
  label: z.string().trim().min(1).max(200),
  href: z.string().trim().max(2000).regex(SAFE_HREF, 'A link goes to a site path (/…), https:, mailto: or tel:'),
});
