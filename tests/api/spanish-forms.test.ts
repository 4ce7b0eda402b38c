import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDefaultPayload, formDefinitionSchema, type FormDefinition } from '@carrier/shared/forms';
import { pageDocumentSchema } from '@carrier/shared/content';
import { startTestApp, type TestApp } from './support/app.ts';
import { CONTACT_US_VALUES } from './support/forms.ts';

/**
 * The Spanish form pages are the same forms: a submission from /es-us/… is checked against the Spanish document's
 * definition (same fields, same values, Spanish words) and stored with its locale.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function definitionOf(pagePath: string, formId: string): Promise<{ locale: string; def: FormDefinition }> {
  const res = await t.app.inject({ method: 'GET', url: `/content/pages?path=${encodeURIComponent(pagePath)}` });
  expect(res.statusCode).toBe(200);
  const doc = pageDocumentSchema.parse(res.json());
  const component = doc.panels.flatMap((p) => p.components).find((c) => c.id === formId)!;
  return { locale: doc.locale, def: formDefinitionSchema.parse(component.props) };
}

describe('Spanish generic form pages', () => {
  const values = { ...CONTACT_US_VALUES, message: 'Mi factura muestra dos cargos por una línea.' };

  it('serves the Spanish contact form, with the English form’s fields and values', async () => {
    const es = await definitionOf('/es-us/contact-us', 'contact-us-form');
    const en = await definitionOf('/contact-us', 'contact-us-form');
    expect(es.locale).toBe('es-us');
    const shape = (d: FormDefinition) =>
      d.formData!.map((f) => [f.id, f.kind, f.propName, (f.buttons ?? f.choices ?? []).map((o) => o.split('|')[1])]);
    expect(shape(es.def)).toEqual(shape(en.def));
    expect(es.def.api).toBe(en.def.api);
    expect(es.def.formData!.find((f) => f.id === 'topic')!.text).toBe('¿Sobre qué es tu pregunta?');
  });

  it('stores a submission from the Spanish page under its locale and the page’s document path', async () => {
    const { def } = await definitionOf('/es-us/contact-us', 'contact-us-form');
    const res = await t.app.inject({
      method: 'POST',
      url: `${def.api}?pagePath=${encodeURIComponent('/es-us/contact-us')}&formId=contact-us-form`,
      payload: buildDefaultPayload(def, values) as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db.query<{ locale: string; page_path: string }>(
      'select locale, page_path from form_submissions order by id desc limit 1',
    );
    expect(row.rows[0]).toEqual({ locale: 'es-us', page_path: '/contact-us' });
  });
});
