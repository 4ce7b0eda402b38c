import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/** The API calls a page makes (path and query), and any console message about hydration. */
function watchPage(page: Page) {
  const calls: string[] = [];
  const hydration: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(content|auth)\//.test(url.pathname)) calls.push(url.pathname + url.search);
  });
  page.on('console', (m) => {
    if (/hydrat|did not match|server rendered/i.test(m.text())) hydration.push(m.text());
  });
  return { calls, hydration, errors: watchConsole(page) };
}

test.describe('server-rendered customer pages', () => {
  test('the home page arrives rendered, hydrates without asking again, and navigates in the app', async ({ page }) => {
    const watch = watchPage(page);
    const response = await page.goto('/');
    const html = await response!.text();
    // The first byte already carries the page: its heading, its language and its data for hydration.
    expect(html).toMatch(/<html lang="en-us">/);
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toMatch(/<script type="application\/json" id="initial-data">/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(watch.calls).toEqual([]);

    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    // The language link moves through the router (the app is live): the Spanish document is fetched, no reload.
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es-us\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-us');
    await expect.poll(() => watch.calls).toContain('/content/pages?path=%2Fes-us%2F');
    // the head follows the page: its canonical address and alternates are the Spanish page's, on the same origin
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es-us/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-us"]')).toHaveAttribute('href', `${origin}/`);
    await expectAccessible(page);
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
  });

  test('a form page hydrates with its form already there, and the form works', async ({ page }) => {
    const watch = watchPage(page);
    const response = await page.goto('/contact-us');
    const html = await response!.text();
    expect(html).toMatch(/<form[\s>]/);
    expect(html).toMatch(/<script type="application\/json" id="page-chunks">[^<]*GenericForm-[^"]+\.js"/);
    // The server renders as the browser's production build does: the same style names (no development labels), so
    // hydration finds every style already sent and keeps the elements' classes.
    const serverClasses = [...html.matchAll(/class="([^"]*\bcss-[a-z0-9]+[^"]*)"/g)].map((m) => m[1]!);
    expect(serverClasses.length).toBeGreaterThan(20);
    expect(serverClasses.filter((c) => /\bcss-[a-z0-9]+-/.test(c))).toEqual([]);
    await page.waitForLoadState('networkidle');
    const intro = page.getByText(/Tell us what you need/);
    expect(serverClasses).toContain(await intro.getAttribute('class'));
    await page.getByRole('button', { name: 'Send message' }).click();
    // Validation runs in the browser: the hydrated form answers the click.
    await expect(page.getByRole('heading', { name: 'There are errors on the form' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /First name/ })).toBeFocused();
    expect(watch.calls.filter((c) => c.startsWith('/content/pages'))).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
  });

  test('the parts that hydrate after the form answer a click the moment the page has loaded', async ({ page }) => {
    const watch = watchPage(page);
    // On load the first pass (frame, forms) is done; the accordion may still be server HTML waiting its turn: a
    // click on it hydrates it at once and is handled, not lost.
    await page.goto('/support', { waitUntil: 'load' });
    const question = page.getByRole('button', { name: 'Can I get help in Spanish?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('our phone team can help you in Spanish too')).toBeVisible();
    // a section link in the header is handled by the app's router, not a page load
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Self-service' }).click();
    await expect(page).toHaveURL(/\/self-service$/);
    await expect.poll(() => watch.calls).toContain('/content/pages?path=%2Fself-service');
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
  });

  test('a button clicked before the app has started is answered once it has', async ({ page }) => {
    const watch = watchPage(page);
    // The app's scripts are held back until the customer has clicked (a slow phone, a slow network).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/support', { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', { name: 'Can I get help in Spanish?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('our phone team can help you in Spanish too')).toBeVisible();
    // once started, the app answers clicks itself: one click closes it, not two
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
  });

  test('every kind of page hydrates without a mismatch: each component, each form state, sign-in in Spanish', async ({
    page,
  }) => {
    const watch = watchPage(page);
    for (const url of [
      '/content-preview/components',
      '/content-preview/form-states',
      '/55-plus',
      '/authorized-retailer',
      '/self-service/military-cancel',
      '/es-us/signin',
    ]) {
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    }
    expect(
      watch.calls.filter((c) => ['/content/pages', '/content/frame', '/auth/me'].some((p) => c.startsWith(p))),
    ).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
  });

  for (const [url, heading] of [
    ['/no-such-page', /can.t find/i],
    ['/es-us/no-such-page', /no encontramos/i],
  ] as const) {
    test(`an unknown address answers 404 with the not-found page: ${url}`, async ({ page }) => {
      const watch = watchPage(page);
      const response = await page.goto(url);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', url.startsWith('/es-us') ? 'es-us' : 'en-us');
      await expectAccessible(page);
      expect(watch.calls).toEqual([]);
      expect(watch.hydration).toEqual([]);
      // The 404 of the page itself is the only failed load the console may show.
      expect(watch.errors).toEqual([]);
    });
  }

  test('a signed-in customer gets the signed-in header from the server, without asking who is signed in', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('User ID').fill('customer1');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    // Signed in, the site moves on to the home page (fetching its document in the app) before the next load.
    await expect(page).toHaveURL(/:\d+\/$/);
    // the home page's document arrives after the address changes: wait for the page itself, so the watch below sees
    // only what the next load asks for
    await expect(page.getByRole('heading', { name: 'Your wireless service, on your terms' })).toBeVisible();

    const watch = watchPage(page);
    const response = await page.goto('/self-service/waiver');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(await response!.text()).toMatch(/Signed in as/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(watch.calls.filter((c) => c.startsWith('/auth/me') || c.startsWith('/content/pages'))).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.hydration).toEqual([]);
    await expectAccessible(page);
  });
});
