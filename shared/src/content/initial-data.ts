import { z } from 'zod';
import { meResponseSchema } from '../access/schemas.ts';
import { apiErrorSchema } from '../core/errors.ts';
import { frameDocumentSchema } from './frame-document.ts';
import { localeSchema, pageDocumentSchema } from './page-document.ts';
import type { INITIAL_DATA_KEYS } from './initial-data-element.ts';

/**
 * The data a server-rendered customer page was rendered with, embedded in the page as JSON so the browser hydrates
 * from the same data instead of asking for it again. Each key is one loader on the gateway and one reader in the
 * site; a key that is absent was not loaded for this page, and the site fetches it as it would without a server.
 *
 * A new key: add its schema here, a loader beside the page-document one in the gateway, and read it in the site
 * with useInitialData('<key>') before the hook would fetch.
 */
export const initialDataSchema = z.object({
  /** The page document for `path` (GET /content/pages), or why there is none: 404 not found, 500 invalid. */
  page: z
    .object({
      path: z.string(),
      result: z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true), document: pageDocumentSchema }),
        z.object({ ok: z.literal(false), error: apiErrorSchema }),
      ]),
    })
    .optional(),
  /** Who is signed in (GET /auth/me), null when nobody is. */
  session: z.object({ me: meResponseSchema.nullable() }).optional(),
  /** The site frame (GET /content/frame) in the page's locale; absent when it could not be loaded. */
  frame: z.object({ locale: localeSchema, document: frameDocumentSchema }).optional(),
  /**
   * The server's guess that the screen is a phone's (from the Sec-CH-UA-Mobile client hint, else the user agent), so
   * a layout that depends on the screen's width is rendered on the server as the browser will show it, and does not
   * move once the page hydrates. The browser's own media query decides from then on.
   */
  viewport: z.object({ mobile: z.boolean() }).optional(),
});
export type InitialData = z.infer<typeof initialDataSchema>;

/** A key added to the schema and not to INITIAL_DATA_KEYS (which the site reads a page's data by) does not compile. */
export const INITIAL_DATA_KEYS_COMPLETE: Exclude<keyof InitialData, (typeof INITIAL_DATA_KEYS)[number]> extends never
  ? true
  : never = true;
