import { describe, expect, it } from 'vitest';
import { SAMPLE_TIME } from '#server/features/class/testing/test-class-objects';
import { STOP_GRACE_MS } from '#shared/contracts/stop-grace';
import { drawNewProblem } from './answer-rules';
import { decideAnswer } from './decide-answer';
import { firstReadOf, multiplicationSettings, NEXT_DRAW } from './testing/first-read';

const TIME = SAMPLE_TIME;

/** The student's first problem of a 10 s time limit, issued 2 s before TIME. */
const firstRead = () => firstReadOf(multiplicationSettings({ timeLimitSeconds: 10 }), 2000);
const { session, student } = firstRead();
const draw = NEXT_DRAW;

describe('decideAnswer, the one answer rule', () => {
  it('counts a right answer: the verdict, the time, the student moved on and their next problem', () => {
    const read = firstRead();
    const body = {
      problemId: 'problem-1',
      choiceIndex: read.problem.correctIndex,
      timeSpentMs: 1500,
    };
    const decision = decideAnswer(read, body, TIME, draw);
    expect(decision).toMatchObject({
      kind: 'counted',
      answered: { answeredAtMs: TIME, isCorrect: true, timeSpentMs: 1500 },
      change: { questionsAnswered: 1, correct: 1, streak: 1, operationQuestionNumber: 1 },
      next: { id: 'problem-2', questionNumber: 2, issuedAtMs: TIME, showDelayMs: 2000 },
    });
    if (decision.kind !== 'counted') throw new Error('expected a count');
    expect(decision.change.operationTotals).toEqual([
      { operationIndex: 0, completed: 1, correct: 1, timeSpentMs: 1500 },
    ]);
    expect(decision.next?.stem).not.toBe(read.problem.stem);
  });

  it('counts a wrong answer, and no choice at all when the time ran out, as not correct', () => {
    const read = firstRead();
    const wrong = (read.problem.correctIndex + 1) % read.problem.choices.length;
    for (const choiceIndex of [wrong, null]) {
      const decision = decideAnswer(
        read,
        { problemId: 'problem-1', choiceIndex, timeSpentMs: 1500 },
        TIME,
        draw,
      );
      expect(decision).toMatchObject({
        kind: 'counted',
        answered: { isCorrect: false, choiceIndex },
        change: { incorrect: 1, streak: 0 },
        // Issued with a wrong answer's verdict: the screen shows it after the longer pause.
        next: { showDelayMs: 3000 },
      });
    }
  });

  it('counts a right choice that reaches the server past the time limit and its grace as not correct', () => {
    const read = firstRead();
    const body = {
      problemId: 'problem-1',
      choiceIndex: read.problem.correctIndex,
      timeSpentMs: 10_500,
    };
    const late = decideAnswer(read, body, TIME - 2000 + 11_001, draw);
    expect(late).toMatchObject({ kind: 'counted', answered: { isCorrect: false } });
    const inGrace = decideAnswer(read, body, TIME - 2000 + 11_000, draw);
    expect(inGrace).toMatchObject({ kind: 'counted', answered: { isCorrect: true } });
  });

  it('counts the time the student claims only within what the server can vouch for', () => {
    const read = firstRead();
    const at = (timeSpentMs: number) =>
      decideAnswer(read, { problemId: 'problem-1', choiceIndex: 0, timeSpentMs }, TIME, draw);
    expect(at(60_000)).toMatchObject({ answered: { timeSpentMs: 3000 } });
    expect(at(0)).toMatchObject({ answered: { timeSpentMs: 1000 } });
    expect(at(1700)).toMatchObject({ answered: { timeSpentMs: 1700 } });
  });

  it('counts a problem once: one answered before keeps its first verdict', () => {
    const read = firstRead();
    const answered = {
      ...read,
      problem: {
        ...read.problem,
        answer: {
          answeredAtMs: TIME - 500,
          choiceIndex: 0,
          typedAnswer: null,
          isCorrect: false,
          timeSpentMs: 900,
        },
      },
    };
    const body = { problemId: 'problem-1', choiceIndex: 0, timeSpentMs: 900 };
    expect(decideAnswer(answered, body, TIME, draw)).toEqual({ kind: 'answeredBefore' });
  });

  it('refuses while the session is not running, after an exam ended, and a choice that is not there', () => {
    const read = firstRead();
    const body = { problemId: 'problem-1', choiceIndex: 0, timeSpentMs: 900 };
    const stopped = { ...read, session: { ...session, phase: 'stopped' as const } };
    expect(decideAnswer(stopped, body, TIME, draw)).toEqual({
      kind: 'refused',
      status: 409,
      code: 'session_not_running',
    });
    const examOver = { ...read, session: { ...session, endsAtMs: TIME - STOP_GRACE_MS - 1 } };
    expect(decideAnswer(examOver, body, TIME, draw)).toMatchObject({ code: 'exam_ended' });
    expect(decideAnswer(read, { ...body, choiceIndex: 4 }, TIME, draw)).toEqual({
      kind: 'refused',
      status: 400,
      code: 'choice_out_of_range',
    });
  });

  it('counts an answer to a question shown before the Stop that arrives within the grace, with no next problem', () => {
    const read = firstRead();
    const body = {
      problemId: 'problem-1',
      choiceIndex: read.problem.correctIndex,
      timeSpentMs: 900,
    };
    const stopped = {
      ...read,
      session: { ...session, phase: 'stopped' as const, stoppedAtMs: TIME - 100 },
    };
    for (const arrival of [TIME, TIME - 100 + STOP_GRACE_MS]) {
      expect(decideAnswer(stopped, body, arrival, draw)).toMatchObject({
        kind: 'counted',
        answered: { isCorrect: true },
        change: { questionsAnswered: 1, correct: 1 },
        next: null,
      });
    }
  });

  it('refuses an answer that arrives after the grace, or to a question issued after the Stop', () => {
    const read = firstRead();
    const body = { problemId: 'problem-1', choiceIndex: 0, timeSpentMs: 900 };
    const stopAt = read.problem.issuedAtMs + 500;
    const stopped = {
      ...read,
      session: { ...session, phase: 'stopped' as const, stoppedAtMs: stopAt },
    };
    const tooLate = stopAt + STOP_GRACE_MS + 1;
    expect(decideAnswer(stopped, body, tooLate, draw)).toMatchObject({
      kind: 'refused',
      code: 'session_not_running',
    });
    const issuedAfter = { ...stopped, problem: { ...read.problem, issuedAtMs: stopAt + 1 } };
    expect(decideAnswer(issuedAfter, body, stopAt + 10, draw)).toMatchObject({
      kind: 'refused',
      code: 'session_not_running',
    });
  });

  it("counts an answer within the grace after an exam's end, and refuses one after it", () => {
    const read = firstRead();
    const body = { problemId: 'problem-1', choiceIndex: 0, timeSpentMs: 900 };
    const endsAtMs = TIME - 200;
    const running = { ...read, session: { ...session, endsAtMs } };
    expect(decideAnswer(running, body, TIME, draw)).toMatchObject({ kind: 'counted', next: null });
    const ended = {
      ...read,
      session: { ...session, endsAtMs, phase: 'stopped' as const, stoppedAtMs: endsAtMs },
    };
    expect(decideAnswer(ended, body, TIME, draw)).toMatchObject({ kind: 'counted' });
    expect(decideAnswer(ended, body, endsAtMs + STOP_GRACE_MS + 1, draw)).toMatchObject({
      kind: 'refused',
      code: 'exam_ended',
    });
  });

  it('gives no next problem once the student answered their last question', () => {
    const read = firstRead();
    const last = {
      ...read,
      student: { ...student, questionsAnswered: 4, operationQuestionNumber: 4 },
    };
    const body = { problemId: 'problem-1', choiceIndex: 0, timeSpentMs: 900 };
    expect(decideAnswer(last, body, TIME, draw)).toMatchObject({
      kind: 'counted',
      change: { finished: true },
      next: null,
    });
  });

  it('decides the same from the same read, body, time and draw', () => {
    const read = firstRead();
    const body = { problemId: 'problem-1', choiceIndex: 1, timeSpentMs: 900 };
    expect(decideAnswer(read, body, TIME, draw)).toEqual(decideAnswer(read, body, TIME, draw));
    const other = decideAnswer(read, body, TIME, drawNewProblem());
    expect(other).toMatchObject({ kind: 'counted' });
  });
});
