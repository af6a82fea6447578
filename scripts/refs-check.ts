import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { danglingReferences, requirementSections } from './requirement-references';

/**
 * `npm run refs:check`: every "SPEC §N" (and "SPEC §N Sub-heading") in the code and the docs names
 * a section (and sub-heading) of docs/REQUIREMENTS.md.
 */
const FOLDERS = ['src', 'scripts', 'bench', 'e2e', 'docs'];
const FILES = ['README.md'];
const TEXT_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.md', '.css', '.json', '.html']);
/** The checker itself, whose code and examples talk about references rather than make them. */
const CHECKER = [
  join('scripts', 'requirement-references.ts'),
  join('scripts', 'requirement-references.test.ts'),
];

const sections = requirementSections(readFileSync(join('docs', 'REQUIREMENTS.md'), 'utf8'));
const files = [
  ...FILES,
  ...FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => join(folder, path)),
  ),
].filter((path) => TEXT_EXTENSIONS.has(extname(path)) && !CHECKER.includes(path));

const problems = files.flatMap((path) =>
  danglingReferences(readFileSync(path, 'utf8'), sections).map(
    ({ line, reference, problem }) => `${path}:${line}: ${reference}: ${problem}`,
  ),
);
if (problems.length > 0) {
  process.stderr.write(
    `References to docs/REQUIREMENTS.md that point nowhere:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`Every "SPEC §N" in ${files.length} files names a section that exists.\n`);
