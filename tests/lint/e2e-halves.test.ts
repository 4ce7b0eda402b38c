import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../e2e/playwright.config.ts';

/**
 * The browser journeys run in two halves, each listing its spec files: a new spec that no half lists would never
 * run, and one that both list would run twice against two stores.
 */
const e2eDir = path.resolve(import.meta.dirname, '..', 'e2e');

/** A testMatch pattern of the config ('customer-site/enrollment*.spec.ts'): '*' stands for any name characters. */
function matcher(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`(^|/)${body}$`);
}

const specFiles = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

describe('browser journey halves', () => {
  it('finds the spec files', () => {
    expect(specFiles.length).toBeGreaterThan(10);
  });

  it.each(specFiles)('%s runs in exactly one half', (file) => {
    const halves = (config.projects ?? []).filter((project) =>
      [project.testMatch ?? []].flat().some((pattern) => typeof pattern === 'string' && matcher(pattern).test(file)),
    );
    expect(halves.map((h) => h.name)).toHaveLength(1);
  });
});
