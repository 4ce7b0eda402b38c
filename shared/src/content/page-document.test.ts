import { describe, it, expect } from 'vitest';
import { documentPathFor, localeFromPath, localizedPath, siteHref } from './locales.ts';
import { pageDocumentSchema } from './page-document.ts';

const valid = {
  path: '/',
  locale: 'en-us',
  title: 'Home',
  panels: [
    { type: 'hero', components: [{ type: 'heroPanel', props: { heading: 'Hi' } }] },
    { type: 'somethingNew', id: 'p2', components: [{ type: 'notYetKnown' }] },
  ],
};

describe('pageDocumentSchema', () => {
  it('accepts a document with open panel and component types, defaulting props to {}', () => {
    const doc = pageDocumentSchema.parse(valid);
    expect(doc.panels[1]?.type).toBe('somethingNew');
    expect(doc.panels[1]?.props).toEqual({});
    expect(doc.panels[1]?.components[0]).toEqual({ type: 'notYetKnown', props: {} });
  });

  it('refuses an unknown locale', () => {
    expect(pageDocumentSchema.safeParse({ ...valid, locale: 'fr-fr' }).success).toBe(false);
  });

  it('refuses a locale-prefixed, relative, query-carrying or trailing-slash path', () => {
    for (const path of ['/es-us/', '/es-us/foo', 'foo', '/foo?x=1', '/foo/', '']) {
      expect(pageDocumentSchema.safeParse({ ...valid, path }).success, path).toBe(false);
    }
    expect(pageDocumentSchema.safeParse({ ...valid, path: '/es-usa' }).success).toBe(true);
  });

  it('refuses a panel without components and a component without a type', () => {
    expect(pageDocumentSchema.safeParse({ ...valid, panels: [{ type: 'hero' }] }).success).toBe(false);
    expect(
      pageDocumentSchema.safeParse({ ...valid, panels: [{ type: 'hero', components: [{ props: {} }] }] }).success,
    ).toBe(false);
  });

  it('refuses an empty title', () => {
    expect(pageDocumentSchema.safeParse({ ...valid, title: '  ' }).success).toBe(false);
  });
});

describe('localeFromPath', () => {
  it('is Spanish under /es-us and English elsewhere', () => {
    expect(localeFromPath('/es-us/foo')).toBe('es-us');
    expect(localeFromPath('/es-us')).toBe('es-us');
    expect(localeFromPath('/ES-US/')).toBe('es-us');
    expect(localeFromPath('/es-usa')).toBe('en-us');
    expect(localeFromPath('/foo/es-us')).toBe('en-us');
    expect(localeFromPath('/')).toBe('en-us');
  });
});

describe('documentPathFor', () => {
  it.each([
    ['/', 'en-us', '/'],
    ['', 'en-us', '/'],
    ['/es-us', 'es-us', '/'],
    ['/es-us/', 'es-us', '/'],
    ['/es-us/foo', 'es-us', '/foo'],
    ['/es-us/foo/bar/', 'es-us', '/foo/bar'],
    ['/foo//bar//', 'en-us', '/foo/bar'],
    ['/foo?returnurl=/es-us/x#top', 'en-us', '/foo'],
    ['/es-usa', 'en-us', '/es-usa'],
  ])('%s → %s %s', (url, locale, path) => {
    expect(documentPathFor(url)).toEqual({ locale, path });
  });

  it('always yields a path the schema accepts', () => {
    for (const url of ['/', '/es-us', '/es-us//x//', '/a/b/', '///']) {
      const { path } = documentPathFor(url);
      expect(pageDocumentSchema.shape.path.safeParse(path).success, url).toBe(true);
    }
  });
});

describe('localizedPath', () => {
  it('round-trips with documentPathFor', () => {
    expect(localizedPath('/', 'es-us')).toBe('/es-us/');
    expect(localizedPath('/foo', 'es-us')).toBe('/es-us/foo');
    expect(localizedPath('/foo', 'en-us')).toBe('/foo');
    expect(documentPathFor(localizedPath('/foo', 'es-us'))).toEqual({ locale: 'es-us', path: '/foo' });
  });
});

describe('siteHref', () => {
  it('gives a site path the page’s language, once, and leaves other addresses alone', () => {
    expect(siteHref('/buy/phones', 'es-us')).toBe('/es-us/buy/phones');
    expect(siteHref('/buy/phones', 'en-us')).toBe('/buy/phones');
    expect(siteHref('/es-us/buy/phones', 'es-us')).toBe('/es-us/buy/phones');
    expect(siteHref('https://example.com/x', 'es-us')).toBe('https://example.com/x');
    expect(siteHref('tel:+18005550199', 'es-us')).toBe('tel:+18005550199');
    expect(siteHref('//evil.example/x', 'es-us')).toBe('//evil.example/x');
  });
});

describe('pageDocumentSchema and generic form definitions (002 §5)', () => {
  const withForm = (props: Record<string, unknown>) => ({
    ...valid,
    panels: [{ type: 'stack', components: [{ type: 'genericForm', id: 'contact', props }] }],
  });

  it('refuses a page whose form has a duplicate id, no form data or bad optional data, saying which', () => {
    const dup = pageDocumentSchema.safeParse(
      withForm({
        formData: [
          { id: 'a', kind: 'textField' },
          { id: 'a', kind: 'textField' },
        ],
      }),
    );
    expect(dup.success).toBe(false);
    expect(dup.error?.issues.map((i) => i.message)).toEqual(['form contact: a is a duplicate id']);
    expect(pageDocumentSchema.safeParse(withForm({})).error?.issues[0]?.message).toBe(
      'form contact: No form data was provided!',
    );
    expect(
      pageDocumentSchema.safeParse(withForm({ formData: [{ id: 'a', kind: 'textField' }], optionalData: 'x' })).error
        ?.issues[0]?.message,
    ).toBe('form contact: Optional data format is incorrect!');
  });

  it('accepts a valid form', () => {
    expect(pageDocumentSchema.safeParse(withForm({ formData: [{ id: 'a', kind: 'textField' }] })).success).toBe(true);
  });
});
