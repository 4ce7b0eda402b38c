import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import {
  createGroupThroughGateway,
  failCalls,
  fanList,
  fixtureFans,
  gatewayCall,
  groupCard,
  openSection,
  renderedFanIds,
  searchFan,
  searchGroup,
  signIn,
} from '../support/fan-tools.ts';

/**
 * 002 §2.4, §4, §5, §8: a write-role employee (write_fpt) changes FANs and groups through the tool's modals, each
 * refusing a bad entry, recording a reason that shows afterwards, and saying 'We hit a snag.' (or reverting
 * silently, where §8 says so) when the gateway fails. Every journey that writes works on FANs or a group of its
 * own, because the run keeps one data dir.
 */

const valueOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
const SNAG = 'We hit a snag. Please try again later.';
const REASON_ERROR = 'Please enter a reason for change';
const REASON_TOO_LONG = 'The reason for change is too long: use at most 150 characters.';

let pool: { active: string[]; notActive: string[] };
/** Each journey's own Active FANs: five, from its own slot. */
const fansFor = (slot: number) => pool.active.slice(slot * 5, slot * 5 + 5);

test.beforeAll(async () => {
  pool = await fixtureFans();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, 'writer');
});

/** Types a reason and asks the dialog to go ahead. */
async function giveReason(dialog: Locator, reason: string, confirm: string) {
  await dialog.getByLabel('Reason for change').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
}

async function landing(page: Page, link: string) {
  const token = new URL(link).searchParams.get('iruToken')!;
  return page.request.get(`/msapi/fanprofile/v1/fan/landing?iruToken=${encodeURIComponent(token)}`);
}

test.describe('a FAN, as a writer', () => {
  test('turns web status OFF through the reason modal, which refuses an empty or over-long reason; the reason shows', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const card = await searchFan(page, '10000003');
    const toggle = card.getByRole('switch', { name: 'Web status: ON' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Change web status' });
    await expect(dialog).toContainText('Turn web status OFF for FAN 10000003?');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Turn web status OFF' }).click();
    await expect(dialog.getByText(REASON_ERROR)).toBeVisible();
    await expect(dialog.getByLabel('Reason for change')).toBeFocused();
    await expectAccessible(page);
    await giveReason(dialog, 'x'.repeat(151), 'Turn web status OFF');
    await expect(dialog.getByText(REASON_TOO_LONG)).toBeVisible();

    const reason = `Paused while the agreement is renewed ${Date.now()}`;
    await giveReason(dialog, reason, 'Turn web status OFF');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('switch', { name: 'Web status: OFF' })).not.toBeChecked();
    await openSection(card, 'FAN ID details');
    const profile = card.getByRole('region', { name: 'Profile' });
    await expect(valueOf(profile, 'Web status')).toHaveText('OFF');
    await expect(valueOf(profile, 'Reason for change')).toHaveText(reason);

    await openSection(card, 'Activity');
    const timeline = card.getByRole('list', { name: 'Activity of FAN 10000003' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Turned web status OFF');
    await expect(timeline.getByRole('listitem').first()).toContainText(`Reason for change: ${reason}`);
    await expect(timeline.getByRole('listitem').first()).toContainText('By Marcus Holloway (writer)');
    await expectAccessible(page);

    // The change is stored: a new search reads it back.
    await page.getByRole('button', { name: 'New search' }).click();
    const again = await searchFan(page, '10000003');
    await expect(again.getByRole('switch', { name: 'Web status: OFF' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("'Generate new token link' warns it cannot be undone, shows the new link, and the old link stops working", async ({
    page,
  }) => {
    await searchFan(page, '10000002');
    const tokens = page.getByRole('region', { name: 'Token links' });
    const oldLink = (await valueOf(tokens, 'Current token link').textContent())!;
    expect((await landing(page, oldLink)).ok()).toBe(true);

    await tokens.getByRole('button', { name: 'Generate new token link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a new token link' });
    await expect(dialog.getByText(/This cannot be undone\. The current link stops working at once/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText(REASON_ERROR)).toBeVisible();
    await giveReason(dialog, 'The old link was shared outside the company.', 'Generate');
    await expect(dialog).toBeHidden();

    await expect(valueOf(tokens, 'Current token link')).not.toHaveText(oldLink);
    const newLink = (await valueOf(tokens, 'Current token link').textContent())!;
    const today = new Date();
    const mmddyyyy = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
    await expect(valueOf(tokens, 'Created on')).toHaveText(mmddyyyy);
    expect((await landing(page, newLink)).ok()).toBe(true);
    const refused = await landing(page, oldLink);
    expect(refused.ok()).toBe(false);
    expect((await refused.json()).errorId).toBe('TOKEN_INVALID');
    await expectAccessible(page);
  });

  test("a failed web status change or token replacement says 'We hit a snag.' and changes nothing", async ({
    page,
  }) => {
    const card = await searchFan(page, '10000002');
    const tokens = page.getByRole('region', { name: 'Token links' });
    const link = (await valueOf(tokens, 'Current token link').textContent())!;

    await failCalls(page, /fanprofiles-papi\/v1\/fan\/update\/webstatus/, 500);
    await card.getByRole('switch', { name: 'Web status: ON' }).click();
    const status = page.getByRole('dialog', { name: 'Change web status' });
    await giveReason(status, 'Testing a failure.', 'Turn web status OFF');
    await expect(status.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await expectAccessible(page);
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('switch', { name: 'Web status: ON' })).toBeChecked();

    await failCalls(page, /fanprofiles-papi\/v1\/fan\/token\/generate/, 503);
    await tokens.getByRole('button', { name: 'Generate new token link' }).click();
    const token = page.getByRole('dialog', { name: 'Generate a new token link' });
    await giveReason(token, 'Testing a failure.', 'Generate');
    await expect(token.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await token.getByRole('button', { name: 'Cancel' }).click();
    await expect(valueOf(tokens, 'Current token link')).toHaveText(link);
  });
});

test.describe('groups, as a writer', () => {
  test("'Create new group': at most 50 FANs, unknown ones not valid, only Active selectable, then the group shows", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const [a, b, c] = fansFor(0);
    const pending = pool.notActive[0]!;
    await page.getByRole('button', { name: 'Create new group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new group' });
    await expectAccessible(page);
    const field = dialog.getByLabel('FAN IDs');
    const confirm = dialog.getByRole('button', { name: 'Add FANs to group and close' });
    await expect(confirm).toBeDisabled();

    const fiftyOne = Array.from({ length: 51 }, (_, i) => String(20000000 + i)).join(', ');
    await field.fill(fiftyOne);
    await dialog.getByRole('button', { name: 'Find FANs' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Search for up to 50 FANs' })).toBeVisible();
    await expectAccessible(page);

    await field.fill(`${a}, ${pending} 00000000 not-a-fan`);
    await dialog.getByRole('button', { name: 'Find FANs' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'One or more FANs entered are not valid' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${a} `) })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${pending} `) })).toBeDisabled();
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    await expect(dialog.getByRole('group', { name: 'FANs found' }).getByRole('checkbox')).toHaveCount(2);

    await field.fill(`${a},${b} ${c}\n${pending}`);
    await field.press('Enter');
    await expect(dialog.getByRole('checkbox')).toHaveCount(4);
    await expect(dialog.getByText('One or more FANs entered are not valid')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Deselect all' }).click();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: 'Select all', exact: true }).click();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${pending} `) })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${c} `) }).uncheck();
    await expectAccessible(page);

    const created = page.waitForResponse((r) => /group\/create\/group/.test(r.url()));
    await confirm.click();
    const { groupId } = (await (await created).json()) as { groupId: string };
    await expect(dialog).toBeHidden();
    const card = groupCard(page, groupId);
    await expect(card).toBeVisible();
    await expect(page.getByLabel('Search by Group ID or FAN ID')).toHaveValue(groupId);
    await expect(valueOf(card, 'Splash page').first()).toHaveText('Search view OFF');
    await openSection(card, 'FANs in group (2)');
    expect(await renderedFanIds(fanList(card, groupId))).toEqual([a, b].sort());
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('group token, splash page ON and OFF, and List view / Search view, each through its confirm modal', async ({
    page,
  }) => {
    test.slow(); // many steps, each checked for accessibility
    const groupId = await createGroupThroughGateway(page, fansFor(1).slice(0, 2));
    const card = await searchGroup(page, groupId);
    await openSection(card, 'Group Management');
    const oldLink = (await valueOf(card, 'Current group token link').textContent())!;
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Generate new group token' }).click();
    const tokenDialog = page.getByRole('dialog', { name: 'Generate a new group token' });
    await expect(tokenDialog.getByText(/This cannot be undone/)).toBeVisible();
    await giveReason(tokenDialog, 'Rotating the group link.', 'Generate');
    await expect(tokenDialog).toBeHidden();
    await expect(valueOf(card, 'Current group token link')).not.toHaveText(oldLink);
    const newLink = (await valueOf(card, 'Current group token link').textContent())!;
    expect((await landing(page, newLink)).ok()).toBe(true);
    expect((await landing(page, oldLink)).ok()).toBe(false);

    // Splash page ON, with a required reason.
    await card.getByRole('switch', { name: 'Splash page status: OFF' }).click();
    const splash = page.getByRole('dialog', { name: 'Change splash page' });
    await expect(splash).toContainText('Are you sure you want to change the splash page?');
    await expectAccessible(page);
    await splash.getByRole('button', { name: 'Turn splash page ON' }).click();
    await expect(splash.getByText(REASON_ERROR)).toBeVisible();
    await giveReason(splash, 'y'.repeat(151), 'Turn splash page ON');
    await expect(splash.getByText(REASON_TOO_LONG)).toBeVisible();
    await giveReason(splash, 'Launch of the spring campaign.', 'Turn splash page ON');
    await expect(splash).toBeHidden();
    await expect(card.getByRole('switch', { name: 'Splash page status: ON' })).toBeChecked();
    await expect(valueOf(card, 'Splash page').first()).toHaveText('Search view ON');
    await expect(valueOf(card, 'Reason for change')).toHaveText('Launch of the spring campaign.');

    // List view, confirmed; then Search view, cancelled: the radio stays.
    const list = card.getByRole('radio', { name: /List view/ });
    const search = card.getByRole('radio', { name: 'Search view' });
    await expect(card.getByText('500 FANs max.')).toBeVisible();
    await list.check();
    const view = page.getByRole('dialog', { name: 'Change splash page view' });
    await expect(view).toContainText('Are you sure you want to change the splash page? It will show List view.');
    // Until the change is saved the card (hidden from the accessibility tree behind the modal) still says what the
    // splash page shows now.
    const cardBehind = page.locator(`section[aria-labelledby="group-${groupId}-heading"]`);
    await expect(valueOf(cardBehind, 'Splash page').first()).toHaveText('Search view ON');
    await expectAccessible(page);
    await view.getByRole('button', { name: 'Switch view' }).click();
    await expect(view).toBeHidden();
    await expect(list).toBeChecked();
    await expect(valueOf(card, 'Splash page').first()).toHaveText('List view ON');
    await search.check();
    await expect(view).toContainText('Are you sure you want to change the splash page? It will show Search view.');
    await expect(valueOf(cardBehind, 'Splash page').first()).toHaveText('List view ON');
    await view.getByRole('button', { name: 'Cancel' }).click();
    await expect(list).toBeChecked();

    // Splash page OFF again; the timeline holds every change with its reason.
    await card.getByRole('switch', { name: 'Splash page status: ON' }).click();
    await giveReason(splash, 'Campaign over.', 'Turn splash page OFF');
    await expect(card.getByRole('switch', { name: 'Splash page status: OFF' })).not.toBeChecked();
    await expect(valueOf(card, 'Reason for change')).toHaveText('Campaign over.');
    await openSection(card, 'Activity');
    const timeline = card.getByRole('list', { name: `Activity of group ${groupId}` });
    const items = timeline.getByRole('listitem');
    await expect(items.nth(0)).toContainText('Turned the splash page OFF');
    await expect(items.nth(0)).toContainText('Reason for change: Campaign over.');
    await expect(items.nth(1)).toContainText('Switched the splash page to List view');
    await expect(items.nth(2)).toContainText('Turned the splash page ON');
    await expect(items.nth(3)).toContainText('Generated a new group token');
    await expectAccessible(page);

    // Stored: the group read again shows the same.
    const again = await searchGroup(page, groupId);
    await expect(valueOf(again, 'Splash page').first()).toHaveText('List view OFF');
    await openSection(again, 'Group Management');
    await expect(valueOf(again, 'Reason for change')).toHaveText('Campaign over.');
  });

  test("'Add FANs to group' adds the chosen Active FANs and opens the list; removing stops at one FAN", async ({
    page,
  }) => {
    const [a, b, c, d] = fansFor(2);
    const groupId = await createGroupThroughGateway(page, [a!]);
    const card = await searchGroup(page, groupId);
    await openSection(card, 'FANs in group (1)');
    await expect(card.getByRole('button', { name: `Remove FAN ${a} from group` })).toBeDisabled();

    await card.getByRole('button', { name: 'Add FANs to group' }).click();
    const dialog = page.getByRole('dialog', { name: `Add FANs to group ${groupId}` });
    await dialog.getByLabel('FAN IDs').fill(`${b} ${c}, ${d} ${pool.notActive[1]}`);
    await dialog.getByRole('button', { name: 'Find FANs' }).click();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${pool.notActive[1]} `) })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${d} `) }).uncheck();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add FANs to group and close' }).click();
    await expect(dialog).toBeHidden();
    const fans = card.getByRole('button', { name: 'FANs in group (3)' });
    await expect(fans).toHaveAttribute('aria-expanded', 'true');
    const list = fanList(card, groupId);
    await expect.poll(() => renderedFanIds(list)).toEqual([a, b, c].sort());

    await card.getByRole('button', { name: `Remove FAN ${b} from group` }).click();
    await expect(card.getByRole('button', { name: 'FANs in group (2)' })).toBeVisible();
    await expect.poll(() => renderedFanIds(list)).toEqual([a, c].sort());
    await card.getByRole('button', { name: `Remove FAN ${c} from group` }).click();
    await expect(card.getByRole('button', { name: 'FANs in group (1)' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove FAN ${a} from group` })).toBeDisabled();
    await expectAccessible(page);

    await openSection(card, 'Activity');
    const items = card.getByRole('list', { name: `Activity of group ${groupId}` }).getByRole('listitem');
    await expect(items.nth(0)).toContainText(`Removed FAN ${c}`);
    await expect(items.nth(1)).toContainText(`Removed FAN ${b}`);
    await expect(items.nth(2)).toContainText(`Added FANs ${[b, c].sort().join(', ')}`);
  });

  test("deleting asks 'Are you sure you want to delete this group ?'; the only group clears, one of several leaves", async ({
    page,
  }) => {
    const [a, b] = fansFor(3);
    const first = await createGroupThroughGateway(page, [a!, b!]);
    const second = await createGroupThroughGateway(page, [a!]);

    // Two groups hold FAN a: deleting one leaves the other on screen.
    await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
    await page.getByLabel('Search by Group ID or FAN ID').fill(a!);
    await page.getByLabel('Search by Group ID or FAN ID').press('Enter');
    await expect(groupCard(page, first)).toBeVisible();
    await expect(groupCard(page, second)).toBeVisible();
    await groupCard(page, first)
      .getByRole('button', { name: `Delete Group ${first}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete Group ${first}` });
    await expect(dialog).toContainText('Are you sure you want to delete this group ?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(groupCard(page, first)).toBeVisible();
    await groupCard(page, first)
      .getByRole('button', { name: `Delete Group ${first}` })
      .click();
    await dialog.getByRole('button', { name: 'Yes, delete group' }).click();
    await expect(groupCard(page, first)).toHaveCount(0);
    await expect(groupCard(page, second)).toBeVisible();

    // The only group left: the results clear.
    await groupCard(page, second)
      .getByRole('button', { name: `Delete Group ${second}` })
      .click();
    await page
      .getByRole('dialog', { name: `Delete Group ${second}` })
      .getByRole('button', { name: 'Yes, delete group' })
      .click();
    await expect(page.getByRole('heading', { name: 'Search results' })).toHaveCount(0);
    await expect(page.getByLabel('Search by Group ID or FAN ID')).toBeFocused();
    await expectAccessible(page);

    await searchGroupExpectingNothing(page, second);
  });

  test("add, create and delete failures say 'We hit a snag.'; splash and view failures revert quietly", async ({
    page,
  }) => {
    test.slow(); // many steps, each checked for accessibility
    const [a, b, c] = fansFor(4);
    const groupId = await createGroupThroughGateway(page, [a!, b!]);
    const card = await searchGroup(page, groupId);

    await openSection(card, 'Group Management');
    await failCalls(page, /fanprofiles-papi\/v1\/group\/update\/webstatus/, 500);
    await card.getByRole('switch', { name: 'Splash page status: OFF' }).click();
    const splash = page.getByRole('dialog', { name: 'Change splash page' });
    await giveReason(splash, 'Testing a failure.', 'Turn splash page ON');
    await expect(splash).toBeHidden();
    await expect(card.getByRole('switch', { name: 'Splash page status: OFF' })).not.toBeChecked();
    await expect(valueOf(card, 'Splash page').first()).toHaveText('Search view OFF');

    await failCalls(page, /fanprofiles-papi\/v1\/group\/update\/view/, 503);
    await card.getByRole('radio', { name: /List view/ }).check();
    await page
      .getByRole('dialog', { name: 'Change splash page view' })
      .getByRole('button', { name: 'Switch view' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Change splash page view' })).toBeHidden();
    await expect(card.getByRole('radio', { name: 'Search view' })).toBeChecked();
    await expect(card.getByRole('radio', { name: /List view/ })).not.toBeChecked();

    await failCalls(page, /fanprofiles-papi\/v1\/group\/token\/generate/, 500);
    await card.getByRole('button', { name: 'Generate new group token' }).click();
    const token = page.getByRole('dialog', { name: 'Generate a new group token' });
    await giveReason(token, 'Testing a failure.', 'Generate');
    await expect(token.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await token.getByRole('button', { name: 'Cancel' }).click();

    await failCalls(page, /fanprofiles-papi\/v1\/group\/add\/fans/, 500);
    await openSection(card, 'FANs in group (2)');
    await card.getByRole('button', { name: 'Add FANs to group' }).click();
    const add = page.getByRole('dialog', { name: `Add FANs to group ${groupId}` });
    await add.getByLabel('FAN IDs').fill(c!);
    await add.getByRole('button', { name: 'Find FANs' }).click();
    await add.getByRole('button', { name: 'Add FANs to group and close' }).click();
    await expect(add.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('button', { name: 'FANs in group (2)' })).toBeVisible();

    await failCalls(page, /fanprofiles-papi\/v1\/group\/remove\/[A-Z0-9]+\/fanIds\//, 500, 'DELETE');
    await card.getByRole('button', { name: `Remove FAN ${a} from group` }).click();
    await expect(card.getByRole('button', { name: `Remove FAN ${a} from group` })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'FANs in group (2)' })).toBeVisible();

    await failCalls(page, new RegExp(`fanprofiles-papi/v1/group/remove/${groupId}$`), 500, 'DELETE');
    await card.getByRole('button', { name: `Delete Group ${groupId}` }).click();
    const del = page.getByRole('dialog', { name: `Delete Group ${groupId}` });
    await del.getByRole('button', { name: 'Yes, delete group' }).click();
    await expect(del.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await del.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await failCalls(page, /fanprofiles-papi\/v1\/group\/create\/group/, 500);
    await page.getByRole('button', { name: 'Create new group' }).click();
    const create = page.getByRole('dialog', { name: 'Create new group' });
    await create.getByLabel('FAN IDs').fill(c!);
    await create.getByRole('button', { name: 'Find FANs' }).click();
    await create.getByRole('button', { name: 'Add FANs to group and close' }).click();
    await expect(create.getByRole('alert').filter({ hasText: SNAG })).toBeVisible();
    await expectAccessible(page);
  });

  test('a group another user deletes while this one views it: a clear message, not a crash', async ({ page }) => {
    const errors = watchConsole(page);
    const [a, b] = fansFor(5);
    const groupId = await createGroupThroughGateway(page, [a!, b!]);
    const card = await searchGroup(page, groupId);
    await openSection(card, 'Group Management');
    const deleted = await gatewayCall(
      page,
      'DELETE',
      `/msapi/onlinesalesorchestration/fanprofiles-papi/v1/group/remove/${groupId}`,
    );
    expect(deleted.status).toBe(200);

    await card.getByRole('button', { name: 'Generate new group token' }).click();
    const token = page.getByRole('dialog', { name: 'Generate a new group token' });
    await giveReason(token, 'Rotating.', 'Generate');
    await expect(
      token.getByRole('alert').filter({ hasText: 'This group no longer exists. Another user may have deleted it.' }),
    ).toBeVisible();
    await expectAccessible(page);
    await token.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});

async function searchGroupExpectingNothing(page: Page, groupId: string) {
  await page.getByRole('radio', { name: 'Group ID' }).check();
  await page.getByLabel('Search by Group ID or FAN ID').fill(groupId);
  await page.getByLabel('Search by Group ID or FAN ID').press('Enter');
  await expect(page.getByText('No results. Please search by Single FAN ID.')).toBeVisible();
}
