import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_POLICY } from '@carrier/shared/access';

/** The policy's name for a service → its folder, named after the service in its path where the two differ. */
const FOLDER_OF: Record<string, string> = { 'fan-profiles': 'fanprofiles-papi' };
/** This site's own routes, each folder named after its mount path. */
const SITE_FOLDERS = ['admin-api', 'auth', 'content', 'health'];

describe('gateway/src/services', () => {
  it('holds one folder per /msapi service of the policy, and the site routes, nothing else', () => {
    const folders = fs.readdirSync(path.join(import.meta.dirname, 'services')).sort();
    const expected = [...API_POLICY.map((p) => FOLDER_OF[p.service] ?? p.service), ...SITE_FOLDERS].sort();
    expect(folders).toEqual(expected);
  });

  it('names the fan-profiles folder after a segment of its prefixes', () => {
    const prefixes = API_POLICY.find((p) => p.service === 'fan-profiles')!.prefixes;
    expect(prefixes.every((p) => p.split('/').includes(FOLDER_OF['fan-profiles']!))).toBe(true);
  });
});
