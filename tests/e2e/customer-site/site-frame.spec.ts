import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';
import { expectHydrated } from '../support/hydration.ts';

/**
 * The site frame: the header's navigation and the footer, from the frame documents, in English and Spanish, by
 * keyboard, on a phone-sized screen, and without moving the page when the frame arrives.
 */

const LANGUAGES = [
  {
    home: '/',
    nav: 'Main',
    footer: 'Site links',
    sections: ['Shop', 'Self-service', 'Discounts', 'Support'],
    selfService: { name: 'Self-service', path: '/self-service' },
    waiver: '/self-service/waiver',
    legal: ['Privacy policy', 'Terms of use', 'Accessibility'],
    menu: 'Menu',
    otherLanguage: { name: 'Español', path: '/es-us/self-service' },
    heading: 'Manage your services yourself',
  },
  {
    home: '/es-us/',
    nav: 'Principal',
    footer: 'Enlaces del sitio',
    sections: ['Comprar', 'Autoservicio', 'Descuentos', 'Ayuda'],
    selfService: { name: 'Autoservicio', path: '/es-us/self-service' },
    waiver: '/es-us/self-service/waiver',
    legal: ['Política de privacidad', 'Condiciones de uso', 'Accesibilidad'],
    menu: 'Menú',
    otherLanguage: { name: 'English', path: '/self-service' },
    heading: 'Administra tus servicios tú mismo',
  },
] as const;

/** Keyboard only: Tab until the focused element is `target`. */
async function tabUntilFocused(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error('Tab never reached the target');
}

for (const lang of LANGUAGES) {
  test.describe(`site frame (${lang.home})`, () => {
    test('the header names the sections and marks the current one; the keyboard reaches them', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(lang.home);
      const nav = page.getByRole('navigation', { name: lang.nav });
      await expect(nav.getByRole('link')).toHaveText([...lang.sections]);
      await expect(nav.locator('[aria-current]')).toHaveCount(0);
      await expectAccessible(page);

      const section = nav.getByRole('link', { name: lang.selfService.name });
      await tabUntilFocused(page, section);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(lang.selfService.path);
      await expect(page.getByRole('heading', { level: 1, name: lang.heading })).toBeVisible();
      await expect(section).toHaveAttribute('aria-current', 'page');
      // only the current section is underlined
      const underline = (name: string) =>
        nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).borderBottomColor);
      expect(await underline(lang.sections[0])).toBe('rgba(0, 0, 0, 0)');
      expect(await underline(lang.selfService.name)).not.toBe('rgba(0, 0, 0, 0)');

      // a page inside the section keeps the section marked
      await page.goto(lang.waiver);
      await expect(nav.getByRole('link', { name: lang.selfService.name })).toHaveAttribute('aria-current', 'true');
      expect(errors).toEqual([]);
    });

    test('the footer has support, shopping and legal links and the language switch', async ({ page }) => {
      await page.goto(lang.selfService.path);
      const footer = page.getByRole('navigation', { name: lang.footer });
      for (const name of lang.legal) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(4);
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
      await expectAccessible(page);

      const legal = footer.getByRole('link', { name: lang.legal[0], exact: true });
      await legal.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: lang.legal[0] })).toBeVisible();
      await expectAccessible(page);

      await page.goto(lang.selfService.path);
      await footer.getByRole('link', { name: lang.otherLanguage.name }).click();
      await expect(page).toHaveURL(lang.otherLanguage.path);
    });

    test('on a small screen the sections sit behind a menu button that Escape closes', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(lang.home);
      const nav = page.getByRole('navigation', { name: lang.nav });
      const button = nav.getByRole('button', { name: lang.menu });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: lang.sections[0] })).toBeHidden();

      // the menu opens once the page's scripts have taken the button over
      await expectHydrated(button);
      await tabUntilFocused(page, button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link')).toHaveText([...lang.sections]);
      await expectAccessible(page);

      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: lang.sections[0] })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(nav.getByRole('link', { name: lang.sections[0] })).toBeHidden();

      // choosing a page closes the menu
      await page.keyboard.press('Enter');
      await nav.getByRole('link', { name: lang.selfService.name }).click();
      await expect(page).toHaveURL(lang.selfService.path);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('signed in, the header shows the customer’s name and Sign out, in both languages', async ({ page }) => {
  await page.goto('/signin?returnurl=%2Fsupport');
  await page.getByLabel('User ID').fill('customer1');
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/support');
  const header = page.getByRole('banner');
  await expect(header.getByText(/^Signed in as \S/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es-us/support');
  await expect(header.getByText(/^Sesión iniciada como \S/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectAccessible(page);
});

test('the page does not move when the header’s navigation arrives late', async ({ page }) => {
  // The server renders each page with its frame; a frame arrives late only when the browser changes language in the
  // app and has not loaded that language's frame yet. Hold it back then, and watch the main content.
  let release: () => void = () => {};
  let held = Promise.resolve();
  await page.route('**/content/frame?*', async (route) => {
    await held;
    await route.continue();
  });
  for (const width of [1280, 375]) {
    held = new Promise<void>((resolve) => (release = resolve));
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/support');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    // the app changes the language (before the scripts run, the link would load the Spanish page from the server)
    const spanish = page.getByRole('contentinfo').getByRole('link', { name: 'Español' });
    await expectHydrated(spanish);
    await spanish.click();
    await expect(page).toHaveURL('/es-us/support');
    // the Spanish page itself, not the English one still shown while it loads (its page is taller, and scrolled)
    await expect(page.getByRole('heading', { level: 1, name: '¿Cómo podemos ayudarte?' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    const main = page.getByRole('main');
    const before = await main.boundingBox();
    release();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();
    expect((await main.boundingBox())?.y, `at ${width}px`).toBe(before?.y);
  }
});
