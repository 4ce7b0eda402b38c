import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_OPTIONS } from './node-options.ts';

const root = path.join(import.meta.dirname, '..', '..');
const scripts = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe("the gateway's Node options", () => {
  it('are passed by every script that starts the built gateway', () => {
    const starts = [scripts('package.json').serve ?? '', scripts('gateway/package.json').start ?? ''];
    for (const command of starts) {
      expect(command).toMatch(/server\.js$/);
      expect(command.split(' ').slice(1, -1)).toEqual([...GATEWAY_NODE_OPTIONS]);
    }
  });
});
