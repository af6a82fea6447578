import type { OperationConfig } from '#shared/contracts/session-settings';
import type { Language } from '#shared/i18n/languages';
import { translateReport } from '#server/i18n';

/**
 * The session's operations as the reports name them, in the teacher's language: each with its
 * number range and, where the teacher picked times tables, those tables ("Multiplication 1–10
 * (tables 6, 7, 8)"), so that a report of the 6, 7 and 8 tables never reads as all of 1–10.
 */
export function operationsText(
  operations: readonly Pick<OperationConfig, 'type' | 'numberRange' | 'tables'>[],
  language: Language,
): string[] {
  return operations.map(({ type, numberRange, tables }) => {
    const values = {
      operation: translateReport(language, `operations.${type}`),
      min: numberRange.min,
      max: numberRange.max,
    };
    if (tables === undefined) return translateReport(language, 'report.operationRange', values);
    const picked = [...tables].sort((a, b) => a - b).join(', ');
    return translateReport(language, 'report.operationTables', { ...values, tables: picked });
  });
}
