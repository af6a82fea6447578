// @ts-check
import path from 'node:path';

/**
 * A zone of the code a file may not import from: every module under one of `targets` (folders or
 * files of the repository, without extension), except those under one of `except`.
 * @typedef {{ targets: string[], except?: string[], message: string }} ForbiddenZone
 */

/**
 * The module an import names, as a path from the repository's root without its extension
 * (`src/server/features/problems/answers.service`), or undefined for a package. Relative paths
 * are resolved from the importing file, whatever its depth; `#shared/`, `#server/` and
 * `#client/` are src/shared, src/server and src/client.
 * @param {string} specifier
 * @param {string} importer the importing file's absolute path
 * @param {string} root the repository's absolute path
 * @returns {string | undefined}
 */
export function importedModule(specifier, importer, root) {
  let absolute;
  const alias = /^#(shared|server|client)\//.exec(specifier);
  if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(importer), specifier);
  else if (alias !== null)
    absolute = path.resolve(root, 'src', alias[1] ?? '', specifier.slice(alias[0].length));
  else return undefined;
  return path
    .relative(root, absolute)
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|jsx?)$/, '');
}

/**
 * @param {string} module
 * @param {string} folder
 */
const within = (module, folder) => module === folder || module.startsWith(`${folder}/`);

/**
 * The first zone that holds the module, or undefined.
 * @param {string} module
 * @param {readonly ForbiddenZone[]} zones
 */
export function forbiddingZone(module, zones) {
  return zones.find(
    (zone) =>
      zone.targets.some((target) => within(module, target)) &&
      !(zone.except ?? []).some((allowed) => within(module, allowed)),
  );
}

/**
 * Reports every import (static, type-only, re-export or dynamic) of a module in a forbidden zone,
 * by where the module is, not by how its path is spelled: `../x`, `../../x` and `#shared/x` (or
 * `#server/`, `#client/`) from any folder depth are the same module. Packages are left to `no-restricted-imports`.
 * @type {import('eslint').Rule.RuleModule}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps each layer's imports inside docs/ARCHITECTURE.md's boundaries." },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            targets: { type: 'array', items: { type: 'string' } },
            except: { type: 'array', items: { type: 'string' } },
            message: { type: 'string' },
          },
          required: ['targets', 'message'],
          additionalProperties: false,
        },
      },
    ],
    messages: { forbidden: '{{message}} (imports {{module}})' },
  },
  create(context) {
    /** @type {ForbiddenZone[]} */
    const zones = context.options[0] ?? [];
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const module = importedModule(source.value, context.filename, context.cwd);
      if (module === undefined) return;
      const zone = forbiddingZone(module, zones);
      if (zone !== undefined)
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { message: zone.message, module },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * The part of src/client or src/server a module belongs to: its feature
 * (`src/client/features/teacher`), else its top folder (`src/server/db`), else the side itself
 * for a file directly in it (`src/server/app`).
 * @param {string} module a path from the repository's root, without extension
 */
export function ownPart(module) {
  const parts = module.split('/');
  if (parts[2] === 'features' && parts.length > 4) return parts.slice(0, 4).join('/');
  if (parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/**
 * Reports a relative import that leaves its own part of the code (ownPart), and fixes it to the
 * alias (`#client/lib/router`, `#server/db/schema`): a relative path stays inside a feature or
 * folder, where its depth says where the module is; across them the alias names the module.
 * @type {import('eslint').Rule.RuleModule}
 */
const aliasAcrossParts = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Imports across features and folders name the module by its alias.' },
    schema: [],
    messages: { useAlias: "Import '{{alias}}': a relative path stays inside {{part}}." },
  },
  create(context) {
    const importer = importedModule(
      `./${path.basename(context.filename)}`,
      context.filename,
      context.cwd,
    );
    if (importer === undefined) return {};
    const part = ownPart(importer);
    const side = importer.split('/').slice(0, 2).join('/');
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('../')) return;
      const module = importedModule(source.value, context.filename, context.cwd);
      if (module === undefined || !module.startsWith(`${side}/`)) return;
      if (module === part || module.startsWith(`${part}/`)) return;
      const alias = `#${module.slice('src/'.length)}`;
      context.report({
        node: source,
        messageId: 'useAlias',
        data: { alias, part },
        fix: (fixer) => fixer.replaceText(source, `'${alias}'`),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The project's own lint rules, as an ESLint plugin. */
export const boundariesPlugin = {
  rules: { 'import-boundaries': rule, 'alias-across-parts': aliasAcrossParts },
};
