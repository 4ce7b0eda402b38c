import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_POLICY } from '@carrier/shared/access';

/**
 * This site's own routes, each folder named after its mount path (pages: the customer pages at /; nl-vendor-landers:
 * the plan map file, 002 §7).
 */
const SITE_FOLDERS = ['admin-api', 'auth', 'content', 'health', 'nl-vendor-landers', 'pages'];

describe('gateway/src/services', () => {
  it('holds one folder per /msapi service of the policy, and the site routes, nothing else', () => {
    const folders = fs.readdirSync(path.join(import.meta.dirname, 'services')).sort();
    const expected = [...API_POLICY.map((p) => p.service), ...SITE_FOLDERS].sort();
    expect(folders).toEqual(expected);
  });

  it('names each /msapi service after its path (hyphens aside), as the first of its prefixes spells it', () => {
    const plain = (text: string) => text.replace(/-/g, '');
    for (const { service, prefixes } of API_POLICY) {
      const segments = (prefixes[0] ?? '').split('/').map(plain);
      expect(
        segments.some((segment) => segment.includes(plain(service))),
        service,
      ).toBe(true);
    }
  });
});
