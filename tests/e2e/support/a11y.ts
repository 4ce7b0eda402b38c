import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility findings on the page as it stands, once its transitions have ended (a button
 * caught halfway through fading to its enabled colour is not what the user reads).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page and its same-origin frames (the product has no other kind) and skips the blank
  // page the default mode opens to put the frames' results together: the same findings, in less than half the time.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * The page's outline, as a screen-reader user moves through it by headings: one h1, and no level skipped on the way
 * down (axe's own checks, which are best practice rather than WCAG, so expectAccessible leaves them out).
 */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withRules(['page-has-heading-one', 'heading-order'])
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const FIXTURE_PASSWORD = 'Signature-2026!';

/** Collects errors the page logs or throws, so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A 401 or 404 the app expects shows as 'Failed to load resource'; anything else (a CSP refusal, a crash) counts.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}
