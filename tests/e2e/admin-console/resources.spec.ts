import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectHeadingOutline, watchConsole } from '../support/a11y.ts';
import { FAN_TOOLS, fixtureFans, gatewayCall, signIn } from '../support/fan-tools.ts';

/**
 * The FANs, Groups and Audit events pages over the gateway's /admin-api facade: a reader lists the FANs, narrows
 * and sorts them, opens one and reads its groups and activity, follows a group to its members, and filters the
 * audit trail. An employee who may only upload never finds these pages.
 */

// one per run of the setup below (a worker that starts again after a failure runs it again)
const REASON = `Checked from the audit events page (${Date.now().toString(36)})`;
/** A reason a spreadsheet would run as a formula, were the list's export not to neutralise it. */
const FORMULA_REASON = `=HYPERLINK("https://evil.example/${Date.now().toString(36)}","Open")`;
/** A FAN whose web status a writer turns off before the journeys, so the audit trail has an entry to find. */
let changedFan = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'writer');
  changedFan = (await fixtureFans()).active.at(-1)!;
  for (const reason of [FORMULA_REASON, REASON]) {
    const res = await gatewayCall(page, 'POST', `${FAN_TOOLS}fan/update/webstatus`, {
      fanId: changedFan,
      enableStatus: false,
      reason,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await page.close();
});

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** The data rows of the first table in a scope (the header row left out). */
const dataRows = (scope: Locator | Page) => scope.locator('table').first().locator('tbody tr');

test.describe('FANs, groups and audit events, as a reader', () => {
  test.beforeEach(async ({ page }) => {
    // long journeys through react-admin's lists, each screen checked with axe: a busy machine needs the time
    test.slow();
    await signIn(page, 'reader');
  });

  test('lists the FANs, filters and sorts them, and opens one with its groups and activity', async ({ page }) => {
    const errors = watchConsole(page);
    await menuItem(page, 'FANs').click();
    await expect(page).toHaveURL(/\/admin\/fans/);
    await expect(dataRows(page)).toHaveCount(25);
    await expect(page.getByText(/^1-25 of 2\d\d$/)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 1, name: 'FANs' })).toBeVisible();
    await expectHeadingOutline(page);

    await page.getByLabel('Search by FAN ID or name').fill('Kestrel');
    await expect(dataRows(page).filter({ hasText: '00012345' })).toHaveCount(1);
    await expect(dataRows(page).filter({ hasNotText: /Kestrel/i })).toHaveCount(0);

    await page.getByLabel('Search by FAN ID or name').fill('');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^26-50 of 2\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'FAN name' }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByText(/^1-25 of 2\d\d$/)).toBeVisible();
    // the list shows the sorted page once it arrives: the names' initials in order
    const initials = async () =>
      (await dataRows(page).locator('td:nth-child(2)').allTextContents()).map((name) => name.charAt(0).toLowerCase());
    await expect
      .poll(async () => {
        const shown = await initials();
        return shown.length === 25 && shown.join('') === [...shown].sort().join('');
      })
      .toBe(true);

    await page.getByLabel('Search by FAN ID or name').fill('00012345');
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).first().getByText('00012345').click();
    await expect(page).toHaveURL(/\/admin\/fans\/00012345\/show$/);
    // the tool's cards, read-only here
    const card = page.getByRole('region', { name: 'FAN information' });
    await expect(card.getByText('Kestrel Ridge Engineering Corp.')).toBeVisible();
    await expect(card.getByText('Kestrel Ridge Perks')).toBeVisible();
    await card.getByRole('button', { name: 'FAN ID details' }).click();
    await expect(card.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Token links' }).getByText('Created on')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate new token link' })).toHaveCount(0);

    const groups = page.getByRole('region', { name: 'Groups of this FAN' });
    await expect(dataRows(groups).filter({ hasText: 'GRP10001' })).toHaveCount(1);
    await expect(dataRows(groups).filter({ hasText: 'GRP10003' })).toHaveCount(1);
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(
      activity.getByText(/No changes recorded yet\.|^Turned web status|^Generated a new token link/).first(),
    ).toBeVisible();
    await expectAccessible(page);
    // the page's outline: its h1, the profile (h2) holding the tool's cards (h3), its groups and activity (h2)
    await expect(page.getByRole('heading', { level: 1, name: 'FAN 00012345' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expectHeadingOutline(page);

    await dataRows(groups).filter({ hasText: 'GRP10001' }).getByText('GRP10001').click();
    await expect(page).toHaveURL(/\/admin\/groups\/GRP10001\/show$/);
    // the tool's group card, read-only here: its members in the 'FANs in group' accordion
    const groupCard = page.getByRole('region', { name: 'Group ID GRP10001' });
    await expect(groupCard.getByText('Search view ON')).toBeVisible();
    await groupCard.getByRole('button', { name: 'FANs in group (5)' }).click();
    await expect(groupCard.getByLabel('FANs in group GRP10001').getByText('00012345')).toBeVisible();
    await expect(groupCard.getByRole('link', { name: 'Export FANs' })).toBeVisible();
    await expect(groupCard.getByRole('button', { name: /^Remove FAN/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Group GRP10001' })).toBeVisible();
    await expectHeadingOutline(page);
    expect(errors).toEqual([]);
  });

  test('filters the FANs by web status and discount type', async ({ page }) => {
    await menuItem(page, 'FANs').click();
    await expect(page.getByText(/^1-25 of 2\d\d$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Web status' }).click();
    await page.getByRole('option', { name: 'OFF', exact: true }).click();
    await expect(page).toHaveURL(/webStatus/);
    // the web status column (the fifth) reads OFF on every row once the narrowed list arrives
    await expect
      .poll(async () => [...new Set(await dataRows(page).locator('td:nth-child(5)').allTextContents())])
      .toEqual(['OFF']);
    const offCount = await page.getByText(/^1-\d+ of \d+$/).textContent();

    await page.getByRole('combobox', { name: 'Discount type' }).click();
    await page.getByRole('option', { name: 'Accessory discount' }).click();
    await expect(page).toHaveURL(/discountType/);
    await expect(page.getByText(/^1-\d+ of \d+$/)).not.toHaveText(offCount!);
    await expectAccessible(page);
    await dataRows(page).first().locator('td').first().click();
    await expect(page).toHaveURL(/\/admin\/fans\/\d{8}\/show$/);
    await page.getByRole('button', { name: 'FAN ID details' }).click();
    // the FAN opened has an accessory discount, and its web status is OFF
    await expect(page.getByText(/^(\$\d+(\.\d\d)?|\d+(\.\d+)?%)(, .*)?$/).first()).toBeVisible();
    await expect(page.getByText('OFF', { exact: true }).first()).toBeVisible();
  });

  test('lists the groups, filtered by a member FAN and the splash page', async ({ page }) => {
    await menuItem(page, 'Groups').click();
    await expect(page).toHaveURL(/\/admin\/groups/);
    await expect(dataRows(page).filter({ hasText: 'GRP10001' })).toHaveCount(1);
    await expectAccessible(page);

    await page.getByLabel('FAN ID').fill('00012345');
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).filter({ hasText: 'GRP10001' })).toHaveCount(1);
    await expect(dataRows(page).filter({ hasText: 'GRP10003' })).toHaveCount(1);

    await page.getByLabel('FAN ID').fill('');
    await page.getByRole('combobox', { name: 'Splash page view' }).click();
    await page.getByRole('option', { name: 'List view' }).click();
    await expect(dataRows(page).filter({ hasText: 'GRP10002' })).toHaveCount(1);
    await expect(dataRows(page).filter({ hasText: 'Search view' })).toHaveCount(0);
  });

  test('lists the audit events, filtered by subject and FAN', async ({ page }) => {
    await menuItem(page, 'Audit events').click();
    await expect(page).toHaveURL(/\/admin\/audit-events/);
    const subject = page.getByRole('combobox', { name: 'Subject', exact: true });
    await subject.click();
    await page.getByRole('option', { name: 'FAN', exact: true }).click();
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(1);
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit events' })).toBeVisible();
    await expectHeadingOutline(page);

    await subject.click();
    await page.getByRole('option', { name: 'Group', exact: true }).click();
    await expect(page).toHaveURL(/entityType/);
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(0);

    await subject.click();
    await page.getByRole('option', { name: 'FAN', exact: true }).click();
    await page.getByRole('textbox', { name: 'Subject ID' }).fill(changedFan);
    const row = dataRows(page).filter({ hasText: REASON });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Turned web status OFF');
    await expect(row).toContainText('writer');
    await expect(dataRows(page).filter({ hasNotText: changedFan })).toHaveCount(0);
    await expectAccessible(page);

    // Export writes the filtered list as CSV, in the list's words, the formula-like reason as plain text
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-events.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    expect(lines[0]).toBe('When,By,What,Subject,Subject ID,Reason for change');
    const exported = lines.find((line) => line.endsWith(`,${REASON}`));
    expect(exported).toMatch(
      new RegExp(`^\\d\\d/\\d\\d/\\d{4} .+,Marcus Holloway \\(writer\\),Turned web status OFF,FAN,${changedFan},`),
    );
    const formula = `"'${FORMULA_REASON.replaceAll('"', '""')}"`;
    expect(lines.filter((line) => line.endsWith(`,${formula}`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`,"${FORMULA_REASON.replaceAll('"', '""')}"`))).toEqual([]);
  });

  test('filters the audit events by who acted and by the days, in the employee time zone', async ({ page }) => {
    await menuItem(page, 'Audit events').click();
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(1);
    const by = page.getByRole('textbox', { name: 'By' });
    // the writer is Marcus Holloway: part of the name finds their changes, another name does not
    await by.fill('holloway');
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(1);
    await expect(dataRows(page).filter({ hasNotText: 'Marcus Holloway' })).toHaveCount(0);
    await by.fill('Nadia');
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(0);
    await by.fill('');

    const localDay = (offsetDays: number) =>
      page.evaluate((days) => {
        const d = new Date();
        d.setDate(d.getDate() + days);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      }, offsetDays);
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    await from.fill(await localDay(0));
    await expect(page).toHaveURL(/atFrom/);
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(1);
    await to.fill(await localDay(0));
    await expect(page).toHaveURL(/atBefore/);
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(1);
    // the field still shows the day picked, not the next day the bound is kept as
    await expect(to).toHaveValue(await localDay(0));
    await expectAccessible(page);
    await from.fill(await localDay(-2));
    await to.fill(await localDay(-1));
    await expect(dataRows(page).filter({ hasText: REASON })).toHaveCount(0);
    await expect(page.getByText('No changes recorded yet.')).toBeVisible();
  });
});

test('an employee who may only upload sees none of these pages', async ({ page }) => {
  await signIn(page, 'uploader', false);
  await expect(menuItem(page, 'Fan upload')).toBeVisible();
  for (const name of ['FANs', 'Groups', 'Audit events']) await expect(menuItem(page, name)).toHaveCount(0);
  await page.goto('/admin/fans');
  await expect(page.getByText('Kestrel Ridge Engineering Corp.')).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(0);
});
