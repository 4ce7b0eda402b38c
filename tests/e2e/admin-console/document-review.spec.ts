import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';
import { generatedPerson, type EligibilityRecord } from '../support/eligibility.ts';

/**
 * 001 document review in the console: a customer's upload waits in the review queue; a reviewer (review_docs)
 * narrows the queue by segment, opens the verification, sees the document in the viewer and rejects it with two
 * §8 reasons, then approves another; the customer's verificationStatus follows each decision. An employee without
 * the role never sees the queue and the gateway refuses them.
 */

const QUEUE = 'Document review queue';
const REASONS = ['DOCUMENT_EXPIRED', 'MISMATCH_PERSON_LAST_NAME'] as const;
/** VRF-1009, the fixture pending review. */
const FIXTURE_APPLICANT = 'Morgan Ashcombe';

/** A PNG of one colour, width × height: signature, IHDR, IDAT, IEND. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [40, 90, 160]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Through the public API, as the verify form and the upload panel send them: a verification, then a PNG for it. */
async function pendingVerification(
  request: APIRequestContext,
  baseURL: string,
  segment: 'teacher' | 'military',
  person: EligibilityRecord,
): Promise<string> {
  const origin = { origin: baseURL };
  const verify = await request.post(enrollmentPaths.verification(), {
    headers: origin,
    data: {
      segment,
      itemAttributes: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `review.${segment}.${Date.now()}@mail.example`,
        postalCode: person.postalCode === '99950' ? '99951' : '99950',
        ...(segment === 'military'
          ? { branchOfService: person.affiliation, subSegment: 'active' }
          : { orgName: person.affiliation }),
      },
    },
  });
  const verified = (await verify.json()) as { verificationId: string; status: string };
  expect(verified.status, JSON.stringify(verified)).toBe('docUpload');
  const upload = await request.post(enrollmentPaths.docUpload(), {
    headers: origin,
    multipart: {
      verificationId: verified.verificationId,
      file: { name: `${segment}-id-card.png`, mimeType: 'image/png', buffer: solidPng(64, 40) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return verified.verificationId;
}

async function customerStatus(request: APIRequestContext, verificationId: string) {
  const res = await request.get(enrollmentPaths.verificationStatus(verificationId));
  expect(res.status()).toBe(200);
  return (await res.json()) as { status: string; docUploadRejectionReasons: string[][] };
}

async function signIn(page: Page, username: string) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The data rows of the queue (the header row left out). */
const rows = (page: Page): Locator => page.locator('table').first().locator('tbody tr');
const rowOf = (page: Page, name: string): Locator => rows(page).filter({ hasText: name });

let teacherId = '';
let soldierId = '';
let raceId = '';
let teacher: EligibilityRecord;
let soldier: EligibilityRecord;
let raced: EligibilityRecord;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  teacher = await generatedPerson('teacher', 0);
  soldier = await generatedPerson('military', 0);
  teacherId = await pendingVerification(request, baseURL!, 'teacher', teacher);
  soldierId = await pendingVerification(request, baseURL!, 'military', soldier);
  raced = await generatedPerson('teacher', 1);
  raceId = await pendingVerification(request, baseURL!, 'teacher', raced);
  expect((await customerStatus(request, teacherId)).status).toBe('pending');
  await request.dispose();
});

test.describe('Document review, as a reviewer', () => {
  test('rejects one upload with two reasons and approves another; the customer sees each decision', async ({
    page,
    request,
  }) => {
    test.slow(); // many steps, each checked for accessibility
    const errors = watchConsole(page);
    const teacherName = `${teacher.firstName} ${teacher.lastName}`;
    const soldierName = `${soldier.firstName} ${soldier.lastName}`;

    // A reviewer with no other tool lands on the queue, and the menu offers only it.
    await signIn(page, 'reviewer');
    await expect(page).toHaveURL(/\/admin\/document-reviews/);
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Document review' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Signature profile tool' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'FANs' })).toHaveCount(0);
    await expect(rowOf(page, teacherName)).toHaveCount(1);
    await expect(rowOf(page, soldierName)).toHaveCount(1);
    await expect(rowOf(page, teacherName)).toContainText('Teachers');
    // the fixture upload waiting in the queue (fixtures/README.md "Verification documents")
    await expect(rowOf(page, FIXTURE_APPLICANT)).toContainText('First responders');
    await expectAccessible(page);

    // Filter by segment: only teachers; by age: nothing has waited a day yet.
    await page.getByRole('combobox', { name: 'Segment' }).click();
    await page.getByRole('option', { name: 'Teachers' }).click();
    await expect(page).toHaveURL(/segment/);
    await expect(rowOf(page, soldierName)).toHaveCount(0);
    await expect(rowOf(page, FIXTURE_APPLICANT)).toHaveCount(0);
    await expect(rowOf(page, teacherName)).toHaveCount(1);
    await expect(rows(page).filter({ hasNotText: 'Teachers' })).toHaveCount(0);
    await page.getByLabel('Waiting at least (hours)').fill('24');
    await expect(page.getByText('No documents are waiting for a review.')).toBeVisible();
    await page.getByLabel('Waiting at least (hours)').fill('');
    await expect(rowOf(page, teacherName)).toHaveCount(1);
    await expectAccessible(page);

    // Open the teacher's review: the applicant, the document in the viewer, no history yet.
    await rowOf(page, teacherName).getByRole('link', { name: teacherName }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/document-reviews/${teacherId}/show$`));
    const heading = page.getByRole('heading', { level: 1, name: `Review of ${teacherName}` });
    await expect(heading).toBeFocused();
    const applicant = page.getByRole('region', { name: 'Applicant' });
    await expect(applicant.getByText(teacherId)).toBeVisible();
    await expect(applicant.getByText(teacher.affiliation)).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents' });
    const image = documents.getByRole('img', { name: 'Document teacher-id-card.png' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([64, 40]);
    await expect(documents.getByText(/teacher-id-card\.png \(PNG, \d+ bytes\), uploaded/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Rejection history' }).getByText('No earlier rejections.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earlier decisions' }).getByText('No decisions yet.')).toBeVisible();
    await expectAccessible(page);

    // Reject: at least one reason is required, then two reasons with the customer's words.
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the documents of ${teacherName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /DOCUMENT_EXPIRED This document has expired/ })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose at least one reason.');
    for (const code of REASONS) await dialog.getByRole('checkbox', { name: new RegExp(`^${code} `) }).check();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`The documents of ${teacherName} were rejected with 2 reasons.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/document-reviews(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toBeFocused();
    await expect(rowOf(page, teacherName)).toHaveCount(0);
    // The queue keeps its filter; all segments again.
    await page.getByRole('combobox', { name: 'Segment' }).click();
    await page.getByRole('option').filter({ hasText: 'All segments' }).click();
    await expect(rowOf(page, soldierName)).toHaveCount(1);

    // The customer's verification asks for a document again, with the reviewer's reasons.
    const rejected = await customerStatus(request, teacherId);
    expect(rejected.status).toBe('docUpload');
    expect(rejected.docUploadRejectionReasons.at(-1)).toEqual([...REASONS]);

    // Approve the soldier's upload.
    // by keyboard this time: each name is a link
    await rowOf(page, soldierName).getByRole('link', { name: soldierName }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Review of ${soldierName}` })).toBeFocused();
    await expect(page.getByRole('img', { name: 'Document military-id-card.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: `Approve the documents of ${soldierName}?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`The documents of ${soldierName} were approved.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toBeVisible();
    await expect(rowOf(page, soldierName)).toHaveCount(0);
    expect((await customerStatus(request, soldierId)).status).toBe('success');

    // A decided verification cannot be decided again: the gateway answers 409.
    const me = (await (await page.request.get('/auth/me')).json()) as { csrfToken: string };
    const again = await page.request.put(`/admin-api/document-reviews/${soldierId}`, {
      headers: { 'x-csrf-token': me.csrfToken, origin: new URL(page.url()).origin },
      data: { decision: 'approve' },
    });
    expect(again.status()).toBe(409);
    expect(errors).toEqual([]);
  });
});

test.describe('Document review, when someone else decides first', () => {
  test('the reviewer is told, nothing changes, and the queue shows again', async ({ page, request }) => {
    const name = `${raced.firstName} ${raced.lastName}`;
    await signIn(page, 'reviewer');
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toBeVisible();
    await page.goto(`/admin/document-reviews/${raceId}/show`);
    await expect(page.getByRole('heading', { level: 1, name: `Review of ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Document teacher-id-card.png' })).toBeVisible();

    // Another reviewer approves it meanwhile.
    const me = (await (await page.request.get('/auth/me')).json()) as { csrfToken: string };
    const other = await page.request.put(`/admin-api/document-reviews/${raceId}`, {
      headers: { 'x-csrf-token': me.csrfToken, origin: new URL(page.url()).origin },
      data: { decision: 'approve' },
    });
    expect(other.status()).toBe(200);

    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the documents of ${name}` });
    await dialog.getByRole('checkbox', { name: /^DOCUMENT_UNREADABLE / }).check();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      page.getByText('Someone else has already decided this verification. It is no longer in the queue.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await expectAccessible(page);
    // the first decision stands
    const status = await customerStatus(request, raceId);
    expect(status.status).toBe('success');
    expect(status.docUploadRejectionReasons).toEqual([]);
  });
});

test.describe('Document review, as an employee without review_docs', () => {
  test('the entry never shows and the gateway refuses the queue and the documents', async ({ page }) => {
    await signIn(page, 'reader');
    await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'FANs' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Document review' })).toHaveCount(0);
    await expectAccessible(page);

    expect((await page.request.get('/admin-api/document-reviews')).status()).toBe(403);
    expect((await page.request.get('/admin-api/document-reviews/VRF-1009')).status()).toBe(403);
    expect((await page.request.get('/admin-api/review-documents/1')).status()).toBe(403);
    const me = (await (await page.request.get('/auth/me')).json()) as { csrfToken: string };
    const decide = await page.request.put(`/admin-api/document-reviews/${teacherId}`, {
      headers: { 'x-csrf-token': me.csrfToken, origin: new URL(page.url()).origin },
      data: { decision: 'approve' },
    });
    expect(decide.status()).toBe(403);

    // Opening the queue's address directly does not show it either.
    await page.goto('/admin/document-reviews');
    await expect(page.getByRole('heading', { level: 1, name: QUEUE })).toHaveCount(0);
  });
});
