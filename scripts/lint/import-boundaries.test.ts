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

/** The same import of `target` from `from`, planted in subfolders 0 to 3 deep. */
function atEveryDepth(from: string, target: string): { file: string; specifier: string }[] {
  return [0, 1, 2, 3].map((depth) => {
    const folder = path.posix.join(from, ...Array.from({ length: depth }, (_, i) => `sub${i}`));
    const relative = path.posix.relative(folder, target);
    return {
      file: `${folder}/planted.ts`,
      specifier: relative.startsWith('.') ? relative : `./${relative}`,
    };
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

  it('resolve the #shared alias like a relative path', () => {
    expect(boundaryErrors('src/server/features/class/model/x.ts', '#shared/maths/rng')).toEqual([]);
    expect(boundaryErrors('src/client/ui/x.ts', '#shared/contracts/sessions')).toEqual([]);
  });
});
