import type { StudentSummary } from '../contracts/sessions';
import { accuracyPercent } from '../maths/practice-stats';
import { factsText, NO_PUPIL_FACTS, type PupilFacts } from './pupil-facts';

/** One pupil's line in a report (the CSV columns of SPEC §9, and SPEC §3 Reports). */
export interface ReportRow {
  readonly name: string;
  /** ISO 8601. */
  readonly joinedAt: string;
  readonly questionsAnswered: number;
  readonly correct: number;
  readonly incorrect: number;
  readonly accuracyPercent: number;
  readonly bestStreak: number;
  readonly currentStreak: number;
  readonly totalTimeSeconds: number;
  /** The teacher removed the pupil; their answers still count. */
  readonly removed: boolean;
  /** The facts they missed, were slow on and know. */
  readonly facts: PupilFacts;
}

/** The report's totals. */
export interface ReportTotals {
  /** Pupils still in the session (not removed). */
  readonly students: number;
  /** Pupils the teacher removed, whose answers still count. */
  readonly removedStudents: number;
  readonly questions: number;
  /** The mean of the pupils' accuracies, over pupils who answered at least once; 0 without any. */
  readonly averageAccuracy: number;
}

/**
 * The report rows, in the order the pupils joined, removed pupils included (marked). Counts come
 * from the server's checked answers; each pupil's facts from `factsOf` (by pupil id).
 */
export function reportRows(
  students: readonly StudentSummary[],
  factsOf: ReadonlyMap<string, PupilFacts> = new Map(),
): ReportRow[] {
  return students.map((student) => ({
    name: student.name,
    joinedAt: student.joinedAt,
    questionsAnswered: student.stats.questionsAnswered,
    correct: student.stats.correct,
    incorrect: student.stats.incorrect,
    accuracyPercent: accuracyPercent(student.stats),
    bestStreak: student.stats.bestStreak,
    currentStreak: student.stats.streak,
    totalTimeSeconds: Math.round(student.stats.totalTimeSpent),
    removed: student.removed,
    facts: factsOf.get(student.id) ?? NO_PUPIL_FACTS,
  }));
}

/**
 * Pupils (and removed pupils apart), questions answered, and the average accuracy of pupils who
 * answered: removed pupils' answers count in both.
 */
export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const answered = rows.filter((row) => row.questionsAnswered > 0);
  const average =
    answered.length === 0
      ? 0
      : Math.round(answered.reduce((sum, row) => sum + row.accuracyPercent, 0) / answered.length);
  const removed = rows.filter((row) => row.removed).length;
  return {
    students: rows.length - removed,
    removedStudents: removed,
    questions: rows.reduce((sum, row) => sum + row.questionsAnswered, 0),
    averageAccuracy: average,
  };
}

/** The CSV's words that are values rather than headers, in the teacher's language. */
export interface CsvWords {
  /** The status of a removed pupil. */
  readonly removed: string;
}

/**
 * The values of a row: the columns of SPEC §9 in their order, then the status (the removed
 * word, or empty) and the facts missed, slow and known ("7 × 8, 6 × 7").
 */
export function csvValues(row: ReportRow, words: CsvWords): (string | number)[] {
  return [
    row.name,
    row.joinedAt,
    row.questionsAnswered,
    row.correct,
    row.incorrect,
    row.accuracyPercent,
    row.bestStreak,
    row.currentStreak,
    row.totalTimeSeconds,
    row.removed ? words.removed : '',
    factsText(row.facts.missed),
    factsText(row.facts.slow),
    factsText(row.facts.fluent),
  ];
}

/** The file name of an export: the session code and the date, e.g. mattemester-K7QM3P-2026-11-23.csv. */
export function reportFileName(
  sessionCode: string,
  isoDate: string,
  extension: 'csv' | 'pdf',
): string {
  return `mattemester-${sessionCode}-${isoDate.slice(0, 10)}.${extension}`;
}
