import { expect, type Locator, type Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from './a11y.ts';

/** Steps the Signature profile tool journeys share: signing in, the two searches and the parts of a group card. */

export async function signIn(page: Page, username: string, expectTool = true): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (expectTool) await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
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

/**
 * Opens one of a card's accordions ('Group Management', 'FANs in group (n)', 'Activity') if it is closed, and waits
 * until it has finished opening: while it still grows the page scrolls with it, and a click inside it could land
 * where a button no longer is (on a busy machine, a removal's click was lost that way).
 */
export async function openSection(card: Locator, name: string | RegExp): Promise<void> {
  const summary = card.getByRole('button', { name });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const region = await summary.getAttribute('aria-controls');
  expect(region).toBeTruthy();
  // MUI's Collapse marks itself entered once its opening transition has ended.
  await expect(
    card.locator(`.MuiCollapse-entered > .MuiCollapse-wrapper > .MuiCollapse-wrapperInner > [id="${region}"]`),
  ).toBeVisible();
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
      body: JSON.stringify({
        errorId: status === 503 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_ERROR',
        message: 'Failure made by the test',
        status,
      }),
    });
  });
}

interface FixtureFan {
  id: string;
  status: string;
}

/**
 * Active FANs from the fixtures that no journey reads as-is (not the well-known ones), in file order. Journeys
 * that write take their own slice, so the one data dir of a run never makes them interfere.
 */
export async function fixtureFans(): Promise<{ active: string[]; notActive: string[] }> {
  const { readFile } = await import('node:fs/promises');
  const file = new URL('../../../fixtures/fan-profiles.json', import.meta.url);
  const fans = JSON.parse(await readFile(file, 'utf8')) as FixtureFan[];
  const generated = fans.filter(
    (f) => !f.id.startsWith('100000') && !['00012345', '00054321', '00099999'].includes(f.id),
  );
  return {
    active: generated.filter((f) => f.status === 'Active').map((f) => f.id),
    notActive: generated.filter((f) => f.status !== 'Active').map((f) => f.id),
  };
}

/** Calls the gateway as the signed-in page would (its cookie, the CSRF token from /auth/me). */
export async function gatewayCall(page: Page, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const me = await page.request.get('/auth/me');
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { 'x-csrf-token': csrfToken, origin: new URL(page.url()).origin },
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

export const FAN_TOOLS = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/';

/** Creates a group of these Active FANs straight through the gateway and answers its id. */
export async function createGroupThroughGateway(page: Page, fanIds: string[]): Promise<string> {
  const res = await gatewayCall(page, 'POST', `${FAN_TOOLS}group/create/group`, {
    fanIds,
    isListView: false,
    isWebEnabled: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.groupId as string;
}
