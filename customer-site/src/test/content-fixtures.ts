import fs from 'node:fs';
import path from 'node:path';

/** The content documents the gateway seeds. */
const dir = path.resolve(import.meta.dirname, '../../../fixtures/content');

/** The file names of the content documents, for tests that check every page of a kind. */
export function contentFixtureFiles(): string[] {
  return fs.readdirSync(dir);
}

/** One content document, parsed from its JSON file (e.g. 'home.en-us.json'). */
export function contentFixture(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
}
