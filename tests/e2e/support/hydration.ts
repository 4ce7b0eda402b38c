import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over an element the server rendered (React has hydrated it), so a click
 * on it is handled by the app rather than followed as a plain link.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the page’s scripts take over the element',
    })
    .toBe(true);
}
