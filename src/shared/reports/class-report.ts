import type { StudentSummary } from '../contracts/sessions';
import { accuracyPercent } from '../maths/practice-stats';

/** One pupil's line in a report (SPEC §9 CSV columns, §3 Reports table). */
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
}

/** The report's totals. */
export interface ReportTotals {
  readonly students: number;
  readonly questions: number;
  /** The mean of the pupils' accuracies, over pupils who answered at least once; 0 without any. */
  readonly averageAccuracy: number;
}

/** The report rows, in the order the pupils joined. Counts come from the server's checked answers. */
export function reportRows(students: readonly StudentSummary[]): ReportRow[] {
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
  }));
}

/** Pupils, questions answered, and the average accuracy of pupils who answered. */
export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const answered = rows.filter((row) => row.questionsAnswered > 0);
  const average =
    answered.length === 0
      ? 0
      : Math.round(answered.reduce((sum, row) => sum + row.accuracyPercent, 0) / answered.length);
  return {
    students: rows.length,
    questions: rows.reduce((sum, row) => sum + row.questionsAnswered, 0),
    averageAccuracy: average,
  };
}

/** The values of a row in the CSV column order of SPEC §9. */
export function csvValues(row: ReportRow): (string | number)[] {
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
