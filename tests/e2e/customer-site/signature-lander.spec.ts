import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import { englishStrings } from '../support/english-strings.ts';
import { signIn } from '../support/fan-tools.ts';

/**
 * 002 §2.3, §7, §8 the public side of the Signature program's links: a visitor finds their organization on the
 * business discount lander (search view or list view) and lands on its token link, which greets the FAN; a link
 * that is no longer valid says so, in English and in Spanish. Uses the fixture groups GRP10001 (search view, four
 * FANs shown), GRP10005 (24 shown), GRP10006 (over a hundred shown) and GRP10002 (landing page off).
 */

const GROUP_READ = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/group/details/type/groupid/id/';

interface LanderEntry {
  id: string;
  friendlyName: string;
  token: string;
}

/** The group's entries as the lander reads them (anonymously): each entry's token is its landing link. */
async function landerEntries(request: APIRequestContext, groupId: string): Promise<LanderEntry[]> {
  const response = await request.get(`${GROUP_READ}${groupId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { groupDetails: Array<{ fanDetails: LanderEntry[] }> };
  return body.groupDetails[0]!.fanDetails;
}

/** The landing link's address on this site (the gateway builds it on its public origin, which is this one here). */
function onThisSite(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

function groupReads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(GROUP_READ)) seen.push(r.url());
  });
  return seen;
}

const year = String(new Date().getFullYear());

const ENGLISH = englishStrings();

/** English strings a Spanish page shows: in its text, or in its labels. */
async function englishOnPage(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
  return ENGLISH.filter((e) => e.pattern.test(words)).map((e) => `"${e.text}" (from ${e.source})`);
}

test.describe('business discount lander: search view', () => {
  test('a FAN ID the group shows lands on that FAN’s page, which greets it by its friendly name', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/signature/lander?isList=false&groupId=GRP10001&groupName=Kestrel+Ridge+Partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Partners!' })).toBeVisible();
    await expect(page.getByText(`© ${year} Carrier. Signature discounts`)).toBeVisible();
    const field = page.getByRole('textbox', { name: 'FAN ID' });
    await expect(field).toHaveAttribute('maxlength', '8');
    await expectAccessible(page);

    await field.fill('10000002');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/signature\/landing\?iruToken=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Brightwater Advantage!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add the discount to your account' })).toHaveAttribute(
      'href',
      '/enrollment/signature',
    );
    // no TOKENLANDER offers for this FAN: the greeting and the way in stay, without an offers section
    await expect(page.getByTestId('token-landing')).toHaveAttribute('data-offers', 'none');
    await expect(page.getByRole('region', { name: 'Your offers' })).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a FAN ID the group does not show says so, and the arrow button searches too', async ({ page }) => {
    await page.goto('/signature/lander?groupId=GRP10001&groupName=Kestrel+Ridge+Partners');
    await page.getByRole('textbox', { name: 'FAN ID' }).fill('12345678');
    await page.getByRole('button', { name: 'Find my discount' }).click();
    await expect(page.getByRole('alert')).toHaveText('The FAN ID cannot be found');
    await expect(page).toHaveURL(/\/signature\/lander\?/);
    await expectAccessible(page);

    // a Pending FAN of the group has no landing page either
    await page.getByRole('textbox', { name: 'FAN ID' }).fill('00054321');
    await page.getByRole('textbox', { name: 'FAN ID' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('The FAN ID cannot be found');
    const analytics = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(analytics).toContainEqual(
      expect.objectContaining({ event: 'formEvent', eventAction: 'response', status: 404 }),
    );
  });

  test('a blank FAN ID does nothing', async ({ page }) => {
    await page.goto('/signature/lander?groupId=GRP10001&groupName=Kestrel+Ridge+Partners');
    const reads = groupReads(page);
    await page.getByRole('textbox', { name: 'FAN ID' }).fill('   ');
    await page.getByRole('textbox', { name: 'FAN ID' }).press('Enter');
    await page.getByRole('button', { name: 'Find my discount' }).click();
    await page.waitForTimeout(300);
    expect(reads).toEqual([]);
    await expect(page.getByText('The FAN ID cannot be found')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signature\/lander\?/);
  });

  test('in Spanish: the heading, the field and the not-found message', async ({ page }) => {
    await page.goto('/es-us/signature/lander?groupId=GRP10001&groupName=Socios+de+Kestrel');
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida, Socios de Kestrel!' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Número FAN' }).fill('99999999');
    await page.getByRole('button', { name: 'Buscar mi descuento' }).click();
    await expect(page.getByRole('alert')).toHaveText('No se encuentra el número FAN');
    await expect(page.getByText(`© ${year} Carrier. Los descuentos Signature`)).toBeVisible();
    await expectAccessible(page);
    expect(await englishOnPage(page)).toEqual([]);

    const found = await landerEntries(page.request, 'GRP10001');
    const brightwater = found.find((e) => e.id === '10000002')!;
    await page.getByRole('textbox', { name: 'Número FAN' }).fill(brightwater.id);
    await page.getByRole('textbox', { name: 'Número FAN' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`iruToken=${new URL(brightwater.token).searchParams.get('iruToken')}`));
  });
});

test.describe('business discount lander: list view', () => {
  test('over the threshold: a filter box by the start of a word, and pages of 25', async ({ page }) => {
    const entries = await landerEntries(page.request, 'GRP10006');
    expect(entries.length).toBeGreaterThan(50);
    await page.goto('/signature/lander?isList=true&groupId=GRP10006&groupName=Every+Status+Group');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Every Status Group!' })).toBeVisible();
    const list = page.getByTestId('lander-entries').getByRole('listitem');
    await expect(list).toHaveCount(25);
    await expect(page.getByText(`${entries.length} organizations shown`)).toBeVisible();
    const first = entries[0]!;
    await expect(page.getByRole('link', { name: first.friendlyName, exact: true })).toHaveAttribute(
      'href',
      first.token,
    );
    await expectAccessible(page);

    // pagination past the threshold
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await pages.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('link', { name: entries[25]!.friendlyName, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeFocused();
    const lastPage = Math.ceil(entries.length / 25);
    await pages.getByRole('button', { name: `Go to page ${lastPage}` }).click();
    await expect(list).toHaveCount(entries.length - (lastPage - 1) * 25);

    // the filter: start of any word, any case; the list goes back to its first page
    const filter = page.getByLabel('Filter by name');
    await filter.fill('PERK');
    const perks = entries.filter((e) => /(^|[^\p{L}\p{N}])perk/iu.test(e.friendlyName));
    expect(perks.length).toBeGreaterThan(1);
    await expect(list).toHaveCount(Math.min(perks.length, 25));
    await expect(page.getByText(`${perks.length} organizations shown`)).toBeVisible();
    for (const text of await list.allInnerTexts()) expect(text).toMatch(/\bPerk/);
    await filter.fill('erks');
    await expect(page.getByText('No organization name has a word starting with “erks”.')).toBeVisible();
    await expect(list).toHaveCount(0);
    await expectAccessible(page);
  });

  test('at or under the threshold: every entry, no filter box and no pages; an entry opens its FAN’s page', async ({
    page,
  }) => {
    const entries = await landerEntries(page.request, 'GRP10005');
    expect(entries.length).toBeLessThanOrEqual(25);
    await page.goto('/signature/lander?isList=true&groupId=GRP10005&groupName=Forty+FAN+Group');
    await expect(page.getByTestId('lander-entries').getByRole('listitem')).toHaveCount(entries.length);
    await expect(page.getByLabel('Filter by name')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages of the list' })).toHaveCount(0);
    await page.getByRole('link', { name: entries[0]!.friendlyName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${entries[0]!.friendlyName}!` })).toBeVisible();
  });

  test('a group without a landing page opens the failure modal', async ({ page }) => {
    await page.goto('/signature/lander?isList=true&groupId=GRP10002&groupName=Fort+Galloway');
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We can’t show the list of organizations right now.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('without a groupId the lander shows only the filler and the copyright', async ({ page }) => {
  await page.goto('/signature/lander');
  await expect(page.getByTestId('lander-filler')).toBeAttached();
  await expect(page.getByTestId('lander-copyright')).toContainText(`© ${year} Carrier.`);
  await expect(page.getByRole('textbox', { name: 'FAN ID' })).toHaveCount(0);
  await expect(page.getByTestId('lander-entries')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
  // on screen only the filler: the page's heading is for screen readers
  const heading = page.getByRole('heading', { level: 1, name: 'Business discounts' });
  expect(await heading.evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  await expectAccessible(page);
});

test('in Spanish: the list view with its filter and pages, and the failure modal', async ({ page }) => {
  await page.goto('/es-us/signature/lander?isList=true&groupId=GRP10006&groupName=Grupo+de+prueba');
  await expect(page.getByTestId('lander-entries').getByRole('listitem')).toHaveCount(25);
  await page.getByRole('textbox', { name: 'Filtrar por nombre' }).fill('zzzz');
  await expect(page.getByText('Ningún nombre de organización tiene una palabra que empiece con “zzzz”.')).toBeVisible();
  // no entries shown (their names are the organizations' own): every word left is the page's
  expect(await englishOnPage(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Filtrar por nombre' }).fill('');
  await page
    .getByRole('navigation', { name: 'Páginas de la lista' })
    .getByRole('button', { name: 'Ir a la página 2' })
    .click();
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeFocused();
  await expectAccessible(page);

  await page.goto('/es-us/signature/lander?isList=true&groupId=GRP10002');
  const dialog = page.getByRole('dialog', { name: 'Algo salió mal' });
  await expect(dialog).toBeVisible();
  expect(await englishOnPage(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('both pages arrive rendered by the server (the token stays in the browser) and hydrate without a warning', async ({
  page,
}) => {
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|server rendered/i.test(m.text())) hydration.push(m.text());
  });
  const errors = watchConsole(page);
  const landing = await page.goto('/es-us/signature/landing?iruToken=inventado');
  const landingHtml = await landing!.text();
  expect(landingHtml).toMatch(/<html lang="es-us">/);
  expect(landingHtml).toContain('Abriendo tu enlace…');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeVisible();

  const lander = await page.goto('/signature/lander?isList=false&groupId=GRP10001&groupName=Kestrel+Ridge+Partners');
  expect(await lander!.text()).toContain('Welcome, Kestrel Ridge Partners!');
  await expect(page.getByRole('textbox', { name: 'FAN ID' })).toBeEnabled();
  expect(hydration).toEqual([]);
  expect(errors).toEqual([]);
});

test('the footer leads to the lander', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Business discounts' }).click();
  await expect(page).toHaveURL('/signature/lander');
  await expect(page.getByTestId('lander-copyright')).toBeVisible();
});

test.describe('token landing page', () => {
  test('a FAN’s token link from the gateway greets the FAN and offers the way in', async ({ page }) => {
    const errors = watchConsole(page);
    const kestrel = (await landerEntries(page.request, 'GRP10001')).find((e) => e.id === '00012345')!;
    await page.goto(onThisSite(kestrel.token));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Perks!' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Add the discount to your account' })).toBeVisible();
    // the TOKENLANDER offers of the FAN
    const offers = page.getByRole('region', { name: 'Your offers' });
    await expect(offers.getByRole('heading', { name: '20% off your monthly wireless service' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a group’s token link leads to its lander; a group without a landing page is no longer valid', async ({
    page,
  }) => {
    // the group token links are the Signature profile tool's (an employee's read)
    await signIn(page, 'writer');
    const groupLink = async (groupId: string) => {
      const response = await page.request.get(`${GROUP_READ}${groupId}?isfantools=true`);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { groupDetails: Array<{ tokenLink: string | null }> };
      return body.groupDetails[0]!.tokenLink!;
    };
    const listGroup = await groupLink('GRP10005');
    const offGroup = await groupLink('GRP10002');

    await page.goto(onThisSite(listGroup));
    await expect(page).toHaveURL('/signature/lander?isList=true&groupId=GRP10005');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByTestId('lander-entries').getByRole('listitem').first()).toBeVisible();

    await page.goto(onThisSite(offGroup));
    await expect(page.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible();
  });

  test('a made-up token says the link is no longer valid and what to do', async ({ page }) => {
    await page.goto('/signature/landing?iruToken=not-a-real-token-0000');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByText('Ask your employer or organization for a new link')).toBeVisible();
    const discountProgram = page.getByRole('link', { name: 'Learn about the discount program' });
    await expect(discountProgram).toHaveAttribute('href', '/offers/discount-program');
    await expectAccessible(page);
    await discountProgram.click();
    await expect(page).toHaveURL('/offers/discount-program');
  });

  test('no token at all says the same', async ({ page }) => {
    await page.goto('/signature/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible();
  });

  test('in Spanish: a made-up token', async ({ page }) => {
    await page.goto('/es-us/signature/landing?iruToken=inventado');
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conoce el programa de descuentos' })).toHaveAttribute(
      'href',
      '/es-us/offers/discount-program',
    );
    await expectAccessible(page);
    expect(await englishOnPage(page)).toEqual([]);
  });
});
