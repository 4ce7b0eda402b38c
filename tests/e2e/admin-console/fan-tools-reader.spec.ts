import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import {
  failCalls,
  fanList,
  openSection,
  renderedFanIds,
  searchFan,
  searchGroup,
  signIn,
} from '../support/fan-tools.ts';

/**
 * 002 §2.4, §5, §6: a read-only employee (read_fpt) looks a FAN up, reads its details and its history, finds the
 * groups, narrows a group's FAN list and exports it — and never finds a control that changes anything.
 */

/** The value a description list shows for a label, inside one part of the details. */
const valueOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test.describe('Signature profile tool, when the gateway fails (002 §8)', () => {
  test("a failed authorisation check shows the 'Error' screen", async ({ page }) => {
    await failCalls(page, /\/user\/verify\?/, 500);
    await signIn(page, 'reader', false);
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText('Error occured while processing your request. Please try again later')).toBeVisible();
    await expect(page.getByLabel('Search by FAN ID')).toHaveCount(0);
    await expectAccessible(page);
  });

  test("failed lookups say 'FAN ID not found.' and 'No results. Please search by Single FAN ID.'", async ({ page }) => {
    await signIn(page, 'reader');
    await failCalls(page, /fanprofiles-papi\/v1\/fan\/details\//, 503);
    const field = page.getByLabel('Search by FAN ID');
    await field.fill('00012345');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'FAN ID not found.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'FAN information' })).toHaveCount(0);
    await expectAccessible(page);

    await failCalls(page, /fanprofiles-papi\/v1\/group\/details\//, 500);
    await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
    const multi = page.getByLabel('Search by Group ID or FAN ID');
    await multi.fill('00012345');
    await multi.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'No results. Please search by Single FAN ID.' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Signature profile tool, as a reader', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'reader');
  });

  test('reads a FAN: the card, the FAN ID details as §2.4 formats them, the token link and the activity', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const card = await searchFan(page, '00012345');
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(card.getByText(/^Status: Active$/)).toBeVisible();
    await expect(valueOf(card, 'FAN name')).toHaveText('Kestrel Ridge Engineering Corp.');
    await expect(valueOf(card, 'FAN friendly name')).toHaveText('Kestrel Ridge Perks');

    await openSection(card, 'FAN ID details');
    const profile = card.getByRole('region', { name: 'Profile' });
    await expect(valueOf(profile, 'Web status')).toHaveText('ON');
    await expect(valueOf(profile, 'Reason for change')).toHaveText(
      "Enabled for the annual employee benefits fair at the HR director's request.",
    );
    await expect(valueOf(profile, 'Contract type')).toHaveText('Corporate Responsibility User');
    await expect(valueOf(profile, 'Agreement customization type')).toHaveText('Enterprise Agreement');
    await expect(valueOf(profile, 'Liability type')).toHaveText('CRU');
    await expect(valueOf(profile, 'Affinity tags')).toHaveText('GOV, TECH');
    const contact = card.getByRole('region', { name: 'Contact Information' });
    await expect(valueOf(contact, 'Name')).toHaveText('Dana Whitfield');
    await expect(valueOf(contact, 'Email')).toHaveText('dana.whitfield@kestrel-ridge-engineering.example');
    await expect(valueOf(contact, 'Work phone')).toHaveText('214.555.0147');
    const promotions = card.getByRole('region', { name: 'Promotions' });
    await expect(valueOf(promotions, 'Activation fee waiver')).toHaveText('Yes');
    await expect(valueOf(promotions, 'Upgrade fee waiver')).toHaveText('No');
    await expect(valueOf(promotions, 'Service discount')).toHaveText('20%');
    await expect(valueOf(promotions, 'Accessory discount')).toHaveText('$25.50');

    const tokens = page.getByRole('region', { name: 'Token links' });
    await expect(valueOf(tokens, 'Current token link')).toHaveText(/^https?:\/\/.+iruToken=.+/);
    await expect(valueOf(tokens, 'Created on')).toHaveText('09/15/2025');
    await expectAccessible(page);

    await openSection(card, 'Activity');
    await expect(
      card.getByText(/No changes recorded yet\.|^Turned web status|^Generated a new token link/).first(),
    ).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('blank promotions stay blank, and a Pending FAN without a token shows no link or date', async ({ page }) => {
    let card = await searchFan(page, '10000001');
    await openSection(card, 'FAN ID details');
    const promotions = card.getByRole('region', { name: 'Promotions' });
    for (const label of ['Activation fee waiver', 'Upgrade fee waiver', 'Service discount', 'Accessory discount']) {
      await expect(valueOf(promotions, label)).toHaveText('');
    }
    await page.getByRole('button', { name: 'New search' }).click();
    await expect(page.getByLabel('Search by FAN ID')).toBeFocused();
    await expect(page.getByLabel('Search by FAN ID')).toHaveValue('');

    card = await searchFan(page, '00054321');
    await expect(card.getByText(/^Status: Pending$/)).toBeVisible();
    const tokens = page.getByRole('region', { name: 'Token links' });
    await expect(valueOf(tokens, 'Current token link')).toHaveText('');
    await expect(valueOf(tokens, 'Created on')).toHaveText('');
    await expectAccessible(page);
  });

  test('finds the groups of a FAN and a group by its id, with the splash page and management facts', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
    await expect(page.getByRole('radio', { name: 'FAN ID' })).toBeChecked();
    const field = page.getByLabel('Search by Group ID or FAN ID');
    // (a letter would switch the search to Group ID: the console details journey shows that)
    await field.pressSequentially('00012345');
    await expect(field).toHaveValue('00012345');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: 'Group ID GRP10001' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Group ID GRP10003' })).toBeVisible();
    await expectAccessible(page);

    await field.fill('99999999');
    await field.press('Enter');
    await expect(page.getByText('No results. Please search by Single FAN ID.')).toBeVisible();

    const card = await searchGroup(page, 'GRP10002');
    await expect(valueOf(card, 'Splash page').first()).toHaveText('List view OFF');
    await openSection(card, 'Group Management');
    await expect(valueOf(card, 'Current group token link')).toHaveText(/^https?:\/\/.+/);
    await expect(valueOf(card, 'Created on')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(valueOf(card, 'Splash page status')).toHaveText('OFF');
    await expect(valueOf(card, 'Splash page view')).toHaveText('List view');
    await expect(valueOf(card, 'Reason for change')).toHaveCount(0);

    const withReason = await searchGroup(page, 'GRP10003');
    await openSection(withReason, 'Group Management');
    await expect(valueOf(withReason, 'Reason for change')).toHaveText(
      'Enabled so both partner programs share one landing page.',
    );
    await expectAccessible(page);
  });

  test("narrows a group's FAN list, 'One or more FANs could not be found.' for ids not in it", async ({ page }) => {
    const card = await searchGroup(page, 'GRP10001');
    await openSection(card, 'FANs in group (5)');
    const list = fanList(card, 'GRP10001');
    expect(await renderedFanIds(list)).toEqual(['00012345', '00054321', '10000001', '10000002', '10000003']);

    const filter = card.getByLabel('Search by FAN ID or multi-FAN ID');
    await filter.fill('12345, 54321');
    await filter.press('Enter');
    await expect.poll(() => renderedFanIds(list)).toEqual(['00012345', '00054321']);
    await expect(card.getByText('Showing 2 of 5 FANs')).toBeVisible();
    await expect(card.getByText('One or more FANs could not be found.')).toHaveCount(0);

    await filter.fill('12345 77777777');
    await filter.press('Enter');
    await expect(card.getByRole('alert').filter({ hasText: 'One or more FANs could not be found.' })).toBeVisible();
    await expect.poll(() => renderedFanIds(list)).toEqual(['00012345']);
    await expectAccessible(page);

    await filter.fill('');
    await expect.poll(() => renderedFanIds(list)).toHaveLength(5);
    await expect(card.getByText('One or more FANs could not be found.')).toHaveCount(0);
  });

  test('a long group renders 15 rows at once and the rest as the 300px list scrolls', async ({ page }) => {
    const card = await searchGroup(page, 'GRP10006');
    await openSection(card, 'FANs in group (200)');
    const list = fanList(card, 'GRP10006');
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(300);
    const first = await renderedFanIds(list);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(first.length).toBeLessThanOrEqual(15);
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => (await renderedFanIds(list)).some((id) => !first.includes(id))).toBe(true);
    expect((await renderedFanIds(list)).length).toBeLessThanOrEqual(30);
  });

  test("'Export FANs' downloads {groupId}.xlsx with one row per member", async ({ page }) => {
    const card = await searchGroup(page, 'GRP10001');
    await openSection(card, 'FANs in group (5)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Export FANs' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('GRP10001.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows).toHaveLength(6);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['00012345', '00054321', '10000001', '10000002', '10000003']);
    expect(rows[1]).toEqual(['00012345', 'Kestrel Ridge Engineering Corp.', 'Kestrel Ridge Perks', 'Active', 'ON']);
    expect(rows[2]!.slice(3)).toEqual(['Pending', 'OFF']);
  });

  test('finds no write control anywhere: no switch, token, add, remove, delete or create', async ({ page }) => {
    const fan = await searchFan(page, '00012345');
    await openSection(fan, 'FAN ID details');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate new token link' })).toHaveCount(0);

    const card = await searchGroup(page, 'GRP10001');
    await openSection(card, 'Group Management');
    await openSection(card, 'FANs in group (5)');
    await expect(card.getByRole('link', { name: 'Export FANs' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /List view|Search view/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /Generate new group token|Delete Group|Create new group|^Remove FAN/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add FANs to group' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add FANs to group' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
