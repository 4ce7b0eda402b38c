import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import { englishStrings } from '../support/english-strings.ts';

/**
 * 002 §2.5, §4, §7, §8 the Signature offers page: the signature hero (the fallback for a visitor without a FAN,
 * personalised by the FAN's category once a program link left the FAN cookie), its call-to-order modal, the offer
 * tiles in tabs and carousels, the tray with its legal text, and the partner card by application status; in English
 * and in Spanish. Fixture offers: fixtures/offers.json (page SIGNATURE, and PSC_LEARN in the accordion view).
 */

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEntry[]);

/** The fan landing call leaves the FAN cookie (GNSESS) in this browser, as a program link does. */
async function landAs(page: Page, fanId: string) {
  const response = await page.request.get(`/msapi/fanprofile/v1/fan/landing?fanId=${fanId}`);
  expect(response.status()).toBeLessThan(400);
}

const tileNames = (page: Page) =>
  page
    .getByRole('tabpanel')
    .first()
    .getByTestId('offer-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-offer-id')));

test.describe('Signature offers page', () => {
  test('fallback hero and call to order, tiles by tab, carousel by keyboard, tray with legal text, partner statuses', async ({
    page,
  }) => {
    // one journey through every state of the page: more than the default time on a busy two-core machine
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await page.goto('/signature/offers');

    // no FAN in this browser: the fallback hero, and its call-to-order modal (virtual page /cto/modal)
    const hero = page.getByTestId('signature-hero');
    // the server renders the hero while it looks for a FAN; the browser's answer (no FAN here) is the fallback
    await expect(page.getByTestId('signature-program-panel')).toHaveAttribute('data-state', 'fallback');
    await expect(hero).toHaveAttribute('data-hero', 'fallback');
    await expect(page.getByRole('heading', { level: 1, name: 'Save with the Signature program' })).toBeVisible();
    await page.getByRole('button', { name: 'Call to order' }).click();
    const cto = page.getByRole('dialog', { name: 'Want to place an order?' });
    await expect(cto.getByRole('link', { name: /Call now to order/ })).toHaveAttribute('href', 'tel:+18005550142');
    expect(await dataLayer(page)).toContainEqual({ event: 'virtualPageView', pagePath: '/cto/modal' });
    await page.keyboard.press('Escape');
    await expect(cto).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Call to order' })).toBeFocused();

    // the SIGNATURE tiles: the default tab open, by marketingPriority, accessories excluded, at most 5
    const tiles = page.getByRole('region', { name: 'Signature offers' }).first();
    const section = page.getByTestId('offer-tiles').first();
    await expect(section.getByRole('tab', { name: 'Signature offers' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByTestId('offer-tile')).toHaveCount(5);
    expect(await tileNames(page)).toEqual([
      'citibank',
      'bogo-phone',
      'tradein-800',
      'autopay-10',
      'streaming-included',
    ]);
    await expect(tiles).toBeVisible();

    // the carousel moves with the arrow keys, and says where it is
    const carousel = section.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('data-slides-per-view', '1.2');
    const previous = carousel.getByRole('button', { name: 'Previous offers' });
    await expect(previous).toBeDisabled();
    await carousel.locator('[tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByTestId('carousel-position')).toHaveText('2 of 5');
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByTestId('carousel-position')).toHaveText('1 of 5');
    await expectAccessible(page);

    // the tray: heading, body, and the short legal link that fetches the long legal text
    const citi = section.locator('[data-offer-id="citibank"]');
    await citi.getByRole('button', { name: 'See details' }).click();
    const tray = page.getByRole('dialog', { name: 'Carrier Rewards Card' });
    await expect(tray).toContainText('$200 statement credit');
    await tray.getByRole('button', { name: 'See card terms' }).click();
    await expect(tray.getByTestId('offer-legal')).toContainText('subject to credit approval');
    await expect(tray.getByRole('button', { name: 'See card terms' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await tray.getByRole('button', { name: 'Close' }).click();
    await expect(tray).toHaveCount(0);

    // the other tab, chosen by keyboard
    await section.getByRole('tab', { name: 'Signature offers' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('tab', { name: 'Home internet' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('heading', { name: '$150 reward card with fiber internet' })).toBeVisible();

    // the second panel: the default page's offers in the accordion view (2.2 slides)
    const more = page.getByTestId('offer-tiles').nth(1);
    await expect(more.getByRole('heading', { level: 2, name: 'Offers for you' })).toBeVisible();
    await expect(more.getByRole('tab', { name: 'Plans and more' })).toHaveAttribute('aria-selected', 'true');
    await expect(more.getByRole('region', { name: 'Offers' })).toHaveAttribute('data-slides-per-view', '2.2');

    // the partner card by the issuer's application status
    const partnerAt = async (query: string) => {
      await page.goto(`/signature/offers?${query}`);
      const first = page.getByTestId('offer-tiles').first();
      await expect(first.getByTestId('offer-tile').first()).toBeVisible();
      return first.locator('[data-offer-id="citibank"]');
    };
    for (const status of ['approved', 'accepted']) {
      const card = await partnerAt(`citiApplicationStatus=${status}`);
      await expect(card.getByTestId('partner-status')).toHaveText('Offer applied');
      await expect(card.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    }
    let card = await partnerAt('citiApplicationStatus=pending');
    await expect(card.getByTestId('partner-status')).toHaveText('Offer in-progress');
    await expect(card.getByRole('link', { name: 'Apply now' })).toBeVisible();
    card = await partnerAt('citiApplicationStatus=error');
    await expect(card.getByTestId('partner-status')).toContainText('couldn’t confirm your card application');
    for (const status of ['rejected', 'denied', 'declined']) {
      card = await partnerAt(`citiApplicationStatus=${status}`);
      await expect(card).toHaveCount(0);
    }
    card = await partnerAt('citiApplicationStatus=declined&citiReapply=true');
    await expect(card.getByRole('link', { name: 'Apply now' })).toBeVisible();
    await expectAccessible(page);

    // a FAN from a program link: the hero personalised by its category, its offers, the category after 1 s
    await landAs(page, '00012345');
    await page.goto('/signature/offers');
    await expect(hero).toHaveAttribute('data-fan-category', 'corporate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kestrel Ridge Engineering Corp. employees save more' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your offers' })
        .getByRole('heading', { name: '20% off your monthly wireless service' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'fanCategory'))
      .toEqual([{ event: 'fanCategory', fanCategoryId: 'corporate', pagePath: '/signature/offers' }]);
    // a FAN whose offers cannot be found: the fallback hero
    await landAs(page, '00041649');
    await page.goto('/signature/offers');
    await expect(page.getByTestId('signature-program-panel')).toHaveAttribute('data-state', 'fallback');
    await expect(page.getByRole('heading', { level: 1, name: 'Save with the Signature program' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in Spanish: the hero for an education FAN, Spanish tabs, tray and legal text, from the footer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    await landAs(page, '00011493');
    await page.goto('/es-us/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ofertas Signature' }).click();
    await expect(page).toHaveURL('/es-us/signature/offers');
    await expect(page.getByTestId('signature-hero')).toHaveAttribute('data-fan-category', 'education');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ahorros para el personal de Hollisdale Community College' }),
    ).toBeVisible();
    const section = page.getByTestId('offer-tiles').first();
    await expect(section.getByRole('tab', { name: 'Ofertas Signature' })).toHaveAttribute('aria-selected', 'true');
    await section.locator('[data-offer-id="citibank"]').getByRole('button', { name: 'Ver detalles' }).click();
    const tray = page.getByRole('dialog', { name: 'Tarjeta Carrier Rewards' });
    await tray.getByRole('button', { name: 'Ver términos de la tarjeta' }).click();
    await expect(tray.getByTestId('offer-legal')).toContainText('Términos y condiciones de la oferta.');
    await expectAccessible(page);
    await tray.getByRole('button', { name: 'Cerrar' }).click();
    // nothing of the page in English: its text, the tiles and the carousel's labels
    const shown = await page.evaluate(() =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
      ].join('\n'),
    );
    expect(
      englishStrings()
        .filter((e) => e.pattern.test(shown))
        .map((e) => `${e.text} (${e.source})`),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Llama para ordenar' }).click();
    await expect(page.getByRole('dialog', { name: '¿Quieres hacer un pedido?' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
