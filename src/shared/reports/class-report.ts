import type { StudentSummary } from '../contracts/sessions';
import { accuracyPercent, averageAccuracyPercent } from '../maths/practice-stats';
import { localDateTime } from './local-time';
import { factsText, NO_STUDENT_FACTS, type StudentFacts } from './student-facts';

/** One student's line in a report (the CSV columns of SPEC §9, and SPEC §3 Reports). */
export interface ReportRow {
  readonly name: string;
  /** ISO 8601. */
  readonly joinedAt: string;
  readonly questionsAnswered: number;
  readonly correct: number;
  readonly incorrect: number;
  /** Null when the student answered nothing: there is no share to give (the dashboard shows –). */
  readonly accuracyPercent: number | null;
  readonly bestStreak: number;
  readonly currentStreak: number;
  readonly totalTimeSeconds: number;
  /** The teacher removed the student; their answers still count. */
  readonly removed: boolean;
  /** The facts they missed, were slow on and know. */
  readonly facts: StudentFacts;
}

/** The report's totals. */
export interface ReportTotals {
  /** Students still in the session (not removed). */
  readonly students: number;
  /** Students the teacher removed, whose answers still count. */
  readonly removedStudents: number;
  readonly questions: number;
  /**
   * The mean of the students' accuracies, over students who answered at least once; null
   * without any.
   */
  readonly averageAccuracy: number | null;
}

/**
 * The report rows, in the order the students joined, removed students included (marked). Counts come
 * from the server's checked answers; each student's facts from `factsOf` (by student id).
 */
export function reportRows(
  students: readonly StudentSummary[],
  factsOf: ReadonlyMap<string, StudentFacts> = new Map(),
): ReportRow[] {
  return students.map((student) => ({
    name: student.name,
    joinedAt: student.joinedAt,
    questionsAnswered: student.stats.questionsAnswered,
    correct: student.stats.correct,
    incorrect: student.stats.incorrect,
    accuracyPercent: student.stats.questionsAnswered === 0 ? null : accuracyPercent(student.stats),
    bestStreak: student.stats.bestStreak,
    currentStreak: student.stats.streak,
    totalTimeSeconds: Math.round(student.stats.totalTimeSpentMs / 1000),
    removed: student.removed,
    facts: factsOf.get(student.id) ?? NO_STUDENT_FACTS,
  }));
}

/**
 * Students (and removed students apart), questions answered, and the average accuracy of students who
 * answered: removed students' answers count in both.
 */
export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const removed = rows.filter((row) => row.removed).length;
  return {
    students: rows.length - removed,
    removedStudents: removed,
    questions: rows.reduce((sum, row) => sum + row.questionsAnswered, 0),
    averageAccuracy: averageAccuracyPercent(rows),
  };
}

/** A share as the dashboard and the PDF show it ("63 %"), or "–" for none. */
export function percentText(percent: number | null): string {
  return percent === null ? '–' : `${String(percent)} %`;
}

/** The CSV's words that are values rather than headers, in the teacher's language. */
export interface CsvWords {
  /** The status of a removed student. */
  readonly removed: string;
  /** The status of every other student: on the class's list, whether still connected or not. */
  readonly inClass: string;
}

/**
 * The values of a row: the columns of SPEC §9 in their order (the join time as the teacher's
 * clock in `timeZone` showed it, localDateTime; the accuracy empty without an answer), then the
 * status (the removed word, or the in-class word) and the facts missed, slow and known
 * ("7 × 8, 6 × 7").
 */
export function csvValues(row: ReportRow, words: CsvWords, timeZone: string): (string | number)[] {
  return [
    row.name,
    localDateTime(Date.parse(row.joinedAt), timeZone),
    row.questionsAnswered,
    row.correct,
    row.incorrect,
    // An empty cell, which a spreadsheet's average leaves out, rather than a 0 that would count.
    row.accuracyPercent ?? '',
    row.bestStreak,
    row.currentStreak,
    row.totalTimeSeconds,
    row.removed ? words.removed : words.inClass,
    factsText(row.facts.missed),
    factsText(row.facts.slow),
    factsText(row.facts.fluent),
  ];
}

/**
 * The file name of an export: the session code and when it was made (localDateTime's "2026-11-23
 * 10:15"), e.g. mattemester-K7QM3P-2026-11-23-1015.csv, so that two reports of a running lesson
 * are two files that say which is the later.
 */
export function reportFileName(
  sessionCode: string,
  madeAt: string,
  extension: 'csv' | 'pdf',
): string {
  const [date = '', time = ''] = madeAt.split(' ');
  const minute = time.replace(':', '');
  return `mattemester-${sessionCode}-${date}${minute === '' ? '' : `-${minute}`}.${extension}`;
}
