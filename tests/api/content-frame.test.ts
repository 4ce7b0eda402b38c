import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameDocumentSchema } from '@carrier/shared/content';
import { startTestApp, type TestApp } from './support/app.ts';

const fixtures = path.resolve(import.meta.dirname, '..', '..', 'fixtures', 'content');
const fixture = (locale: string) =>
  frameDocumentSchema.parse(JSON.parse(fs.readFileSync(path.join(fixtures, `site-frame.${locale}.json`), 'utf8')));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/content/frame${query}` });

describe('GET /content/frame', () => {
  it('answers the English frame to anyone, as loaded from the fixtures', async () => {
    const res = await get('?locale=en-us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(fixture('en-us'));
    expect(res.json().navigation.sections.map((s: { href: string }) => s.href)).toEqual([
      '/shop',
      '/self-service',
      '/enrollment/signature',
      '/support',
    ]);
  });

  it('answers the Spanish frame for es-us', async () => {
    const res = await get('?locale=es-us');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fixture('es-us'));
    expect(res.json().navigation.label).toBe('Principal');
  });

  it('falls back to English when a locale has no frame of its own', async () => {
    await t.app.db.query(`delete from content_frames where locale = 'es-us'`);
    try {
      const res = await get('?locale=es-us');
      expect(res.statusCode).toBe(200);
      expect(res.json().locale).toBe('en-us');
      expect(res.json().navigation.label).toBe('Main');
    } finally {
      await t.app.db.query('insert into content_frames (locale, document) values ($1, $2)', [
        'es-us',
        JSON.stringify(fixture('es-us')),
      ]);
    }
  });

  it('refuses a missing or unknown locale with a clear 400', async () => {
    for (const query of ['', '?locale=fr-fr', '?locale=', '?locale=EN-US%27']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ errorId: 'VALIDATION_ERROR', status: 400 });
      expect(res.json().message, query).toMatch(/locale/);
    }
  });

  it('answers 404 when no frame is stored at all, and 500 without details for a stored frame that is not valid', async () => {
    const saved = (
      await t.app.db.query<{ locale: string; document: unknown }>('select locale, document from content_frames')
    ).rows;
    try {
      await t.app.db.query('delete from content_frames');
      const none = await get('?locale=en-us');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ errorId: 'NOT_FOUND', status: 404 });

      await t.app.db.query('insert into content_frames (locale, document) values ($1, $2)', [
        'en-us',
        JSON.stringify({ locale: 'en-us', navigation: { label: 'Main', menuButton: 'Menu', sections: [] } }),
      ]);
      const bad = await get('?locale=en-us');
      expect(bad.statusCode).toBe(500);
      expect(bad.json()).toMatchObject({ errorId: 'CONTENT_INVALID', status: 500 });
      expect(bad.body).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await t.app.db.query('delete from content_frames');
      for (const row of saved)
        await t.app.db.query('insert into content_frames (locale, document) values ($1, $2)', [
          row.locale,
          JSON.stringify(typeof row.document === 'string' ? JSON.parse(row.document) : row.document),
        ]);
    }
  });
});
