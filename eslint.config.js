// One lint gate for every workspace: zero warnings (npm run lint uses --max-warnings 0).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import { importCycles } from './eslint-rules/import-cycles.js';

// Every folder of a floor, so that a new feature or domain is bounded without anyone listing it.
const foldersOf = (floor) =>
  readdirSync(new URL(`./app/src/${floor}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf('features');
const DOMAINS = foldersOf('domains');

// The only imports from one domain into another: each edge is a decision, so a new one is made
// here, in review, not by accident. A domain absent from this list imports no other domain.
const DOMAIN_EDGES = {
  // Logout forgets the remembered login, unbinds the push token and drops the member's queries;
  // the login and registration forms align the device id with the site's image CDN.
  account: ['member', 'push', 'remembered-login', 'site'],
  // Download links and the install rules follow the site's settings.
  'app-download': ['site'],
  // The captcha's provider and its switch come from the site status.
  captcha: ['site'],
  // The referral button asks customer service and reads the member; promotions and destinations
  // follow the site status.
  content: ['customer-service', 'member', 'site'],
  // A claimed reward is posted as money posts are, and refreshes the balance.
  loyalty: ['money'],
  // A money post can be refused by a safer-gambling limit; amounts are in the site's currency.
  money: ['safer-gambling', 'site'],
  // The install prompt and the download links share the oldest iOS that runs the web app.
  pwa: ['app-download'],
  // A refusal's figures are written in the site's currency; the settings come with the status.
  'safer-gambling': ['money', 'site'],
  // Sending an SMS code passes the captcha, and may go through an identity provider's phone
  // sign-in, as the site status says.
  sms: ['captcha', 'identity', 'site'],
  // Tracking events carry the visit's attribution heartbeat; the pixel ids come with the status.
  tracking: ['attribution', 'site'],
};

const FLOOR_MESSAGE =
  'Each floor imports only downward: app → features → domains → lib; ui → lib; all → contract.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, layout: { rules: { 'import-cycles': importCycles } } },
    settings: {
      // import-x reads only the files it is told are modules: without these it parses no
      // TypeScript file and finds no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['app/tsconfig.json', 'sandbox/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // import-x/no-cycle skips type-only imports; this one counts them too.
      'layout/import-cycles': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The floors (README.md, Architecture): app/src/app → features → domains → lib, and ui → lib,
    // each importing only downward. Features never import each other; domains only along
    // DOMAIN_EDGES; the app never imports the sandbox.
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./app/src/features/${feature}`,
              from: './app/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other; share through a domain, compose in app/.',
            })),
            {
              target: './app/src/features',
              from: './app/src/app',
              message: FLOOR_MESSAGE,
            },
            ...DOMAINS.map((domain) => ({
              target: `./app/src/domains/${domain}`,
              from: './app/src/domains',
              except: [`./${domain}`, ...(DOMAIN_EDGES[domain] ?? []).map((to) => `./${to}`)],
              message: `A domain imports another only along DOMAIN_EDGES in eslint.config.js (${domain}: ${(DOMAIN_EDGES[domain] ?? []).join(', ') || 'none'}).`,
            })),
            {
              target: './app/src/domains',
              from: ['./app/src/features', './app/src/app'],
              message: FLOOR_MESSAGE,
            },
            {
              target: './app/src/lib',
              from: ['./app/src/domains', './app/src/features', './app/src/app', './app/src/ui'],
              message: 'lib/ holds primitives: it imports no domain, feature, ui or app code.',
            },
            {
              target: './app/src/ui',
              from: ['./app/src/domains', './app/src/features', './app/src/app'],
              message: 'ui/ holds presentational primitives: it imports only lib/.',
            },
            {
              target: './app/src',
              from: './sandbox',
              message: 'The app never depends on the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web APIs the support matrix (app/.browserslistrc) lacks: a use that the code guards
    // (feature detection with a fallback) says so where it is, with a disable comment and why.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/**/*.test.{ts,tsx}', 'app/src/test/**'],
    plugins: { compat },
    // browserslist knows only the newest Android releases unless told to read desktop Chrome's.
    settings: { browserslistOpts: { mobileToDesktop: true } },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./app', './sandbox'],
              message: 'The contract depends on nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
