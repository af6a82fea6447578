import type { ReportRow } from '#shared/reports/class-report';
import { NO_STUDENT_FACTS } from '#shared/reports/student-facts';

/** A student's row of the report for tests: 7 right of 10, the name and time given. */
export function testReportRow(name: string, totalTimeSeconds: number, removed = false): ReportRow {
  return {
    name,
    joinedAt: '2026-12-04T08:00:00.000Z',
    questionsAnswered: 10,
    correct: 7,
    incorrect: 3,
    accuracyPercent: 70,
    bestStreak: 4,
    currentStreak: 1,
    totalTimeSeconds,
    removed,
    facts: NO_STUDENT_FACTS,
  };
}
