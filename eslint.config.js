// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint/import-boundaries.js';

const clientFeatures = fs
  .readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client features each feature may import. class/ holds what the class features share (the
 * device's stored class session, the class API, the student's socket), as the server's class/ does;
 * the teacher's dashboard keeps its lessons in class-record/, the teacher's classes on the device;
 * every other pair of features meets only in src/client/app.
 */
const clientFeatureImports = {
  class: [],
  'class-session': ['class'],
  join: ['class'],
  teacher: ['class', 'class-record'],
  home: ['class'],
};

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
 * class/ (model, storage, views, sweeps), and imports go one way, upward never.
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
  backups: [],
};

const serverFeatures = fs
  .readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of serverFeatures)
  if (!(feature in serverFeatureImports))
    throw new Error(`src/server/features/${feature} has no place in serverFeatureImports`);

const serverTests = ['src/server/**/*.test.ts', 'src/server/**/test-*.ts'];

/**
 * The folders of class/ that import little: the model (domain objects and the rules decisions
 * use) nothing of the server outside itself, and views only the model, so that no view holds a
 * rule.
 */
const classLowerFolders = { model: [], views: ['model'] };

/**
 * The features' storage layer, the only files that see rows: repositories, the rows and their
 * mapping, the guard of a student's writes, the PostgreSQL answer statement, and the unguarded
 * write that tests stand in for another writer with.
 */
const featureStorageFiles =
  '{*.repo,class-rows,row-mapping,still-as-read,postgres-answer-statement,overwrite-student}.ts';

const rowsOutsideStorage = {
  group: ['**/class-rows', '**/row-mapping', '**/db/schema', 'kysely'],
  message:
    'Services and rules work with the domain objects of class/model/class-model.ts; only repositories and the answer statement see rows.',
};

/** A zone of the repository (a folder or a file, without extension) that a block may not import. */
const zone = (targets, message, except = []) => ({ targets, except, message });

const serverFromClient = zone(
  ['src/client'],
  'The server never imports client code; share through src/shared/contracts.',
);

/** What a file of server feature `feature` may not import, whatever its folder depth. */
function serverFeatureZones(feature) {
  const allowed = serverFeatureImports[feature];
  return [
    serverFromClient,
    zone(
      serverFeatures
        .filter((other) => other !== feature && !allowed.includes(other))
        .map((other) => `src/server/features/${other}`),
      `src/server/features/${feature} may import only ${allowed.join(', ') || 'no other feature'}: see docs/ARCHITECTURE.md.`,
    ),
    zone(
      ['src/server/store', 'src/server/app', 'src/server/test-app'],
      'Features get the store and each other through their deps; app.ts composes them.',
    ),
  ];
}

/** The blocks of class/'s model and views: nothing of the server outside what they may import. */
function classFolderBlocks() {
  return Object.entries(classLowerFolders).map(([folder, allowed]) => ({
    files: [`src/server/features/class/${folder}/**/*.ts`],
    ignores: serverTests,
    zones: [
      serverFromClient,
      zone(
        ['src/server'],
        `class/${folder} may import only ${allowed.join(', ') || 'nothing of the server outside itself'}: see docs/ARCHITECTURE.md.`,
        [folder, ...allowed].map((own) => `src/server/features/class/${own}`),
      ),
    ],
    packages: [rowsOutsideStorage],
  }));
}

/**
 * The import boundaries of docs/ARCHITECTURE.md, one block per layer: `zones` are the parts of
 * the repository a block's files may not import (scripts/lint/import-boundaries.js resolves every
 * import to the module it names, from any depth), `packages` the packages and file names they
 * may not import (no-restricted-imports).
 */
export const boundaries = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    zones: [zone(['src/server', 'src/client'], 'src/shared imports nothing outside src/shared.')],
    packages: [
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
  { files: ['src/server/**/*.ts'], zones: [serverFromClient], packages: [] },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: serverTests,
    zones: [
      serverFromClient,
      zone(
        ['src/server/features', 'src/server/store', 'src/server/app'],
        'src/server/db is below every feature; compose in src/server/store.ts and app.ts.',
      ),
    ],
    packages: [],
  },
  ...serverFeatures.flatMap((feature) => {
    const zones = serverFeatureZones(feature);
    const storage = `src/server/features/${feature}/**/${featureStorageFiles}`;
    return [
      {
        files: [`src/server/features/${feature}/**/*.ts`],
        ignores: [...serverTests, storage],
        zones,
        packages: [rowsOutsideStorage],
      },
      { files: [storage], ignores: serverTests, zones, packages: [] },
      ...(feature === 'class' ? classFolderBlocks() : []),
    ];
  }),
  {
    files: ['src/client/**/*.{ts,tsx}'],
    zones: [
      zone(
        ['src/server'],
        'The client never imports server code; share through src/shared/contracts.',
      ),
    ],
    packages: [zodInClient],
  },
  {
    files: ['src/client/{ui,lib,styles}/**/*.{ts,tsx}'],
    zones: [
      zone(
        ['src/server', 'src/client/features', 'src/client/app'],
        'ui, lib and styles sit below features and app.',
      ),
    ],
    packages: [zodInClient],
  },
  ...clientFeatures.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    zones: [
      zone(['src/server'], 'The client never imports server code.'),
      zone(
        clientFeatures
          .filter(
            (other) => other !== feature && !(clientFeatureImports[feature] ?? []).includes(other),
          )
          .map((other) => `src/client/features/${other}`),
        feature in clientFeatureImports && clientFeatureImports[feature].length > 0
          ? `src/client/features/${feature} may import only ${clientFeatureImports[feature].join(', ')} of the other features; compose the rest in src/client/app.`
          : 'A feature does not import another feature; compose them in src/client/app.',
      ),
      zone(['src/client/app'], 'Features do not import the app shell.'),
    ],
    packages: [zodInClient],
  })),
]
  .map(({ files, ignores, zones, packages }) => ({
    files,
    ...(ignores === undefined ? {} : { ignores }),
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/import-boundaries': ['error', zones],
      'no-restricted-imports': ['error', { patterns: packages }],
    },
  }))
  .concat({
    // Across features and folders an import names its module by alias (#client/..., #server/...).
    files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/alias-across-parts': 'error' },
  });

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
      // `const { left, ...kept } = value` is how an object is copied without some properties.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
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
