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

/** The folders of class/ that sit above its model and views. */
const classUpperFolders = ['storage', 'sweeps', 'testing'];

/**
 * The folders of class/ that import little: the model (domain objects and the rules decisions
 * use) none of class/'s other folders, and views only the model, so that no view holds a rule.
 */
const classLowerFolders = { model: [], views: ['model'] };

/**
 * The features' storage layer, the only files that see rows: repositories, the rows and their
 * mapping, the guard of an answer's write, and the PostgreSQL answer statement.
 */
const featureStorageFiles =
  '{*.repo,class-rows,row-mapping,still-as-read,postgres-answer-statement}.ts';

const rowsOutsideStorage = {
  group: ['**/class-rows', '**/row-mapping', '**/db/schema', 'kysely'],
  message:
    'Services and rules work with the domain objects of class/model/class-model.ts; only repositories and the answer statement see rows.',
};

const clientFromServer = {
  group: layer('client'),
  message: 'The server never imports client code; share through src/shared/contracts.',
};

/** The blocks of class/'s model and views, on top of the patterns every file of the feature has. */
function classFolderBlocks(patterns) {
  return Object.entries(classLowerFolders).map(([folder, allowed]) => {
    const above = [...classUpperFolders, ...Object.keys(classLowerFolders)].filter(
      (other) => other !== folder && !allowed.includes(other),
    );
    return {
      files: [`src/server/features/class/${folder}/**/*.ts`],
      ignores: serverTests,
      patterns: [
        ...patterns,
        rowsOutsideStorage,
        {
          group: [
            ...above.flatMap((other) => [`../${other}/*`, `**/class/${other}/*`]),
            '**/class-deps',
          ],
          message: `class/${folder} may import only ${allowed.join(', ') || 'no other folder of class/'}: see docs/ARCHITECTURE.md.`,
        },
      ],
    };
  });
}

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
      ...(feature === 'class' ? classFolderBlocks(patterns) : []),
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
