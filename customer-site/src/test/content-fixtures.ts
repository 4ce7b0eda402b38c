import fs from 'node:fs';
import path from 'node:path';
import type { FrameDocument } from '@carrier/shared/content';

/** The content documents the gateway seeds. */
const dir = path.resolve(import.meta.dirname, '../../../fixtures/content');

/** The file names of the content documents, for tests that check every page of a kind. */
export function contentFixtureFiles(): string[] {
  return fs.readdirSync(dir);
}

/** One content document, parsed from its JSON file (e.g. 'home.en-us.json'). */
export function contentFixture(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
}

/** A small site frame (header navigation, footer) in a locale, labelled so a test can tell which one rendered. */
export const siteFrame = (locale: 'en-us' | 'es-us', label = 'Main'): FrameDocument => ({
  locale,
  navigation: { label, menuButton: 'Menu', sections: [{ label: 'Support', href: '/support', includes: [] }] },
  footer: {
    label: 'Site links',
    groups: [{ heading: 'Support', links: [{ label: 'Contact us', href: '/contact-us' }] }],
    legal: { label: 'Legal', links: [{ label: 'Privacy policy', href: '/privacy' }] },
    languageHeading: 'Language',
    copyright: '© {year} Carrier.',
  },
});
