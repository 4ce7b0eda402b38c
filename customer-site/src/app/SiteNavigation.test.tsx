// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { json, signedOut, stubFetch } from '../test/fake-fetch.ts';
import { renderSite } from '../test/render-site.tsx';
import { forgetSiteFrames } from '../site/frame/use-site-frame.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteFrames();
});

const frame = {
  locale: 'en-us',
  navigation: {
    label: 'Main',
    menuButton: 'Menu',
    sections: [
      { label: 'Shop', href: '/shop', includes: [] },
      { label: 'Self-service', href: '/self-service', includes: [] },
    ],
  },
  footer: {
    label: 'Site links',
    groups: [{ heading: 'Support', links: [{ label: 'Contact us', href: '/contact-us' }] }],
    legal: { label: 'Legal', links: [{ label: 'Privacy policy', href: '/privacy' }] },
    languageHeading: 'Language',
    copyright: '© {year} Carrier. All rights reserved.',
  },
};
const page = { path: '/self-service/waiver', locale: 'en-us', title: 'Page', panels: [] };

function site(url: string) {
  stubFetch({
    'GET /auth/me': signedOut,
    'GET /content/pages': () => json(200, page),
    'GET /content/frame': () => json(200, frame),
  });
  renderSite(url);
}

describe('the site frame', () => {
  it('names the sections in a labelled nav and marks the one the page belongs to', async () => {
    site('/self-service/waiver');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Shop', '/shop', null],
      ['Self-service', '/self-service', 'true'],
    ]);
  });

  it('opens and closes the small-screen menu, Escape returning focus to its button', async () => {
    site('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    const shop = within(nav).getByRole('link', { name: 'Shop' });
    shop.focus();
    fireEvent.keyDown(shop, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('puts the footer’s links, the language switch and the year in the footer', async () => {
    site('/self-service?x=1');
    const footer = await screen.findByRole('navigation', { name: 'Site links' });
    expect(within(footer).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(footer).getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es-us/self-service?x=1');
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Carrier.`);
  });
});
