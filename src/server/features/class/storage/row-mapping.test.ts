import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULER_STATE } from '#shared/maths/fact-scheduler';
import type { Problem } from '../model/class-model';
import {
  problemFromRow,
  problemToRow,
  studentFromRow,
  studentToRow,
  sessionFromRow,
  sessionToRow,
  storedSettings,
} from './row-mapping';
import { fiveAdditions, sampleStudent, sampleSession } from '../testing/test-class-objects';

const missedSevenEights = {
  facts: { 'multiplication:7:8': { box: 0, lastAskedIndex: 2 } },
  missed: [{ key: 'multiplication:7:8', dueIndex: 6 }],
  lastKey: 'multiplication:7:8',
};

const problem: Problem = {
  id: 'problem-1',
  sessionId: 'session-1',
  studentId: 'student-1',
  operationIndex: 0,
  operation: 'multiplication',
  questionNumber: 3,
  operationQuestionNumber: 3,
  level: 2,
  operand1: 7,
  operand2: 8,
  correctAnswer: 56,
  stem: '7 × 8 = ?',
  choices: ['54', '56', '63'],
  correctIndex: 1,
  issuedAtMs: 1_000,
  showDelayMs: 3000,
  answerInput: 'choices',
  answer: null,
};

describe('rows and the class’s domain objects', () => {
  it('stores a session and reads it back the same, the lock a real boolean', () => {
    const session = sampleSession({ locked: true, stopReason: 'completed', phase: 'stopped' });
    const row = sessionToRow(session);
    expect(row.locked).toBe(1);
    expect(sessionFromRow(row)).toEqual(session);
  });

  it('reads settings once per stored text, and writes back the very text they came from', () => {
    const text = `{"operations":${JSON.stringify(fiveAdditions.operations)},"autoStart":true,"continuousMode":false,"examMode":false,"examDurationMinutes":30,"randomizeOperations":false}`;
    const row = { ...sessionToRow(sampleSession()), settings_json: text };
    const first = sessionFromRow(row).settings;
    expect(sessionFromRow(row).settings).toBe(first);
    expect(first).toEqual(fiveAdditions);
    expect(storedSettings(first)).toBe(text);
    expect(storedSettings({ ...first })).toBe(JSON.stringify(first));
  });

  it('stores a student and reads them back the same, schedule, totals and order included', () => {
    const student = sampleStudent({
      finished: true,
      operationOrder: [1, 0],
      operationTotals: [{ operationIndex: 1, completed: 2, correct: 1, timeSpentMs: 3000 }],
      factSchedule: missedSevenEights,
    });
    const row = studentToRow(student);
    expect(row.finished).toBe(1);
    expect(studentFromRow(row)).toEqual(student);
  });

  it('reads an empty schedule for a student with none, or with one that cannot be read', () => {
    const row = studentToRow(sampleStudent());
    for (const stored of [null, '{"facts":3}', 'not json'])
      expect(studentFromRow({ ...row, fact_schedule_json: stored }).factSchedule).toEqual(
        EMPTY_SCHEDULER_STATE,
      );
  });

  it('reads no totals for a student who joined before they were kept', () => {
    const row = { ...studentToRow(sampleStudent()), operation_totals_json: null };
    expect(studentFromRow(row).operationTotals).toBeNull();
  });

  it('stores a problem with and without its answer and reads it back the same', () => {
    expect(problemFromRow(problemToRow(problem))).toEqual(problem);
    const answered = {
      ...problem,
      answer: {
        answeredAtMs: 4_000,
        choiceIndex: null,
        typedAnswer: null,
        isCorrect: false,
        timeSpentMs: 3_000,
      },
    };
    const row = problemToRow(answered);
    expect(row).toMatchObject({ is_correct: 0, choice_index: null, answered_at_ms: 4_000 });
    expect(problemFromRow(row)).toEqual(answered);
  });
});
