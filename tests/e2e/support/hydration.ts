import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over an element the server rendered (React has hydrated it), so a click
 * on it is handled by the app rather than followed as a plain link.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the page’s scripts take over the element',
      // a busy machine loads and hydrates a page slowly; what matters is that it happens
      timeout: 20_000,
    })
    .toBe(true);
}
