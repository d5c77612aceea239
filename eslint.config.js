// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import boundaries from 'eslint-plugin-boundaries';

/** The clinical features: one folder per feature, with the same name, in each layer. */
const CLINICAL_FEATURES = [
  'patients',
  'encounters',
  'notes',
  'intake',
  'speech',
  'knowledge',
  'literature',
  'clinic',
];

/**
 * Member routes live in a `signedIn` scope (server/auth/signed-in.ts), which authenticates each
 * request once and puts the member and their clinic on it: no route authenticates on its own.
 */
const SIGNED_IN_SCOPE = [
  {
    selector: "ImportSpecifier[imported.name='requireSession']",
    message:
      'Register member routes in signedIn (server/auth/signed-in.ts); it authenticates them.',
  },
  {
    selector: "Property[key.name='preHandler'] Identifier[name=/^(session|requireSession)$/]",
    message:
      'Register member routes in signedIn (server/auth/signed-in.ts); it authenticates them.',
  },
];

/**
 * What a domain folder may import from server/db (issue 29): the clinic's `TenantDb`, the
 * schema's row types, the unique-violation test and the instant-as-text SQL expression
 * (`iso-instant.ts`, issue 35); a clinical document's life cycle goes
 * through the documents kit (server/documents), and the rest of db/ (migrations, backup,
 * integrity, the pool) is infrastructure's.
 */
const DB_SURFACE = {
  group: [
    '**/db/*',
    '**/db/**',
    '!**/db/tenant-db.ts',
    '!**/db/schema.ts',
    '!**/db/unique-violation.ts',
    '!**/db/iso-instant.ts',
    '!**/db/knowledge-db.ts',
  ],
  message:
    'A domain imports from server/db only tenant-db, schema (types), unique-violation, iso-instant and knowledge-db; a clinical document goes through server/documents.',
};

/** What no server module below the composition root imports. */
const NO_KYSELY_ROOT = {
  name: 'kysely',
  importNames: ['Kysely', 'Transaction'],
  message: 'Domain modules query through TenantDb (server/db/tenant-db.ts).',
};
const NO_DATABASE = {
  group: ['**/db/database.ts', '**/db/database'],
  message: 'Domain modules query through TenantDb (server/db/tenant-db.ts).',
};
const NO_SPA = {
  group: ['**/src/*', '**/src/**'],
  message: 'The server and common/ never import the SPA (see docs/architecture.md).',
};

/** A clinical document's rows are written by the documents kit alone (server/documents). */
const DOCUMENT_TABLES = [
  {
    selector:
      'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom)$/][arguments.0.value=/^(notes|intakes|note_addenda|document_versions)$/]',
    message:
      'A clinical document is written through the documents kit (server/documents), which keeps its versions, signature and lock.',
  },
];

/** server/db never imports a domain: the documents kit and ports it declares stand between. */
const DOMAIN_FOLDERS = [
  'account',
  'audit',
  'clinic',
  'drafting',
  'encounters',
  'fhir',
  'intake',
  'knowledge',
  'literature',
  'notes',
  'patients',
  'speech',
];

/** Import boundaries from docs/architecture.md: each layer's table row says what it may import. */
const layer = (name, forbidden, extra = []) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  // Tests, their kits and stories wire layers together on purpose.
  ignores: ['**/*.test.{ts,tsx}', '**/*test-kit.{ts,tsx}', '**/*.stories.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          // The to-do widget is a Storybook-only demo (spec: template leftovers are not product).
          ...[...forbidden, ...(name === 'demo' ? [] : ['demo'])].map((dir) => ({
            group: [`**/${dir}/*`, `**/${dir}`],
            message: `src/${name} may not import from src/${dir} (see docs/architecture.md).`,
          })),
          ...extra,
        ],
      },
    ],
  },
});

const noReact = {
  group: ['react', 'react-dom', 'react/*', '@xstate/react', '@chakra-ui/*', 'wouter', 'ky', 'msw'],
  message:
    'Machines are pure: no React, UI, routing or HTTP (provide effects from src/app or a route’s *-connected.tsx).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-e2e*',
      'storybook-static',
      'coverage',
      'reports',
      'test-results*',
      'playwright-report',
      'public/mockServiceWorker.js',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/theme/overlay-portal.tsx', 'src/ui/theme/overlay-portal.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@chakra-ui/react'] > ImportSpecifier[imported.name='Portal']",
          message:
            'Use OverlayPortal (src/ui/theme/overlay-portal.tsx): a portal into <body> makes React handle every event on <body> (docs/performance.md).',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  layer(
    'machines',
    ['app', 'routes', 'ui', 'api', 'platform', 'mocks'],
    [
      noReact,
      {
        group: ['**/i18n/*', '**/i18n'],
        allowTypeImports: true,
        message: 'Machines hold messages as data (import type only); translating is the views’.',
      },
    ],
  ),
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'fetch',
          'navigator',
          'location',
        ].map((name) => ({
          name,
          message: 'Machines are pure: inject this through an actor or input.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Machines read time from an injected clock.' },
      ],
    },
  },
  layer('api', ['app', 'routes', 'ui', 'machines', 'mocks', 'platform', 'i18n']),
  layer('platform', ['app', 'routes', 'ui', 'machines', 'api', 'mocks', 'i18n']),
  layer('i18n', ['app', 'routes', 'ui', 'machines', 'api', 'mocks', 'platform']),
  layer(
    'ui',
    ['app', 'routes', 'api', 'mocks', 'platform'],
    [
      {
        group: ['**/machines/*', '**/machines/**'],
        allowTypeImports: true,
        message: 'ui is props in, callbacks out: connect machines in src/routes or src/app.',
      },
    ],
  ),
  layer('app', []),
  layer('routes', ['app', 'mocks']),
  layer('demo', ['app', 'routes', 'machines', 'api', 'platform']),
  layer('mocks', ['app', 'routes', 'ui', 'machines', 'platform']),
  layer('config', ['app', 'routes', 'ui', 'machines', 'api', 'mocks', 'platform', 'i18n']),
  {
    files: ['common/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '**/src/**'],
              message: 'The server and common/ never import the SPA (see docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // One request context (issue 29): the signed-in scope authenticates every member route once.
    files: ['server/**/*.ts'],
    ignores: ['server/auth/signed-in.ts', 'server/auth/authenticate.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SIGNED_IN_SCOPE] },
  },
  {
    // Domain modules reach the database only through their caller's clinic (`request.clinic`, a
    // TenantDb), so a query without it cannot be written there. Exempt: the infrastructure,
    // identity (`auth/`, `account/`), which finds an account by e-mail before any clinic is
    // known, and `seed/`, which writes the whole demo clinic.
    files: ['server/*/**/*.ts'],
    ignores: [
      'server/{auth,account,db,http,mail,health,test,seed,documents}/**',
      '**/*.test.ts',
      '**/*test-kit.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_KYSELY_ROOT],
          patterns: [NO_DATABASE, DB_SURFACE, NO_SPA],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...SIGNED_IN_SCOPE,
        ...DOCUMENT_TABLES,
        {
          selector: "MemberExpression[property.name='db']",
          message: "Domain modules reach the database through the caller's clinic: request.clinic.",
        },
        {
          selector: "CallExpression[callee.name='tenantDb']",
          message:
            "A domain route's clinic is request.clinic, made once by signedIn (server/auth/signed-in.ts).",
        },
      ],
    },
  },
  {
    // server/db is infrastructure under the domains: it imports the documents kit (signature
    // hashes) and declares ports (the backup's audio), never a domain folder. The commands
    // (`npm run backup`, `verify`, `migrate`) are composition roots and pick the stores.
    files: ['server/db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts', 'server/db/**/*-command.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DOMAIN_FOLDERS.flatMap((name) => [`**/${name}/*`, `**/${name}/**`]),
              message:
                'server/db never imports a domain: take it from server/documents or declare a port.',
            },
            NO_SPA,
          ],
        },
      ],
    },
  },
  {
    // The start-up failure report names the data directory another server holds (db's lock).
    files: ['server/ops/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_KYSELY_ROOT],
          patterns: [NO_DATABASE, NO_SPA],
        },
      ],
    },
  },
  {
    // Features (docs/architecture.md): a clinical feature's folders, in every layer, may not reach
    // into another feature's; the frame every feature runs in (session, shell, status) may not
    // reach into any feature. Product pages are tied together only by src/routes/product-pages.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*test-kit.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        {
          type: 'feature',
          pattern: `src/*/{${CLINICAL_FEATURES.join(',')}}`,
          capture: ['layer', 'feature'],
        },
        {
          type: 'frame',
          pattern: 'src/*/{session,shell,status}',
          capture: ['layer', 'feature'],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'frame' } },
              disallow: { to: { element: { type: 'feature' } } },
            },
          ],
          message: 'A feature keeps to itself: see docs/architecture.md (features).',
        },
      ],
    },
  },
);
