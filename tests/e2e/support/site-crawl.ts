import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
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

export interface CrawlResult {
  /** Pages read, with the page that first linked to each. */
  visited: Map<string, string>;
  /** Every broken link: where it was found, where it goes, and what was wrong. */
  dead: string[];
}

type HtmlNode = DefaultTreeAdapterTypes.Node;
const isElement = (node: HtmlNode): node is DefaultTreeAdapterTypes.Element => 'tagName' in node;
const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);
/** Every element under `node` (itself included) for which `match` holds, in document order. */
function findAll(
  node: HtmlNode,
  match: (e: DefaultTreeAdapterTypes.Element) => boolean,
): DefaultTreeAdapterTypes.Element[] {
  const found = isElement(node) && match(node) ? [node] : [];
  for (const child of childrenOf(node)) found.push(...findAll(child, match));
  return found;
}
const textOf = (node: HtmlNode): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterTypes.TextNode).value : childrenOf(node).map(textOf).join('');
const attrOf = (e: DefaultTreeAdapterTypes.Element, name: string) => e.attrs.find((a) => a.name === name)?.value;

/**
 * Follows every same-origin link breadth-first from the start addresses, as the server answers them (it renders
 * every page whole, and the browser journeys show each kind of page hydrates into the same markup). Each distinct
 * href must answer 200, and each distinct path must render a page in the site's frame with its main heading, not
 * the not-found or failure page; its links are followed in turn.
 */
export async function crawl(request: APIRequestContext, starts: string[]): Promise<CrawlResult> {
  const visited = new Map<string, string>();
  const requested = new Set<string>();
  const dead: string[] = [];
  const queue: Array<{ address: string; from: string }> = starts.map((address) => ({ address, from: '(start)' }));
  const pathOf = (address: string) => new URL(address, 'http://site').pathname;
  while (queue.length > 0) {
    const { address, from } = queue.shift()!;
    if (requested.has(address)) continue;
    requested.add(address);
    const res = await request.get(address, { maxRedirects: 0 });
    if (res.status() !== 200) {
      dead.push(`${from} → ${address}: HTTP ${res.status()}`);
      continue;
    }
    if (visited.has(pathOf(address))) continue;
    visited.set(pathOf(address), from);
    const document = parse(await res.text());
    const main = findAll(document, (e) => e.tagName === 'main')[0];
    const heading = main ? textOf(findAll(main, (e) => e.tagName === 'h1')[0] ?? main).trim() : '(no main)';
    const framed = findAll(document, (e) => e.tagName === 'footer').some(
      (f) => findAll(f, (e) => e.tagName === 'nav').length,
    );
    if (!framed || DEAD_END_HEADINGS.includes(heading)) {
      dead.push(`${from} → ${address}: ${framed ? heading : '(no site frame)'}`);
      continue;
    }
    const page = new URL(res.url());
    for (const a of findAll(document, (e) => e.tagName === 'a' && attrOf(e, 'href') !== undefined)) {
      const url = new URL(attrOf(a, 'href')!, page);
      if (url.origin === page.origin) queue.push({ address: url.pathname + url.search, from: address });
    }
  }
  return { visited, dead };
}
