import { describe, expect, it } from 'vitest';
import { frameDocumentSchema, type FrameSection } from './frame-document.ts';
import { currentSection } from './frame-navigation.ts';

const frame = {
  locale: 'en-us',
  navigation: {
    label: 'Main',
    menuButton: 'Menu',
    sections: [
      { label: 'Shop', href: '/shop', includes: ['/55-plus'] },
      { label: 'Self-service', href: '/self-service' },
      { label: 'Support', href: '/support', includes: ['/contact-us'] },
    ],
  },
  footer: {
    label: 'Site links',
    groups: [{ heading: 'Support', links: [{ label: 'Call us', href: 'tel:+18005550155' }] }],
    legal: { label: 'Legal', links: [{ label: 'Privacy policy', href: '/privacy' }] },
    languageHeading: 'Language',
    copyright: '© {year} Carrier.',
  },
};

describe('frameDocumentSchema', () => {
  it('accepts a frame and fills the sections’ included paths', () => {
    const parsed = frameDocumentSchema.parse(frame);
    expect(parsed.navigation.sections[1]).toEqual({ label: 'Self-service', href: '/self-service', includes: [] });
  });

  it.each([
    ['a script address', { ...frame.footer.legal.links[0], href: 'javascript:alert(1)' }],
    ['another host by a protocol-relative address', { label: 'x', href: '//evil.example/' }],
    ['plain http', { label: 'x', href: 'http://carrier.example/' }],
    ['an empty label', { label: ' ', href: '/privacy' }],
  ])('refuses a link to %s', (_, link) => {
    const doc = { ...frame, footer: { ...frame.footer, legal: { label: 'Legal', links: [link] } } };
    expect(frameDocumentSchema.safeParse(doc).success).toBe(false);
  });

  it('refuses a frame without sections, with an unknown locale, or with an included path that is not a path', () => {
    expect(frameDocumentSchema.safeParse({ ...frame, navigation: { ...frame.navigation, sections: [] } }).success).toBe(
      false,
    );
    expect(frameDocumentSchema.safeParse({ ...frame, locale: 'fr-fr' }).success).toBe(false);
    const badInclude = { label: 'Shop', href: '/shop', includes: ['shop?x'] };
    expect(
      frameDocumentSchema.safeParse({ ...frame, navigation: { ...frame.navigation, sections: [badInclude] } }).success,
    ).toBe(false);
  });
});

describe('currentSection', () => {
  const sections: FrameSection[] = frameDocumentSchema.parse(frame).navigation.sections;
  const es: FrameSection[] = [
    { label: 'Inicio', href: '/es-us/', includes: [] },
    { label: 'Autoservicio', href: '/es-us/self-service', includes: [] },
  ];

  it.each([
    ['/self-service', 'Self-service'],
    ['/self-service/', 'Self-service'],
    ['/self-service/waiver?x=1', 'Self-service'],
    ['/contact-us', 'Support'],
    ['/55-plus', 'Shop'],
    ['/self-servicex', undefined],
    ['/', undefined],
    ['/privacy', undefined],
  ])('%s belongs to %s', (path, label) => {
    expect(currentSection(sections, path)?.label).toBe(label);
  });

  it('lets a home link match only the home page', () => {
    expect(currentSection(es, '/es-us/')?.label).toBe('Inicio');
    expect(currentSection(es, '/es-us/self-service/waiver')?.label).toBe('Autoservicio');
    expect(currentSection(es, '/es-us/privacy')).toBeUndefined();
  });
});
