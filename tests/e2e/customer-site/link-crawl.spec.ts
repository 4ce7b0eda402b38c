import { expect, test } from '@playwright/test';
import { crawl, signInAs } from '../support/site-crawl.ts';

/**
 * No link leads nowhere: every link reachable from the English and the Spanish home page, followed breadth-first,
 * answers 200 and renders a real page (not the not-found or failure page), signed out and signed in (the session a
 * customer gets from the sign-in page).
 */
test.describe('link crawl', () => {
  test.setTimeout(120_000);

  test('signed out, every link from / and /es-us/ leads to a page', async ({ request }) => {
    const { visited, dead } = await crawl(request, ['/', '/es-us/']);
    test.info().annotations.push({ type: 'pages', description: [...visited.keys()].sort().join(' ') });
    expect(dead).toEqual([]);
    // the crawl reached the sections, the legal pages and the flows in both languages
    for (const path of ['/self-service/military-restore', '/es-us/privacy', '/es-us/contact-us', '/signin'])
      expect([...visited.keys()]).toContain(path);
  });

  test('signed in as a customer, every link from / and /es-us/ leads to a page', async ({ page }) => {
    await signInAs(page, 'customer1');
    // the page's own request context carries the session cookie
    const { visited, dead } = await crawl(page.request, ['/', '/es-us/']);
    test.info().annotations.push({ type: 'pages', description: [...visited.keys()].sort().join(' ') });
    expect(dead).toEqual([]);
    expect([...visited.keys()]).toContain('/es-us/self-service/waiver-cancel');
    await expect(page.getByRole('banner').getByRole('button', { name: /Sign out|Cerrar sesión/ })).toBeVisible();
  });
});
