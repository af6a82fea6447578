import { describe, expect, it } from 'vitest';
import type { StudentSummary } from '../contracts/sessions';
import { csvValues, percentText, reportFileName, reportRows, reportTotals } from './class-report';
import { NO_STUDENT_FACTS } from './student-facts';

function student(
  name: string,
  correct: number,
  incorrect: number,
  overrides: Partial<StudentSummary['stats']> = {},
): StudentSummary {
  return {
    id: name,
    name,
    joinedAt: '2026-11-23T08:00:00.000Z',
    connected: true,
    currentOperationIndex: 0,
    finished: false,
    removed: false,
    stats: {
      correct,
      incorrect,
      streak: 1,
      bestStreak: 2,
      questionsAnswered: correct + incorrect,
      totalTimeSpentMs: 12_400,
      ...overrides,
    },
  };
}

describe('reportRows', () => {
  it('gives each student the columns of the report with accuracy and rounded seconds', () => {
    expect(reportRows([student('Åse Ørn', 3, 1)])).toEqual([
      {
        name: 'Åse Ørn',
        joinedAt: '2026-11-23T08:00:00.000Z',
        questionsAnswered: 4,
        correct: 3,
        incorrect: 1,
        accuracyPercent: 75,
        bestStreak: 2,
        currentStreak: 1,
        totalTimeSeconds: 12,
        removed: false,
        facts: NO_STUDENT_FACTS,
      },
    ]);
  });

  it('lists the CSV values in the order of SPEC §9, then the status and the facts', () => {
    const [row] = reportRows([student('Ольга', 1, 1)]);
    expect(csvValues(row!, { removed: 'Removed', inClass: 'In class' }, 'Europe/Oslo')).toEqual([
      'Ольга',
      '2026-11-23 09:00',
      2,
      1,
      1,
      50,
      2,
      1,
      12,
      'In class',
      '',
      '',
      '',
    ]);
  });

  it('gives a student who answered nothing no accuracy, an empty CSV cell rather than 0', () => {
    const [row] = reportRows([student('Emil', 0, 0)]);
    expect(row?.accuracyPercent).toBeNull();
    expect(csvValues(row!, { removed: 'Removed', inClass: 'In class' }, 'UTC')[5]).toBe('');
    expect([percentText(row!.accuracyPercent), percentText(0), percentText(63)]).toEqual([
      '–',
      '0 %',
      '63 %',
    ]);
  });

  it('marks a removed student and writes each student’s facts, both orders of a fact as one', () => {
    const rows = reportRows(
      [{ ...student('Ola', 2, 1), removed: true }, student('Kari', 1, 0)],
      new Map([
        [
          'Ola',
          {
            missed: [{ operation: 'multiplication' as const, operand1: 7, operand2: 8 }],
            slow: [
              { operation: 'division' as const, operand1: 56, operand2: 8 },
              { operation: 'subtraction' as const, operand1: 9, operand2: 4 },
            ],
            fluent: [{ operation: 'addition' as const, operand1: 3, operand2: 5 }],
          },
        ],
      ]),
    );
    expect(
      csvValues(rows[0]!, { removed: 'Removed', inClass: 'In class' }, 'UTC').slice(9),
    ).toEqual(['Removed', '7 × 8', '56 ÷ 8, 9 − 4', '3 + 5']);
    expect(rows[1]).toMatchObject({ removed: false, facts: NO_STUDENT_FACTS });
  });
});

describe('reportTotals', () => {
  it('counts students and questions and averages the accuracy of students who answered', () => {
    const rows = reportRows([student('A', 3, 1), student('B', 1, 1), student('C', 0, 0)]);
    expect(reportTotals(rows)).toEqual({
      students: 3,
      removedStudents: 0,
      questions: 6,
      averageAccuracy: 63,
    });
  });

  it('counts removed students apart, their answers and accuracy with everyone’s', () => {
    const rows = reportRows([
      student('A', 3, 1),
      { ...student('B', 1, 1), removed: true },
      student('C', 0, 0),
    ]);
    expect(reportTotals(rows)).toEqual({
      students: 2,
      removedStudents: 1,
      questions: 6,
      averageAccuracy: 63,
    });
  });

  it('gives no average accuracy for a class without answers', () => {
    expect(reportTotals([])).toEqual({
      students: 0,
      removedStudents: 0,
      questions: 0,
      averageAccuracy: null,
    });
    expect(reportTotals(reportRows([student('A', 0, 0)])).averageAccuracy).toBeNull();
  });
});

describe('reportFileName', () => {
  it('names the file by session code and the minute it was made', () => {
    expect(reportFileName('K7QM3P', '2026-11-23 10:15', 'csv')).toBe(
      'mattemester-K7QM3P-2026-11-23-1015.csv',
    );
    expect(reportFileName('K7QM3P', '2026-11-23 09:05', 'pdf')).toBe(
      'mattemester-K7QM3P-2026-11-23-0905.pdf',
    );
  });
});
