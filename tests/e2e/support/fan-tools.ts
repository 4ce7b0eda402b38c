import { expect, type Locator, type Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from './a11y.ts';

/** Steps the Signature profile tool journeys share: signing in, the two searches and the parts of a group card. */

export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
}

/** 'Single FAN ID' tab: types the id and searches; resolves once the FAN information card shows. */
export async function searchFan(page: Page, fanId: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Single FAN ID' }).click();
  const field = page.getByLabel('Search by FAN ID');
  await field.fill(fanId);
  await field.press('Enter');
  const card = page.getByRole('region', { name: 'FAN information' });
  await expect(card).toBeVisible();
  return card;
}

/** 'Multi-FAN group' tab, Group ID mode: searches one group and answers its card. */
export async function searchGroup(page: Page, groupId: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
  await page.getByRole('radio', { name: 'Group ID' }).check();
  const field = page.getByLabel('Search by Group ID or FAN ID');
  await field.fill(groupId);
  await field.press('Enter');
  const card = groupCard(page, groupId);
  await expect(card).toBeVisible();
  return card;
}

export const groupCard = (page: Page, groupId: string): Locator =>
  page.getByRole('region', { name: `Group ID ${groupId}` });

/** Opens one of a card's accordions ('Group Management', 'FANs in group (n)', 'Activity') if it is closed. */
export async function openSection(card: Locator, name: string | RegExp): Promise<void> {
  const summary = card.getByRole('button', { name });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

/** The virtualised FAN list of a group and the ids its rendered rows show. */
export const fanList = (card: Locator, groupId: string): Locator => card.getByLabel(`FANs in group ${groupId}`);

export async function renderedFanIds(list: Locator): Promise<string[]> {
  return (await list.getByText(/^\d{8}$/).allTextContents()).map((t) => t.trim());
}

/** Answers every call whose URL matches with the gateway's error shape and this status, until unrouted. */
export async function failCalls(page: Page, url: RegExp, status: number, method?: string): Promise<void> {
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ errorId: status === 503 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_ERROR', message: 'Failure made by the test', status }),
    });
  });
}
