import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { englishStrings, spanishPagePaths, type EnglishString } from '../support/english-strings.ts';
import { openPage, signInAs } from '../support/site-crawl.ts';

/**
 * Every Spanish page, signed out and (for the flows) signed in, with its validation and form-level messages shown,
 * holds no English string left from the English documents or the site's English texts. A failure names each
 * string, where it was found and where the English comes from.
 */
const ENGLISH = englishStrings();

/** What a person (or a screen reader) gets from the page: its title, its text, and its labels and alternatives. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
}

async function englishOn(page: Page, where: string, found: string[]): Promise<void> {
  const words = await pageWords(page);
  for (const e of ENGLISH as EnglishString[])
    if (e.pattern.test(words)) found.push(`${where}: "${e.text}" (from ${e.source})`);
}

test.describe('Spanish walk', () => {
  test.setTimeout(600_000);

  test('looks for a real list of English strings', () => {
    const texts = ENGLISH.map((e) => e.text);
    expect(texts.length).toBeGreaterThan(300);
    for (const t of ['Sign in', 'Shop', 'Privacy policy', 'Form is invalid!', 'Enter valid email id', 'Continue'])
      expect(texts).toContain(t);
  });

  test('signed out: every Spanish page and its form messages are in Spanish', async ({ page }) => {
    const found: string[] = [];
    const paths = [...spanishPagePaths(), '/es-us/signin'];
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      await openPage(page, path, true);
      await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
      await englishOn(page, path, found);
      // a generic form sent empty: the error summary, the field messages and the form-level message
      const form = page.getByRole('main').locator('form').first();
      if ((await form.count()) > 0 && (await form.locator('button[type="submit"]').count()) > 0) {
        await form.locator('button[type="submit"]').last().click();
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
        await englishOn(page, `${path} (sent empty)`, found);
        await expectAccessible(page);
      }
    }
    // a refused sign-in: the gateway's error, in the page's language
    await openPage(page, '/es-us/signin', true);
    await page.getByLabel('ID de usuario').fill('no-such-customer');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await englishOn(page, '/es-us/signin (refused)', found);
    expect(found).toEqual([]);
  });

  test('signed in: the self-service flows and their messages are in Spanish', async ({ page }) => {
    await signInAs(page, 'customer1');
    const found: string[] = [];
    for (const path of ['/es-us/self-service/waiver', '-resume', '-suspend', '-cancel'].map((p) =>
      p.startsWith('/') ? p : `/es-us/self-service/waiver${p}`,
    )) {
      await openPage(page, path, true);
      await expect(page.getByRole('banner')).toContainText('Sesión iniciada como');
      const first = page.getByRole('main').getByRole('checkbox').first();
      await expect(first).toBeVisible();
      await englishOn(page, path, found);
      // ticked and unticked again: the selection message (000 §5)
      await first.check();
      await first.uncheck();
      await englishOn(page, `${path} (nothing chosen)`, found);
    }
    for (const path of ['/es-us/self-service/military-cancel', '/es-us/self-service/military-restore']) {
      await openPage(page, path, true);
      const next = page.getByRole('main').getByRole('button', { name: 'Continuar' }).first();
      await expect(next).toBeVisible();
      await englishOn(page, path, found);
      await next.click();
      await expect(
        page.getByRole('main').getByText('Selecciona al menos una línea para continuar.').first(),
      ).toBeVisible();
      await englishOn(page, `${path} (no line chosen)`, found);
      await expectAccessible(page);
    }
    expect(found).toEqual([]);
  });
});
