import { expect, test, type Page } from '@playwright/test';
import { fanUploadText } from '@carrier/shared/fan-upload';
import { validRow, workbookOf } from '../../../fixtures/uploads/corpus.ts';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';
import {
  createGroupThroughGateway,
  fanList,
  fixtureFans,
  groupCard,
  openSection,
  renderedFanIds,
  searchFan,
  signIn,
} from '../support/fan-tools.ts';

/**
 * The console the way react-admin apps work, and the details an employee notices: changes confirmed by a
 * notification, an undoable removal, a home and a menu per role, the dark theme, the search and dialog messages,
 * token links with a copy button, names in the activity, input kept over a sign-in, and the fan upload applying a
 * dry-run file in one click on a page that never scrolls sideways.
 */

const notice = (page: Page) => page.locator('.MuiSnackbar-root');

test.describe('the console as a writer', () => {
  test('confirms changes, undoes a removal, and shows the details a user notices', async ({ page, context }) => {
    test.slow();
    const errors = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'writer');
    const [a, b, c] = (await fixtureFans()).active.slice(-6, -3);
    const groupId = await createGroupThroughGateway(page, [a!, b!]);

    // A short FAN search asks for the 8 digits before searching.
    await page.getByLabel('Search by FAN ID').fill('1234');
    await page.getByLabel('Search by FAN ID').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter the 8-digit FAN ID.' })).toBeVisible();

    // A group id typed in the Multi-FAN search's FAN ID mode switches it to Group ID.
    await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
    const multi = page.getByLabel('Search by Group ID or FAN ID');
    await expect(page.getByRole('radio', { name: 'FAN ID' })).toBeChecked();
    await multi.pressSequentially(groupId);
    await expect(page.getByRole('radio', { name: 'Group ID' })).toBeChecked();
    await expect(multi).toHaveValue(groupId);
    await expect(page.getByText('FAN IDs are digits only, so this search is now by Group ID.')).toBeVisible();
    await multi.press('Enter');
    const card = groupCard(page, groupId);
    await expect(card).toBeVisible();

    // Removing a FAN is undoable: nothing is sent until the notice closes without Undo.
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && /\/group\/remove\/.+\/fanIds\//.test(r.url())) removals.push(r.url());
    });
    await openSection(card, 'FANs in group (2)');
    const list = fanList(card, groupId);
    await expect.poll(() => renderedFanIds(list)).toEqual([a, b].sort());
    await card.getByRole('button', { name: `Remove FAN ${b} from group` }).click();
    await expect(notice(page)).toContainText(`FAN ${b} was removed from group ${groupId}.`);
    await expect(card.getByRole('button', { name: 'FANs in group (1)' })).toBeVisible();
    await expect.poll(() => renderedFanIds(list)).toEqual([a]);
    await expectAccessible(page);
    await notice(page).getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByRole('button', { name: 'FANs in group (2)' })).toBeVisible();
    await expect.poll(() => renderedFanIds(list)).toEqual([a, b].sort());
    expect(removals).toEqual([]);

    await card.getByRole('button', { name: `Remove FAN ${b} from group` }).click();
    await expect(notice(page)).toContainText(`FAN ${b} was removed from group ${groupId}.`);
    await expect.poll(() => removals.length, { timeout: 15_000 }).toBe(1);
    await expect(notice(page)).toBeHidden();
    await expect(card.getByRole('button', { name: 'FANs in group (1)' })).toBeVisible();

    // Add FANs marks the members and names the entries that are not valid.
    await card.getByRole('button', { name: 'Add FANs to group' }).click();
    const add = page.getByRole('dialog', { name: `Add FANs to group ${groupId}` });
    await add.getByLabel('FAN IDs').fill(`${a} ${c} not-a-fan`);
    await add.getByRole('button', { name: 'Find FANs' }).click();
    const member = add.getByRole('checkbox', { name: new RegExp(`^${a} .*already in this group\\)$`) });
    await expect(member).toBeDisabled();
    await expect(member).not.toBeChecked();
    await expect(add.getByRole('checkbox', { name: new RegExp(`^${c} `) })).toBeChecked();
    await expect(add.getByRole('alert')).toHaveText('One or more FANs entered are not valid: not-a-fan.');
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Add FANs to group and close' }).click();
    await expect(add).toBeHidden();
    await expect(notice(page)).toContainText(`1 FAN was added to group ${groupId}.`);

    // A reason over 150 characters is called too long; the token link copies with its button.
    await openSection(card, 'Group Management');
    await card.getByRole('button', { name: 'Generate new group token' }).click();
    const token = page.getByRole('dialog', { name: 'Generate a new group token' });
    await token.getByLabel(/Reason for change/).fill('x'.repeat(151));
    await token.getByRole('button', { name: 'Generate' }).click();
    await expect(
      token.getByRole('alert').filter({ hasText: 'The reason for change is too long: use at most 150 characters.' }),
    ).toBeVisible();
    await token.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Copy token link' }).click();
    await expect(notice(page)).toContainText('The token link was copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(card.getByRole('link', { name: copied })).toBeVisible();

    // The activity names the employee.
    await openSection(card, 'Activity');
    const items = card.getByRole('list', { name: `Activity of group ${groupId}` }).getByRole('listitem');
    await expect(items.first()).toContainText('Marcus Holloway (writer)');
    await expectAccessible(page);

    // The group's page deletes it after a confirmation that names it, and says it was deleted.
    await page.goto(`/admin/groups/${groupId}/show`);
    await page.getByRole('button', { name: `Delete Group ${groupId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete Group ${groupId}` });
    await expect(confirm).toContainText('Are you sure you want to delete this group ?');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, delete group' }).click();
    await expect(notice(page)).toContainText(`Group ${groupId} was deleted.`);
    await expect(page).toHaveURL(/\/admin\/groups$/);
    expect(errors).toEqual([]);
  });

  test('a session that ends mid-search returns to the tool with the input after sign-in', async ({ page }) => {
    await signIn(page, 'reader');
    await page.getByRole('tab', { name: 'Multi-FAN group' }).click();
    await page.getByRole('radio', { name: 'Group ID' }).check();
    await page.getByLabel('Search by Group ID or FAN ID').fill('GRP10001');
    await page.context().clearCookies();
    await page.getByLabel('Search by Group ID or FAN ID').press('Enter');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel('User ID').fill('reader');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('tab', { name: 'Multi-FAN group' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search by Group ID or FAN ID')).toHaveValue('GRP10001');
    await expect(page.getByRole('radio', { name: 'Group ID' })).toBeChecked();
  });

  test('a session that ends in a dialog returns to the same FAN with the dialog and its reason after sign-in', async ({
    page,
  }) => {
    await signIn(page, 'writer');
    await searchFan(page, '00012345');
    const tokens = page.getByRole('region', { name: 'Token links' });
    const link = (await tokens.getByRole('link').first().textContent())!;
    await tokens.getByRole('button', { name: 'Generate new token link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a new token link' });
    const reason = 'The link was shared outside the company.';
    await dialog.getByLabel('Reason for change').fill(reason);
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel('User ID').fill('writer');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // the same screen, the dialog open again with the reason typed; nothing was sent
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason for change')).toHaveValue(reason);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Single FAN ID' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search by FAN ID')).toHaveValue('00012345');
    await expect(page.getByRole('region', { name: 'FAN information' })).toContainText(
      'Kestrel Ridge Engineering Corp.',
    );
    await expect(tokens.getByRole('link').first()).toHaveText(link);

    // what was kept is used once: a reload starts afresh
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
    await expect(page.getByLabel('Search by FAN ID')).toHaveValue('');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a home per role', () => {
  test('an uploader lands on the fan upload, sees only it, switches to dark, applies a dry-run file in one click, and reads the problems of a file, all without the page scrolling sideways', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/admin/');
    await page.getByLabel('User ID').fill('uploader');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/fan-upload$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fan Automation Form' })).toBeVisible();

    // The menu offers only the upload.
    await page
      .getByRole('button', { name: /Open menu|Close menu/ })
      .first()
      .click();
    const items = page.getByRole('menuitem');
    await expect(items.filter({ hasText: 'Fan upload' })).toHaveCount(1);
    await expect(
      items.filter({ hasText: /Signature profile tool|FANs|Groups|Audit events|Document review/ }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The dark theme, with react-admin's toggle; the user menu names the employee.
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe('rgb(250, 250, 250)');
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu')).toContainText('Tessa Lindqvist');
    await page.keyboard.press('Escape');

    // A dry run, then the same file applied in one click; the page never scrolls sideways.
    const first = 7_700_000 + (Date.now() % 100_000) * 2;
    const file = await workbookOf([
      validRow(first, { name: 'A very long organisation name that would push a narrow page sideways if it could' }),
      validRow(first + 1),
    ]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'dry-run-then-apply-with-a-long-file-name.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('checkbox', { name: /dry run/ }).check();
    await page.locator('form').getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('upload-result')).toContainText('Dry run: nothing was changed.');
    const apply = page.getByRole('button', { name: 'Apply this file' });
    await expect(apply).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await apply.click();
    await expect(page.getByTestId('upload-result')).not.toContainText('Dry run');
    await expect(page.getByTestId('upload-result').getByRole('alert').first()).toBeVisible();
    await expect(apply).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    // A file with problems: the table of what to correct (long cells among them) scrolls inside its own region,
    // never the page.
    const unbroken = `${'x'.repeat(90)}@harbor-point.example`;
    const faulty = await workbookOf([
      validRow(first + 2, { fanId: '12AB', contactEmail: unbroken }),
      validRow(first + 3, { status: 'Somewhere between active and pending', contactEmail: unbroken }),
    ]);
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await again
    ).setFiles({
      name: 'a-file-with-problems-and-a-long-name.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: faulty,
    });
    await page.locator('form').getByRole('button', { name: 'Upload' }).click();
    const issues = page.getByRole('region', { name: fanUploadText.issuesCaption });
    await expect(issues).toBeVisible();
    await expect(issues.locator('tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });
});
