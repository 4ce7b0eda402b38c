import { z } from 'zod';
import { checkFormDefinition } from '../forms/form-definition-rules.ts';
import { isGenericFormType } from '../forms/form-definition.ts';
import { LOCALE_PREFIX, LOCALES } from './locales.ts';

export const localeSchema = z.enum(LOCALES);

const typeNameSchema = z.string().trim().min(1).max(100);
const idSchema = z.string().trim().min(1).max(200);
/** Free-form settings for a panel or component; each renderer validates its own. */
const propsSchema = z.record(z.string(), z.unknown());

export const contentComponentSchema = z.object({
  type: typeNameSchema,
  id: idSchema.optional(),
  props: propsSchema.default({}),
});
export type ContentComponent = z.infer<typeof contentComponentSchema>;

export const panelSchema = z.object({
  type: typeNameSchema,
  id: idSchema.optional(),
  /** Panel-level settings (a timer's end, a hero's theme …); most panels need none. */
  props: propsSchema.default({}),
  components: z.array(contentComponentSchema).max(100),
});
export type Panel = z.infer<typeof panelSchema>;

/**
 * A document path is the URL path without the locale prefix: '/', '/self-service'. It starts with '/', carries
 * no query, fragment or trailing slash, and is the same for every locale of a page.
 */
export const documentPathSchema = z
  .string()
  .max(500)
  .regex(/^\/[^?#\s]*$/, 'A document path starts with / and has no query, fragment or spaces')
  .refine((p) => p === '/' || !p.endsWith('/'), 'A document path has no trailing slash')
  .refine((p) => !LOCALE_PREFIX.test(p), 'A document path has no locale prefix; set locale instead');

/**
 * A content page document: what the page builder renders for one URL path in one locale (002 §2: "pages are
 * placed by a content page builder"; §2.11 lists the panel and component types). Types are open strings on
 * purpose: content may name a type this release does not know, and the renderer decides what to do with it
 * (unknown panel → generic stacker, unknown component → nothing, logged).
 */
export const pageDocumentSchema = z
  .object({
    path: documentPathSchema,
    locale: localeSchema,
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(500).optional(),
    panels: z.array(panelSchema).max(100),
    /** Whether search engines may list the page: a confirmation a customer reaches after a form is not (false). */
    indexed: z.boolean().optional(),
  })
  .superRefine((doc, ctx) => {
    // 002 §5: a generic form's definition errors are raised when the page is saved or loaded, never ignored.
    for (const problem of formDefinitionProblems(doc))
      ctx.addIssue({ code: 'custom', message: problem, path: ['panels'] });
  });
export type PageDocument = z.infer<typeof pageDocumentSchema>;

/** Every generic form on a page whose definition breaks a rule of 002 §5, as 'form <id>: <message>'. */
export function formDefinitionProblems(doc: {
  panels: ReadonlyArray<{ components: ReadonlyArray<{ type: string; id?: string | undefined; props: unknown }> }>;
}): string[] {
  const problems: string[] = [];
  for (const panel of doc.panels) {
    for (const component of panel.components) {
      if (!isGenericFormType(component.type)) continue;
      const check = checkFormDefinition(component.props);
      if (!check.ok) for (const e of check.errors) problems.push(`form ${component.id ?? '(no id)'}: ${e}`);
    }
  }
  return problems;
}
