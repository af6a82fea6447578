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
 * are resolved from the importing file, whatever its depth, and `#shared/` is src/shared.
 * @param {string} specifier
 * @param {string} importer the importing file's absolute path
 * @param {string} root the repository's absolute path
 * @returns {string | undefined}
 */
export function importedModule(specifier, importer, root) {
  let absolute;
  if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(importer), specifier);
  else if (specifier.startsWith('#shared/'))
    absolute = path.resolve(root, 'src/shared', specifier.slice('#shared/'.length));
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
 * by where the module is, not by how its path is spelled: `../x`, `../../x` and `#shared/x` from
 * any folder depth are the same module. Packages are left to `no-restricted-imports`.
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

/** The project's own lint rules, as an ESLint plugin. */
export const boundariesPlugin = { rules: { 'import-boundaries': rule } };
