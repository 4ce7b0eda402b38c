import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of the house are lint rules: each case lints a scratch file (never written to disk) that breaks
 * one boundary, and expects the lint to refuse it, and a file that keeps it to pass.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('boundary rules', () => {
  it.each([
    [
      'shared imports no app or gateway',
      'shared/src/core/probe.ts',
      "export { buildApp } from '../../../gateway/src/app.ts';",
    ],
    [
      'an app never imports the other app',
      'customer-site/src/api/probe.ts',
      "export { default } from '../../../admin-console/src/App.tsx';",
    ],
    [
      'an app never imports the gateway',
      'admin-console/src/probe.ts',
      "export { loadConfig } from '../../gateway/src/config.ts';",
    ],
    [
      'components never import a feature',
      'customer-site/src/components/Probe.tsx',
      "export { WaiverForm } from '../features/waiver/WaiverForm.tsx';",
    ],
    [
      'features never import each other',
      'customer-site/src/features/waiver/probe.ts',
      "export { militaryReducer } from '../military/military-reducer.ts';",
    ],
    [
      'gateway plugins never import a service',
      'gateway/src/plugins/probe.ts',
      "export { default } from '../services/health/routes.ts';",
    ],
  ])(
    '%s',
    async (_name, file, code) => {
      expect(await ruleIds(file, code)).toContain(BOUNDARY);
    },
    // The first case lints an import of the gateway's app, and import-x/no-cycle reads its whole graph: seconds
    // on a busy 2-core machine.
    30_000,
  );

  it("a service never reads another service's store", async () => {
    const services = readdirSync(path.join(root, 'gateway/src/services'));
    const withStore = services.find((s) => existsSync(path.join(root, 'gateway/src/services', s, 'store.ts')));
    const other = services.find((s) => s !== withStore);
    expect(withStore && other).toBeTruthy();
    expect(
      await ruleIds(`gateway/src/services/${other}/probe.ts`, `export * from '../${withStore}/store.ts';`),
    ).toContain(BOUNDARY);
  });

  it('a shared domain is imported by its entry point only', async () => {
    expect(
      await ruleIds('gateway/src/probe.ts', "export { isFanId } from '@carrier/shared/fan-tools/rules';"),
    ).toContain('no-restricted-imports');
  });

  it('an import that keeps the boundaries passes', async () => {
    expect(
      await ruleIds(
        'customer-site/src/features/waiver/probe.ts',
        "export { isFanId } from '@carrier/shared/fan-tools';\nexport { requestJson } from '../../api/http.ts';\n",
      ),
    ).toEqual([]);
  });
});
