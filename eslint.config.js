// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientFeatures = fs
  .readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client features each feature may import. class/ holds what the class features share (the
 * device's stored class session, the class API, the pupil's socket), as the server's class/ does;
 * every other pair of features meets only in src/client/app.
 */
const clientFeatureImports = {
  class: [],
  'class-session': ['class'],
  join: ['class'],
  teacher: ['class'],
  home: ['class'],
};

/** Import patterns that reach into a layer, by relative path or by alias. */
const layer = (name) => [`**/${name}/*`, `**/${name}`, `#${name}/*`];

/**
 * Code that runs in the browser writes schemas with zod/mini (functions, tree-shaken), not the
 * classic zod API, whose every schema carries all its methods into the page.
 */
const classicZod = {
  regex: '^zod(/v3|/v4)?$',
  message: 'Shared and client code use zod/mini: see docs/DECISIONS.md.',
};

/**
 * Client code checks what the device kept (local storage, history state) with valibot, about a
 * kilobyte on the first load where zod's core is nine, and what the server sent with the shared
 * contracts, so zod itself loads only with the pages that call the API.
 */
const zodInClient = {
  regex: '^zod(/.*)?$',
  message:
    'Client code checks device data with valibot (lib/storage.ts) and API replies with the shared contracts: see docs/DECISIONS.md.',
};

/**
 * The server's features in layers, each with the features it may import: the class ones share
 * class/ (rows, repository interfaces, rules and views), and imports go one way, upward never.
 * Tests and test helpers compose features as app.ts does, so they are left out.
 */
const serverFeatureImports = {
  class: [],
  sessions: ['class'],
  students: ['class'],
  problems: ['class', 'sessions', 'students'],
  reports: ['class', 'sessions', 'students', 'problems'],
  support: [],
  health: [],
};

const serverFeatures = fs
  .readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of serverFeatures)
  if (!(feature in serverFeatureImports))
    throw new Error(`src/server/features/${feature} has no place in serverFeatureImports`);

const serverTests = ['src/server/**/*.test.ts', 'src/server/**/test-*.ts'];

/** The features' storage layer, the only files that see rows: repositories and answer stores. */
const featureStorageFiles = '{*.repo,class-rows,row-mapping,answer-store}.ts';

const rowsOutsideStorage = {
  group: ['**/class-rows', '**/row-mapping', '**/db/schema', 'kysely'],
  message:
    'Services and rules work with the domain objects of class/class-model.ts; only repositories and answer stores see rows.',
};

/**
 * The code every answer runs through. In Node 20, an object built by a leading spread and then
 * given more keys outlives V8's young generation, and the old generation then grew by about 10 KB
 * an answer (docs/PERFORMANCE.md): here the keys go before the spread, or Object.assign copies
 * when the spread's own keys must be replaced. Route options, built once, are left out.
 */
const answerPathFiles = [
  'src/server/db/prepared-query.ts',
  'src/server/features/class/{row-mapping,session-views,progression}.ts',
  'src/server/features/problems/*.ts',
  'src/server/features/students/students.repo.ts',
];

const clientFromServer = {
  group: layer('client'),
  message: 'The server never imports client code; share through src/shared/contracts.',
};

/** The import boundaries of docs/ARCHITECTURE.md, one block per layer. */
const boundaries = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    patterns: [
      {
        group: [...layer('server'), ...layer('client')],
        message: 'src/shared imports nothing outside src/shared.',
      },
      {
        group: [
          'react',
          'react-dom',
          'react-*',
          'node:*',
          'fastify',
          'kysely',
          'i18next*',
          'valibot',
        ],
        message: 'src/shared is pure: only zod.',
      },
      classicZod,
    ],
  },
  {
    files: ['src/server/**/*.ts'],
    patterns: [clientFromServer],
  },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: serverTests,
    patterns: [
      clientFromServer,
      {
        group: ['**/features/*', '../store', '../app'],
        message: 'src/server/db is below every feature; compose in src/server/store.ts and app.ts.',
      },
    ],
  },
  ...serverFeatures.flatMap((feature) => {
    const patterns = [
      clientFromServer,
      {
        group: serverFeatures
          .filter((other) => other !== feature && !serverFeatureImports[feature].includes(other))
          .flatMap((other) => [`**/features/${other}/*`, `../${other}/*`]),
        message: `src/server/features/${feature} may import only ${serverFeatureImports[feature].join(', ') || 'no other feature'}: see docs/ARCHITECTURE.md.`,
      },
      {
        group: ['**/store', '**/app', '**/test-app'],
        message: 'Features get the store and each other through their deps; app.ts composes them.',
      },
    ];
    const storage = `src/server/features/${feature}/**/${featureStorageFiles}`;
    return [
      {
        files: [`src/server/features/${feature}/**/*.ts`],
        ignores: [...serverTests, storage],
        patterns: [...patterns, rowsOutsideStorage],
      },
      { files: [storage], ignores: serverTests, patterns },
    ];
  }),
  {
    files: ['src/client/**/*.{ts,tsx}'],
    patterns: [
      {
        group: layer('server'),
        message: 'The client never imports server code; share through src/shared/contracts.',
      },
      zodInClient,
    ],
  },
  {
    files: ['src/client/{ui,lib,styles}/**/*.{ts,tsx}'],
    patterns: [
      {
        group: [...layer('server'), '**/features/*', '**/app/*'],
        message: 'ui, lib and styles sit below features and app.',
      },
      zodInClient,
    ],
  },
  ...clientFeatures.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      { group: layer('server'), message: 'The client never imports server code.' },
      {
        group: clientFeatures
          .filter(
            (other) => other !== feature && !(clientFeatureImports[feature] ?? []).includes(other),
          )
          // Any depth, since a feature keeps its files in subfolders.
          .flatMap((other) => [`**/${other}/**`]),
        message:
          feature in clientFeatureImports && clientFeatureImports[feature].length > 0
            ? `src/client/features/${feature} may import only ${clientFeatureImports[feature].join(', ')} of the other features; compose the rest in src/client/app.`
            : 'A feature does not import another feature; compose them in src/client/app.',
      },
      { group: ['**/app/*'], message: 'Features do not import the app shell.' },
      zodInClient,
    ],
  })),
].map(({ files, ignores, patterns }) => ({
  files,
  ...(ignores === undefined ? {} : { ignores }),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.client.json', './tsconfig.server.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    files: answerPathFiles,
    ignores: [...serverTests, '**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ *',
          message:
            'On the answer path, put the keys before the spread, or use Object.assign to replace its keys: an object spread first and then given keys outlives the young generation in Node 20.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Replies read with response.json() are untyped; the assertions check their shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  ...boundaries,
);
