import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat', cwd: root });
const config: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  ...boundaries,
];

/** The boundary errors of a file at `file` that imports `specifier` (a value and a type). */
function boundaryErrors(file: string, specifier: string): string[] {
  const code = `import { a } from '${specifier}';\nimport type { B } from '${specifier}';\nexport const c: B = a;\n`;
  return linter
    .verify(code, config, { filename: path.join(root, file) })
    .filter((message) => message.ruleId === 'boundaries/import-boundaries')
    .map((message) => message.message);
}

/** The alias rule's messages for a file at `file` that imports `specifier`, and the fixed code. */
function aliasFindings(file: string, specifier: string): { messages: string[]; fixed: string } {
  const code = `import { a } from '${specifier}';\nexport const c = a;\n`;
  const filename = path.join(root, file);
  const messages = linter
    .verify(code, config, { filename })
    .filter((message) => message.ruleId === 'boundaries/alias-across-parts')
    .map((message) => message.message);
  return { messages, fixed: linter.verifyAndFix(code, config, { filename }).output };
}

/**
 * The same import of `target` from `from`, planted in subfolders 0 to 3 deep, each spelled as a
 * relative path and with its alias (`#server/...`, `#client/...`, `#shared/...`).
 */
function atEveryDepth(from: string, target: string): { file: string; specifier: string }[] {
  return [0, 1, 2, 3].flatMap((depth) => {
    const folder = path.posix.join(from, ...Array.from({ length: depth }, (_, i) => `sub${i}`));
    const relative = path.posix.relative(folder, target);
    const file = `${folder}/planted.ts`;
    return [
      { file, specifier: relative.startsWith('.') ? relative : `./${relative}` },
      { file, specifier: `#${target.slice('src/'.length)}` },
    ];
  });
}

describe('the import boundaries', () => {
  it.each([
    ['src/server/features/class', 'src/server/features/problems/answers.service'],
    ['src/server/features/class/storage', 'src/server/features/problems/answers.service'],
    ['src/server/features/problems', 'src/server/features/reports/reports.service'],
    ['src/server/features/problems/answer-store', 'src/server/features/reports/lesson-record'],
    ['src/server/features/sessions', 'src/server/features/students/students.service'],
    ['src/server/features/class/model', 'src/server/realtime/session-notifier'],
    ['src/server/features/class/model', 'src/server/http/path-params'],
    ['src/server/features/class/views', 'src/server/features/class/storage/class-store'],
    ['src/server/features/reports', 'src/server/app'],
    ['src/server/db', 'src/server/features/class/model/class-model'],
    ['src/server', 'src/client/lib/storage'],
    ['src/shared/maths', 'src/server/config'],
    ['src/client/features/join', 'src/client/features/teacher/api/teacher-api'],
    ['src/client/ui', 'src/client/features/class/class-api'],
    ['src/client/features/teacher', 'src/server/config'],
  ])('refuse an import from %s of %s at every folder depth', (from, target) => {
    for (const { file, specifier } of atEveryDepth(from, target))
      expect(boundaryErrors(file, specifier), `${file} -> ${specifier}`).toHaveLength(2);
  });

  it.each([
    ['src/server/features/problems', 'src/server/features/class/model/class-model'],
    ['src/server/features/reports/deep', 'src/server/features/problems/answers.service'],
    ['src/server/features/class/views', 'src/server/features/class/model/class-model'],
    ['src/server/features/class/model', 'src/shared/maths/fact-scheduler'],
    ['src/server/features/class/storage', 'src/server/db/schema'],
    ['src/client/features/teacher', 'src/client/features/class/class-api'],
    ['src/client/features/join', 'src/client/ui/button'],
  ])('let %s import %s at every folder depth', (from, target) => {
    for (const { file, specifier } of atEveryDepth(from, target))
      expect(boundaryErrors(file, specifier), `${file} -> ${specifier}`).toEqual([]);
  });

  it('resolve the aliases like relative paths', () => {
    expect(boundaryErrors('src/server/features/class/model/x.ts', '#shared/maths/rng')).toEqual([]);
    expect(boundaryErrors('src/client/ui/x.ts', '#shared/contracts/sessions')).toEqual([]);
    expect(boundaryErrors('src/server/features/reports/x.ts', '#server/db/schema')).toEqual([]);
    expect(boundaryErrors('src/client/features/home/x.ts', '#client/lib/router')).toEqual([]);
  });

  it.each([
    ['src/client/features/teacher/components/x.tsx', '../../../lib/router', '#client/lib/router'],
    ['src/client/features/teacher/x.ts', '../class/class-api', '#client/features/class/class-api'],
    ['src/client/lib/x.ts', '../ui/button', '#client/ui/button'],
    ['src/server/features/reports/deep/x.ts', '../../../db/schema', '#server/db/schema'],
    ['src/server/realtime/x.ts', '../config', '#server/config'],
  ])('ask %s to import %s by its alias, and fix it', (file, specifier, alias) => {
    const { messages, fixed } = aliasFindings(file, specifier);
    expect(messages).toEqual([expect.stringContaining(`'${alias}'`)]);
    expect(fixed).toContain(`from '${alias}'`);
  });

  it.each([
    ['src/client/features/teacher/components/x.tsx', '../model/student-list'],
    ['src/server/features/class/storage/x.ts', '../model/class-model'],
    ['src/server/app.ts', './features/health/health.routes'],
    ['src/client/lib/x.ts', '../../shared/i18n/locales/en.json'],
  ])('let %s import %s by a relative path', (file, specifier) => {
    expect(aliasFindings(file, specifier).messages).toEqual([]);
  });
});
