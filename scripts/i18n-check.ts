import { CATALOGS } from '../src/shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { catalogProblems } from './catalog-problems';

/**
 * `npm run i18n:check`: every catalog has exactly the English keys (plural forms in its own
 * language's), none empty.
 */
const problems = SUPPORTED_LANGUAGES.flatMap((language) =>
  catalogProblems(CATALOGS.en, CATALOGS[language], language).map(
    (problem) => `${language}: ${problem}`,
  ),
);
if (problems.length > 0) {
  process.stderr.write(
    `Translation catalogs are out of step:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `All ${SUPPORTED_LANGUAGES.length} catalogs have the same keys, none empty.\n`,
);
