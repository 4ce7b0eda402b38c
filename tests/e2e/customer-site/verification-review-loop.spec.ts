import { expect, test, type Browser, type Page } from '@playwright/test';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';
import { generatedPerson } from '../support/eligibility.ts';

/**
 * 001 verification, the loop a document closes: a customer waiting for a document uploads one on the hub, a
 * reviewer in the console rejects it with a reason, the customer comes back by their link, reads the reason in words
 * they can act on and uploads again, the reviewer approves, and the customer's link then shows the approval. Two
 * browsers, as two people would: the customer's site and the employee's console.
 */

// a 1×1 grey PNG (signature, IHDR, IDAT, IEND)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/** The customer opens their link afresh (the same address with a hash would otherwise not load the page again). */
async function openLink(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
}

const WORDS = {
  en: {
    browse: 'Choose files',
    upload: 'Upload',
    pending: 'We’re reviewing your documents',
    result: 'Verification result: Pending',
  },
  es: {
    browse: 'Elegir archivos',
    upload: 'Cargar',
    pending: 'Estamos revisando tus documentos',
    result: 'Resultado de la verificación: Pendiente',
  },
};

async function uploadAsCustomer(page: Page, link: string, fileName: string, words = WORDS.en) {
  await openLink(page, link);
  await expect(page.getByTestId('document-upload')).toBeVisible();
  await page.getByLabel(words.browse).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: words.upload, exact: true }).click();
  await expect(page.getByRole('heading', { name: words.pending })).toBeFocused();
  await expect(page.getByText(words.result)).toBeVisible();
}

/** The reviewer opens the applicant's review in the console and decides: approve, or reject with one reason. */
async function review(browser: Browser, name: string, document: string, decision: { reject: string } | 'approve') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByLabel('User ID').fill('reviewer');
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Review of ${name}` })).toBeFocused();
  await expect(page.getByRole('img', { name: `Document ${document}` })).toBeVisible();
  if (decision === 'approve') {
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`The documents of ${name} were approved.`)).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${decision.reject} `) }).check();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`The documents of ${name} were rejected with 1 reason.`)).toBeVisible();
  }
  await context.close();
}

test('a document is rejected with a reason the customer can act on (read in Spanish), uploaded again and approved', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // two people, two apps, each screen checked
  const errors = watchConsole(page);
  // a teacher no other journey uses
  const person = await generatedPerson('teacher', 4);
  const name = `${person.firstName} ${person.lastName}`;
  // the verify form's answer for someone the records know at another ZIP: a document is needed
  const verified = await request.post(enrollmentPaths.verification(), {
    headers: { origin: baseURL! },
    data: {
      segment: 'teacher',
      itemAttributes: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `loop.${Date.now()}@mail.example`,
        postalCode: person.postalCode === '99950' ? '99951' : '99950',
        orgName: person.affiliation,
      },
    },
  });
  const { verificationId, status } = (await verified.json()) as { verificationId: string; status: string };
  expect(status).toBe('docUpload');
  const link = `/offers/discount-program?verificationId=${verificationId}#teacher`;

  await uploadAsCustomer(page, link, 'id-card-front.png');
  await review(browser, name, 'id-card-front.png', { reject: 'DOCUMENT_UNREADABLE' });

  // back by the link, this time in Spanish: the reason in plain words before choosing a file, and the attempts left
  const spanishLink = `/es-us${link}`;
  await openLink(page, spanishLink);
  await expect(page.getByTestId('rejection-alert')).toContainText(
    'No pudimos leer tu documento. Envía una foto o un escaneo más claro.',
  );
  await expect(page.getByTestId('upload-attempts')).toContainText('Te quedan 2 intentos de carga.');
  await expectAccessible(page);
  await uploadAsCustomer(page, spanishLink, 'id-card-clearer.png', WORDS.es);

  // the reviewer finds the new upload beside the rejected one
  await review(browser, name, 'id-card-clearer.png', 'approve');
  await openLink(page, spanishLink);
  await expect(page.getByRole('heading', { name: 'Te aprobamos' })).toBeVisible();
  await expect(page.getByText('Resultado de la verificación: Aprobado')).toBeVisible();
  await expectAccessible(page);
  await openLink(page, link);
  await expect(page.getByRole('heading', { name: 'You’re approved' })).toBeVisible();
  await expect(page.getByText('Verification result: Approved')).toBeVisible();
  expect(errors).toEqual([]);
});
