import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteText } from '../../../customer-site/src/site/site-text.ts';
import { FIXTURE_PASSWORD } from './a11y.ts';
import { expectHydrated } from './hydration.ts';

/** Headings the site shows when a page does not exist or could not be loaded, in both languages. */
const DEAD_END_HEADINGS = Object.values(siteText).flatMap((t) => [t.notFound.heading, t.failure.heading]);

/** Signs in through the sign-in page and waits until it has sent the customer on. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/signin?returnurl=%2F');
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * Opens a site address in the browser and waits until the page has rendered what it will render: its main heading
 * and the frame, taken over by the page's scripts (the server renders every page whole, so the links the scripts
 * render are there by then), and with `withData`, the network quiet too (flows load their data after the page).
 * Returns the heading's text.
 */
export async function openPage(page: Page, address: string, withData = false): Promise<string> {
  await page.goto(address);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeVisible();
  await expectHydrated(heading);
  if (withData) await page.waitForLoadState('networkidle');
  return (await heading.textContent()) ?? '';
}

/** Every link on the page that stays on this site, without its fragment, as path + query. */
export async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

export interface CrawlResult {
  /** Addresses opened in the browser, with the page that first linked to each. */
  visited: Map<string, string>;
  /** Every broken link: where it was found, where it goes, and what was wrong. */
  dead: string[];
}

/**
 * Follows every same-origin link breadth-first from the start addresses. Each distinct href is requested (it must
 * answer 200) and each distinct path is opened in the browser (it must not render the not-found or failure page),
 * so links that scripts add count too.
 */
export async function crawl(page: Page, request: APIRequestContext, starts: string[]): Promise<CrawlResult> {
  const visited = new Map<string, string>();
  const requested = new Set<string>();
  const dead: string[] = [];
  const queue: Array<{ address: string; from: string }> = starts.map((address) => ({ address, from: '(start)' }));
  const pathOf = (address: string) => new URL(address, 'http://site').pathname;
  while (queue.length > 0) {
    const { address, from } = queue.shift()!;
    if (visited.has(pathOf(address))) continue;
    visited.set(pathOf(address), from);
    const heading = await openPage(page, address).catch((e: Error) => `(did not render: ${e.message.split('\n')[0]})`);
    if (DEAD_END_HEADINGS.includes(heading) || heading.startsWith('(did not render')) {
      dead.push(`${from} → ${address}: ${heading}`);
      continue;
    }
    for (const link of await sameOriginLinks(page)) {
      if (!requested.has(link)) {
        requested.add(link);
        const res = await request.get(link, { maxRedirects: 0 });
        if (res.status() !== 200) dead.push(`${address} → ${link}: HTTP ${res.status()}`);
      }
      if (!visited.has(pathOf(link))) queue.push({ address: link, from: address });
    }
  }
  return { visited, dead };
}
