import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';

/**
 * 001 document upload and result screens, as a returning customer opening the hub from their e-mail link
 * (/offers/discount-program?verificationId=…#teacher) on the embedded gateway's fixture verifications
 * (fixtures/README.md): VRF-1002 waits for a document, VRF-1007 had two documents rejected (one review left),
 * VRF-1008 used up its reviews. The file rules answer in the browser; the gateway judges the content. Every screen
 * is checked with axe. The journeys run in order: an accepted upload moves its verification to pending.
 */

// a 1×1 grey PNG (signature, IHDR, IDAT, IEND)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });

async function openUpload(page: Page, verificationId: string, prefix = '') {
  await page.goto(`${prefix}/offers/discount-program?verificationId=${verificationId}#teacher`);
  await expect(page.getByTestId('document-upload')).toBeVisible();
}

test('a returning customer meets the file rules, a disguised file is refused, and a real upload goes to review', async ({
  page,
}) => {
  // many screens, each checked with axe
  test.slow();
  const errors = watchConsole(page);
  await openUpload(page, 'VRF-1002');
  await expect(page.getByRole('heading', { name: 'Welcome back: upload your proof of eligibility' })).toBeVisible();
  // a returning customer has no upload-later choice
  await expect(page.getByRole('tab', { name: 'Upload later' })).toHaveCount(0);
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await expectAccessible(page);

  const browse = page.getByLabel('Choose files');
  await browse.setInputFiles(png('ab.png'));
  await expect(page.getByTestId('file-rule-error')).toHaveText(
    'File name needs to be at least 3 characters. Rename the document and try again.',
  );
  await expect(upload).toBeDisabled();
  await expectAccessible(page);

  await browse.setInputFiles([png('first.png'), png('second.png'), png('third.png'), png('fourth.png')]);
  await expect(page.getByTestId('file-rule-error')).toHaveText('Select 3 docs or less and try again.');
  await expect(page.getByText('fourth.png')).toHaveCount(0);
  for (const name of ['first.png', 'second.png', 'third.png']) {
    await page.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await expect(upload).toBeDisabled();

  // HTML dressed as a PNG passes the browser's rules; the gateway reads the bytes
  await browse.setInputFiles(png('id-card.png', Buffer.from('<!DOCTYPE html><html><body>ID card</body></html>')));
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByTestId('upload-refusal')).toHaveText(
    'Files can be JPG, PNG, JPEG, GIF, BMP, or PDF. Check your document and try again.',
  );
  await expect(page.getByTestId('document-upload')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove id-card.png' }).click();
  await browse.setInputFiles(png('id-card.png'));
  await upload.click();
  const heading = page.getByRole('heading', { name: 'We’re reviewing your documents' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('Verification result: Pending')).toBeVisible();
  await expectAccessible(page);

  // the verification now waits for review: coming back shows the pending result
  await page.goto('/offers/discount-program?verificationId=VRF-1002#teacher');
  await expect(page.getByRole('heading', { name: 'We’re reviewing your documents' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a returning customer whose document was rejected sees why, and that one attempt is left', async ({ page }) => {
  await openUpload(page, 'VRF-1007');
  await expect(page.getByRole('heading', { name: 'Let’s try your upload again' })).toBeVisible();
  const alert = page.getByTestId('rejection-alert');
  await expect(alert).toContainText('This document has expired. Submit a current document.');
  await expect(alert).toContainText('Your last name is missing from the document or doesn’t match your application.');
  // the earlier rejection is not repeated
  await expect(alert).not.toContainText('couldn’t read');
  await expect(page.getByText('This is your last upload attempt.')).toBeVisible();
  await expect(page.getByTestId('upload-expiry')).toContainText('14 days left');
  await expectAccessible(page);
});

test('en español: the rejection, a rule’s message and the upload, in Spanish', async ({ page }) => {
  await openUpload(page, 'VRF-1007', '/es-us');
  await expect(page.getByRole('heading', { name: 'Intentemos cargar tu documento de nuevo' })).toBeVisible();
  await expect(page.getByTestId('rejection-alert')).toContainText(
    'Este documento está vencido. Envía un documento vigente.',
  );
  await expect(page.getByText('Este es tu último intento de carga.')).toBeVisible();
  const browse = page.getByLabel('Elegir archivos');
  await browse.setInputFiles(png('carta|escuela.png'));
  await expect(page.getByTestId('file-rule-error')).toContainText(
    'El nombre de tu archivo contiene un carácter especial',
  );
  await expectAccessible(page);
  await browse.setInputFiles(png('carta-escuela.png'));
  await page.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Estamos revisando tus documentos' })).toBeVisible();
  await expect(page.getByText('Resultado de la verificación: Pendiente')).toBeVisible();
  await expectAccessible(page);
});

test('a customer who used up the document reviews gets the rejection screen at once, with Exit to shop', async ({
  page,
}) => {
  // three documents rejected, DOC_REVIEW_LIMIT (3) reached: the link opens the rejection, not an upload refused after
  for (const [prefix, heading, copy] of [
    ['', 'Too many attempts', 'You’ve exceeded the number of verification attempts for this program.'],
    ['/es-us', 'Demasiados intentos', 'Superaste el número de intentos de verificación para este programa.'],
  ] as const) {
    await page.goto(`${prefix}/offers/discount-program?verificationId=VRF-1008#teacher`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(copy)).toBeVisible();
    await expect(page.getByTestId('document-upload')).toHaveCount(0);
    await expect(page.getByRole('link', { name: prefix ? 'Salir' : 'Exit' })).toHaveAttribute(
      'href',
      `${prefix}/buy/phones`,
    );
    await expectAccessible(page);
  }
});

test('after an upload for the age segment, the wireless intent leads where the customer chose', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/offers/discount-program?verificationId=VRF-1010#aarp');
  await expect(page.getByTestId('document-upload')).toBeVisible();
  await page.getByLabel('Choose files').setInputFiles(png('aarp-card.png'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const intent = page.getByRole('dialog', { name: 'What would you like to do next?' });
  await expect(intent).toBeVisible();
  await expectAccessible(page);
  await intent.getByRole('radio', { name: 'Shop home internet' }).check();
  await intent.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy\/postpaid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Postpaid plans' })).toBeVisible();
  expect(errors).toEqual([]);
});
