import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { corpus, largeWorkbook, validRow, workbookOf } from '../../../fixtures/uploads/corpus.ts';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.9, §4–§8 the fan automation form: an edit_fanUpload employee downloads the template, fills it, checks it
 * with a dry run, uploads it, and the Signature profile tool shows the new FANs; a file the rules refuse explains
 * itself; employees without the role are refused.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SUBHEADING = 'Select a file to upload. It should be in .xlsx format and should not exceed 10 mb.';
const NOT_AUTHORIZED = 'Your account is not authorized to upload file.';

async function signIn(page: Page, username: string, start = '/admin/') {
  await page.goto(start);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page as 002 §2.9 names its parts. */
function form(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Fan Automation Form' }),
    choose: page.getByRole('button', { name: 'Choose a file' }),
    input: page.locator('input[type="file"]'),
    remove: page.getByRole('button', { name: /^Remove / }),
    submit: page.locator('form').getByRole('button', { name: /^(Upload|Uploading\.\.\.|Done)$/ }),
    dryRun: page.getByRole('checkbox', { name: /dry run/ }),
    result: page.getByTestId('upload-result'),
    progress: page.getByRole('progressbar', { name: 'Upload progress' }),
  };
}

/** Chooses a file the way a user does: 'Choose a file' opens the browser's file chooser. */
async function chooseFile(
  page: Page,
  file:
    { name: string; buffer: Buffer; mimeType?: string } | Array<{ name: string; buffer: Buffer; mimeType?: string }>,
) {
  const chooser = page.waitForEvent('filechooser');
  await form(page).choose.click();
  const files = (Array.isArray(file) ? file : [file]).map((f) => ({ mimeType: XLSX, ...f }));
  await (await chooser).setFiles(files);
}

/** The template from the page's link, filled with `rows` (values by the template's header names) under its header. */
async function fillTemplate(template: Buffer, rows: Array<Record<string, ExcelJS.CellValue>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('FANs')!;
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => String(v ?? ''));
  sheet.spliceRows(2, 1);
  rows.forEach((values, i) => {
    const row = sheet.getRow(2 + i);
    for (const [header, value] of Object.entries(values)) {
      const column = headers.indexOf(header);
      if (column < 1) throw new Error(`the template has no column '${header}'`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const NEW_FANS = [
  {
    'FAN ID': '30000001',
    Status: 'Active',
    'FAN name': 'Bluewater Cartography Ltd',
    'FAN friendly name': 'Bluewater Perks',
    'Web status': 'ON',
    'Contract type': 'Corporate Responsibility User',
    'Agreement type': 'Standard',
    'Liability type': 'CRU',
    'Affinity tags': 'TECH',
    'Contact name': 'Imani Castellanos',
    'Contact email': 'imani.castellanos@bluewater.example',
    'Work phone': '214.555.0163',
    'Waive activation fees': true,
    'Waive upgrade fees': false,
    'Service discount': 15,
    'Service discount type': 'PERCENT',
    'Accessory discount': 12.5,
    'Accessory discount type': 'DOLLAR',
  },
  {
    'FAN ID': '03000002',
    Status: 'Pending',
    'FAN name': 'Orchard Lane Credit Union',
    'FAN friendly name': 'Orchard Lane Members',
    'Web status': 'OFF',
    'Contact email': 'benefits@orchard-lane.example',
  },
];

async function searchFan(page: Page, fanId: string): Promise<Locator> {
  const field = page.getByLabel('Search by FAN ID');
  await field.fill(fanId);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  return page.getByRole('region', { name: 'FAN information' });
}

async function signInElsewhere(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

test.describe('fan automation form', () => {
  // Several uploads and accessibility checks per journey, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('an uploader fills the template, dry-runs it, uploads it, and a reader finds the new FAN in the tool', async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page);
    await signIn(page, 'uploader', '/admin/fan-upload');
    const f = form(page);
    await expect(page).toHaveURL(/\/admin\/fan-upload$/);
    await expect(f.heading).toBeVisible();
    await expect(page.getByText(SUBHEADING, { exact: true })).toBeVisible();
    await expect(f.choose).toBeVisible();
    await expect(f.choose).toBeEnabled();
    await expect(f.submit).toHaveText('Upload');
    await expect(f.submit).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Fan upload' })).toBeVisible();
    await expectAccessible(page);

    // The template: the expected columns and one example row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download the template workbook/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fan-upload-template.xlsx');
    const template = await readFile((await download.path())!);
    const file = await fillTemplate(template, NEW_FANS);

    await chooseFile(page, { name: 'new-fans.xlsx', buffer: file });
    await expect(page.getByText(/new-fans\.xlsx \(\d+ KB\)/)).toBeVisible();
    await expect(f.remove).toBeVisible();
    await expect(f.submit).toBeEnabled();
    await expectAccessible(page);

    // A dry run: the would-be changes, nothing applied.
    await f.dryRun.check();
    await f.submit.click();
    await expect(f.result.getByRole('alert')).toHaveText(
      'Dry run: nothing was changed. 2 FANs would be created, 0 updated, 0 unchanged.',
    );
    const changes = f.result.getByRole('table', { name: 'What the upload would change' });
    await expect(changes.getByRole('row')).toHaveCount(3);
    await expect(changes.getByRole('row').nth(1)).toContainText('30000001');
    await expect(changes.getByRole('row').nth(1)).toContainText('Create');
    await expect(changes.getByRole('row').nth(2)).toContainText('03000002');
    await expect(f.submit).toHaveText('Done');
    await expectAccessible(page);

    // Nothing changed yet: the FAN is not in the tool.
    const reader = await signInElsewhere(browser, 'reader');
    await reader.getByLabel('Search by FAN ID').fill('30000001');
    await reader.getByLabel('Search by FAN ID').press('Enter');
    await expect(reader.getByText('FAN ID not found.')).toBeVisible();

    // Now for real.
    await f.dryRun.uncheck();
    await expect(f.submit).toHaveText('Upload');
    await f.submit.click();
    await expect(f.result).toContainText('Your file was uploaded. 2 FANs created, 0 updated, 0 unchanged.');
    await expect(f.submit).toHaveText('Done');
    await expect(f.submit).toBeDisabled();
    // 002 §4: after a successful upload the remove control is hidden.
    await expect(f.remove).toHaveCount(0);
    await expectAccessible(page);

    // The same FANs again with one change: one updated, one unchanged.
    const changed = await fillTemplate(template, [
      { ...NEW_FANS[0], 'FAN friendly name': 'Bluewater Crew Perks' },
      NEW_FANS[1]!,
    ]);
    await chooseFile(page, { name: 'new-fans-2.xlsx', buffer: changed });
    await expect(f.submit).toHaveText('Upload');
    await f.submit.click();
    await expect(f.result).toContainText('Your file was uploaded. 0 FANs created, 1 updated, 1 unchanged.');

    // The Signature profile tool shows the new data.
    await reader.reload();
    const card = await searchFan(reader, '30000001');
    await expect(card.getByText('Bluewater Cartography Ltd')).toBeVisible();
    await expect(card.getByText('Bluewater Crew Perks')).toBeVisible();
    await expectAccessible(reader);
    await reader
      .getByRole('link', { name: 'New search' })
      .or(reader.getByRole('button', { name: 'New search' }))
      .first()
      .click();
    const second = await searchFan(reader, '03000002');
    await expect(second.getByText('Orchard Lane Credit Union')).toBeVisible();
    await expect(second.getByText('Pending').first()).toBeVisible();
    await reader.context().close();
    expect(errors).toEqual([]);
  });

  test('a determinate progress bar shows how far the file has travelled', async ({ page }) => {
    test.slow(); // a slowed upload of 3,000 rows, then their dry run
    await signIn(page, 'uploader', '/admin/fan-automation-form');
    const f = form(page);
    await expect(f.heading).toBeVisible();
    const file = await largeWorkbook(3_000, (i) => validRow(40_000 + i));
    await chooseFile(page, { name: 'progress-fans.xlsx', buffer: file });
    await f.dryRun.check();

    // Slow the upload down (Chromium's network emulation) so the bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: Math.round(file.length / 10),
    });
    await f.submit.click();
    await expect(f.submit).toHaveText('Uploading...');
    await expect(f.submit).toBeDisabled();
    await expect(f.progress).toBeVisible();
    await expect(f.progress).toHaveAttribute('aria-valuemin', '0');
    await expect(f.progress).toHaveAttribute('aria-valuemax', '100');
    await expect
      .poll(async () => Number(await f.progress.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // read together: the bar moves on while the file travels
    const { now, spoken } = await f.progress.evaluate((bar) => ({
      now: Number(bar.getAttribute('aria-valuenow')),
      spoken: bar.getAttribute('aria-valuetext'),
    }));
    expect(now).toBeLessThan(100);
    expect(spoken).toBe(`${now}%`);
    await expect(page.getByText(new RegExp(`^Uploading\\.\\.\\. \\d+%$`))).toBeVisible();
    await expectAccessible(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect(f.result).toContainText(
      'Dry run: nothing was changed. 3000 FANs would be created, 0 updated, 0 unchanged.',
      { timeout: 60_000 },
    );
    await expect(f.progress).toHaveCount(0);
    await expectAccessible(page);
  });

  test('files the rules refuse: each 002 §5 message, and the rows that fail by row and column', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'uploader', '/admin/fan-upload');
    const f = form(page);
    await expect(f.heading).toBeVisible();
    const good = await workbookOf([validRow(501)]);
    const fileError = page.locator('#fan-upload-file-error');

    // Refused in the browser, before anything is sent (002 §5).
    const cases: Array<[string, Parameters<typeof chooseFile>[1]]> = [
      [
        'Files can be XLSX. Check your document and try again.',
        { name: 'fans.csv', buffer: Buffer.from('FAN ID\n00012345\n'), mimeType: 'text/csv' },
      ],
      [
        'File size should be less than 10MB. Check your document and try again.',
        { name: 'big-fans.xlsx', buffer: corpus.tooLarge() },
      ],
      [
        'Hmm\u2026your file doesn\u2019t meet minimum size requirements. Try again.',
        { name: 'empty-fans.xlsx', buffer: corpus.empty() },
      ],
      [
        'File name needs to be at least 3 characters. Rename the document and try again.',
        { name: 'ab.xlsx', buffer: good },
      ],
      [
        'Select 1 docs and try again.',
        [
          { name: 'one-fans.xlsx', buffer: good },
          { name: 'two-fans.xlsx', buffer: good },
        ],
      ],
    ];
    for (const [message, file] of cases) {
      await chooseFile(page, file);
      await expect(fileError).toHaveText(message);
      await expect(f.choose).toHaveAccessibleDescription(message);
      await expect(f.submit).toHaveText('Upload');
      await expect(f.submit).toBeDisabled();
      await expectAccessible(page);
    }

    // Refused by the gateway, which reads the content, not the name: back to 'Upload' with the message.
    await chooseFile(page, { name: 'renamed-fans.xlsx', buffer: corpus.textRenamed() });
    await expect(fileError).toHaveCount(0);
    await f.submit.click();
    await expect(f.result.getByRole('alert')).toHaveText('Files can be XLSX. Check your document and try again.');
    await expect(f.submit).toHaveText('Upload');
    await expect(f.submit).toBeEnabled();
    await expectAccessible(page);

    await chooseFile(page, { name: 'damaged-fans.xlsx', buffer: corpus.corrupt() });
    await f.submit.click();
    await expect(f.result.getByRole('alert')).toHaveText(
      'Oops, something went wrong. Check your document and try again',
    );
    await expect(f.submit).toHaveText('Upload');

    // Rows that fail: nothing applied, each problem by row, column and cell.
    const bad = await workbookOf([
      validRow(502),
      validRow(503, { fanId: '2000503' }),
      validRow(504, { status: 'Archived', contactEmail: 'not-an-email' }),
      validRow(505, { fanId: '20000502' }),
    ]);
    await chooseFile(page, { name: 'bad-rows.xlsx', buffer: bad });
    await f.submit.click();
    await expect(f.result.getByRole('alert')).toHaveText(
      'Nothing was uploaded: 4 problems in 3 rows. Correct the rows below and upload the file again.',
    );
    const table = f.result.getByRole('table', { name: 'Rows that need a correction' });
    await expect(table.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Cell', 'Problem']);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toHaveText(
      ['3', 'FAN ID', 'A3', 'FAN ID must be 8 digits, for example 00012345.'].join(''),
    );
    await expect(rows.nth(2)).toHaveText(
      ['4', 'Status', 'B4', 'Status must be Active, Pending, Expired or Inactive.'].join(''),
    );
    await expect(rows.nth(3)).toHaveText(
      ['4', 'Contact email', 'K4', 'Enter a valid email address, for example name@example.com.'].join(''),
    );
    await expect(rows.nth(4)).toHaveText(
      ['5', 'FAN ID', 'A5', 'FAN ID 20000502 already appears in row 2; each FAN may appear once.'].join(''),
    );
    await expect(f.submit).toHaveText('Upload');
    await expect(f.remove).toBeVisible();
    await expectAccessible(page);

    // The template sent back as it came, example row and all, is caught too.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download the template workbook/ }).click();
    const template = await readFile((await (await downloading).path())!);
    await chooseFile(page, { name: 'fan-upload-template.xlsx', buffer: template });
    await f.submit.click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText("This is the template's example row.");
    await expect(f.submit).toHaveText('Upload');
    expect(errors).toEqual([]);
  });

  test("'Loading, please wait' while the user is checked; a session that ended sends the uploader to sign in and back", async ({
    page,
  }) => {
    // Slow the authorization call down (it still reaches the gateway) so the overlay can be seen.
    await page.route('**/user/verify?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signIn(page, 'uploader', '/admin/fan-automation-form');
    const f = form(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText('Loading, please wait')).toHaveCount(0, { timeout: 15_000 });
    await expect(f.choose).toBeEnabled();
    await page.unroute('**/user/verify?*');

    await chooseFile(page, { name: 'late-fans.xlsx', buffer: await workbookOf([validRow(701)]) });
    // The session ends elsewhere (signed out in another tab) before the file is sent.
    const me = await (await page.request.get('/auth/me')).json();
    expect(
      (await page.request.post('/auth/logout', { headers: { 'x-csrf-token': me.csrfToken } })).status(),
    ).toBeLessThan(300);
    // The upload's answer is read where it passes (a response event can be lost when the page leaves at once).
    let uploadStatus = 0;
    await page.route('**/uploadfandetails*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      uploadStatus = response.status();
      await route.fulfill({ response });
    });
    await f.submit.click();
    await expect.poll(() => uploadStatus).toBe(401);
    // The spinner shown while this redirect is pending is the upload reducer's loginRedirect state (its unit test).
    await expect(page).toHaveURL(/\/admin\/login\?target_url=%2Fadmin%2Ffan-automation-form$/);
    await expect(page.getByText('Loading, please wait')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('User ID').fill('uploader');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/fan-automation-form$/);
    await expect(f.heading).toBeVisible();
    await expect(f.choose).toBeEnabled();
  });

  for (const username of ['reader', 'nobody']) {
    test(`${username} is refused: '${NOT_AUTHORIZED}' and the controls stay disabled`, async ({ page }) => {
      await signIn(page, username, '/admin/fan-upload');
      const f = form(page);
      await expect(f.heading).toBeVisible();
      await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
      await expect(f.choose).toBeDisabled();
      await expect(f.input).toBeDisabled();
      await expect(f.submit).toBeDisabled();
      await expect(f.dryRun).toBeDisabled();
      await expect(page.getByRole('link', { name: /Download the template workbook/ })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Fan upload' })).toHaveCount(0);
      await expectAccessible(page);

      // The gateway refuses the call itself, whatever the page shows.
      const me = await (await page.request.get('/auth/me')).json();
      const res = await page.request.post('/msapi/fanprofile/v1/uploadfandetails', {
        headers: { 'x-csrf-token': me.csrfToken },
        multipart: { file: { name: 'fans.xlsx', mimeType: XLSX, buffer: await workbookOf([validRow(601)]) } },
      });
      expect(res.status()).toBe(403);
      expect((await page.request.get('/msapi/fanprofile/v1/uploadfandetails/template')).status()).toBe(403);
    });
  }
});
