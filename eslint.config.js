// The house rules a reviewer would otherwise have to remember: TypeScript's recommended checks, React's hook rules,
// and the boundaries between the parts (which folder may import which). `npm run lint` runs this and Prettier.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = foldersIn('./customer-site/src/features/');
const SERVICES = foldersIn('./gateway/src/services/');

/** Each zone: files under `target` may not import files under `from` (paths from the repository root). */
const zones = [
  // shared is pure code both apps and the gateway use: it imports none of them.
  ...['gateway', 'customer-site', 'admin-console', 'tests', 'fixtures'].map((from) => ({
    target: './shared',
    from: `./${from}`,
    message: 'shared/ holds pure code for every part; it imports no app, gateway, test or fixture.',
  })),
  // The apps never import each other or the gateway; the gateway never imports an app's code.
  { target: './customer-site', from: './admin-console', message: 'The apps never import each other.' },
  { target: './admin-console', from: './customer-site', message: 'The apps never import each other.' },
  { target: './customer-site', from: './gateway', message: 'An app talks to the gateway over HTTP, never by import.' },
  { target: './admin-console', from: './gateway', message: 'An app talks to the gateway over HTTP, never by import.' },
  {
    target: './gateway',
    from: './customer-site/src',
    message: 'The gateway serves the built apps; it imports none of their code.',
  },
  {
    target: './gateway',
    from: './admin-console/src',
    message: 'The gateway serves the built apps; it imports none of their code.',
  },
  // Customer site layers point one way: components, api, site → features → app.
  ...['components', 'api', 'site', 'analytics'].flatMap((layer) =>
    ['features', 'app'].map((from) => ({
      target: `./customer-site/src/${layer}`,
      from: `./customer-site/src/${from}`,
      message: `customer-site/src/${layer} is shared by the flows: it imports no feature and not the app.`,
    })),
  ),
  ...FEATURES.flatMap((feature) => [
    {
      target: `./customer-site/src/features/${feature}`,
      from: './customer-site/src/features',
      except: [`./${feature}`],
      message: 'Features never import each other: move what two features share to components/, api/ or shared/.',
    },
    {
      target: `./customer-site/src/features/${feature}`,
      from: './customer-site/src/app',
      message: 'A feature does not import the app that mounts it.',
    },
  ]),
  // Gateway layers: plugins and the store are below the services and never import them.
  ...['plugins', 'store'].map((layer) => ({
    target: `./gateway/src/${layer}`,
    from: './gateway/src/services',
    message: `gateway/src/${layer} sits below the services: move what it needs to a lower-level module.`,
  })),
  // A service never reads another service's store.
  ...SERVICES.map((service) => ({
    target: `./gateway/src/services/${service}`,
    from: SERVICES.filter((other) => other !== service).flatMap((other) => [
      `./gateway/src/services/${other}/*store.ts`,
      `./gateway/src/services/${other}/**/*store.ts`,
    ]),
    message: "A service never reads another service's store: call its service, or move the query to the store layer.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tsbuild/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@carrier/shared(/[^/]+){2,}$',
              message:
                'Import a shared domain by its one entry point (@carrier/shared/<domain>), not a file inside it.',
            },
            {
              regex: '^@carrier/shared$',
              message: 'Import the shared domain the name belongs to: @carrier/shared/<domain>.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Control characters are matched on purpose where names and inputs are cleaned.
      'no-control-regex': 'off',
    },
  },
  {
    files: [
      'customer-site/src/**/*.tsx',
      'admin-console/src/**/*.tsx',
      'customer-site/src/**/use-*.ts',
      'admin-console/src/**/use-*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
