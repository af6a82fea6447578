import type { SessionSettings } from '#shared/contracts/session-settings';
import type { ClassSession, Problem, Student } from '../model/class-model';
import { newStudent } from '../model/new-student';

/** The time the sample objects were made at. */
export const SAMPLE_TIME = 1_700_000_000_000;

/** Settings of a session that starts at once with one operation: five additions up to 10. */
export const fiveAdditions: SessionSettings = {
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: 30,
  randomizeOperations: false,
  operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

/** A running session for tests, with the given fields changed. */
export function sampleSession(changes: Partial<ClassSession> = {}): ClassSession {
  return {
    id: 'session-1',
    code: 'ABC234',
    teacherId: 'teacher-1',
    teacherTokenHash: 'teacher-hash',
    status: 'active',
    phase: 'running',
    settings: fiveAdditions,
    currentOperationIndex: 0,
    startedAtMs: SAMPLE_TIME,
    endsAtMs: null,
    createdAtMs: SAMPLE_TIME,
    lastActivityAtMs: SAMPLE_TIME,
    stopReason: null,
    stoppedAtMs: null,
    locked: false,
    ...changes,
  };
}

/** A student before their first answer, for tests, with the given fields changed. */
export function sampleStudent(changes: Partial<Student> = {}): Student {
  return {
    ...newStudent({
      id: 'student-1',
      sessionId: 'session-1',
      name: 'Ada',
      tokenHash: 'hash',
      joinedAtMs: SAMPLE_TIME,
      operationOrder: [0],
      operationPosition: 0,
    }),
    ...changes,
  };
}

/** Student-1's 7 × 8 in session-1, question 1, waiting for an answer; 56 is at index 1. */
export function sampleProblem(changes: Partial<Problem> = {}): Problem {
  const choices = ['54', '56', '48', '63'];
  return {
    id: 'problem-1',
    sessionId: 'session-1',
    studentId: 'student-1',
    operationIndex: 0,
    operation: 'multiplication',
    questionNumber: 1,
    operationQuestionNumber: 1,
    level: 1,
    operand1: 7,
    operand2: 8,
    correctAnswer: 56,
    stem: '7 × 8',
    choices,
    correctIndex: choices.indexOf('56'),
    issuedAtMs: SAMPLE_TIME,
    showDelayMs: 0,
    answerInput: 'choices',
    answer: null,
    ...changes,
  };
}
