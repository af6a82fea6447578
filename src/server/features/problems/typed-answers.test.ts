import { describe, expect, it } from 'vitest';
import { SAMPLE_TIME } from '#server/features/class/testing/test-class-objects';
import { present } from './answer-rules';
import { decideAnswer } from './decide-answer';
import { firstReadOf, multiplicationSettings, NEXT_DRAW } from './testing/first-read';

const TIME = SAMPLE_TIME;

/** The student's first problem in a session whose one operation is answered as given. */
const firstRead = (answerInput: 'choices' | 'typed' | undefined) =>
  firstReadOf(multiplicationSettings(answerInput === undefined ? {} : { answerInput }), 5000);
const draw = NEXT_DRAW;

describe('typed answers in a class', () => {
  it('issues problems of a typed operation as typed, and sends no choices to the student', () => {
    const read = firstRead('typed');
    expect(read.problem.answerInput).toBe('typed');
    expect(read.problem.choices).toHaveLength(3);
    const shown = present(read.session, read.problem, read.student, 5000);
    expect(shown).toMatchObject({ answerInput: 'typed', choices: [] });
    expect(firstRead(undefined).problem.answerInput).toBe('choices');
    expect(
      present(read.session, firstRead('choices').problem, read.student, 5000).choices,
    ).toHaveLength(3);
  });

  it('judges the number typed against the answer, and keeps the number', () => {
    const read = firstRead('typed');
    const right = read.problem.correctAnswer;
    const body = {
      problemId: 'problem-1',
      choiceIndex: null,
      typedAnswer: right,
      timeSpentMs: 1500,
    };
    expect(decideAnswer(read, body, TIME, draw)).toMatchObject({
      kind: 'counted',
      answered: { isCorrect: true, typedAnswer: right, choiceIndex: null },
      next: { answerInput: 'typed' },
    });
    const wrong = { ...body, typedAnswer: right + 1 };
    expect(decideAnswer(read, wrong, TIME, draw)).toMatchObject({
      kind: 'counted',
      answered: { isCorrect: false, typedAnswer: right + 1 },
    });
    const none = { ...body, typedAnswer: null };
    expect(decideAnswer(read, none, TIME, draw)).toMatchObject({
      kind: 'counted',
      answered: { isCorrect: false, typedAnswer: null },
    });
  });

  it('refuses a choice for a typed problem and a number for a problem of choices', () => {
    const typed = firstRead('typed');
    const choice = {
      problemId: 'problem-1',
      choiceIndex: typed.problem.correctIndex,
      timeSpentMs: 900,
    };
    expect(decideAnswer(typed, choice, TIME, draw)).toEqual({
      kind: 'refused',
      status: 400,
      code: 'answer_form_mismatch',
    });
    const choices = firstRead('choices');
    const number = {
      problemId: 'problem-1',
      choiceIndex: null,
      typedAnswer: choices.problem.correctAnswer,
      timeSpentMs: 900,
    };
    expect(decideAnswer(choices, number, TIME, draw)).toEqual({
      kind: 'refused',
      status: 400,
      code: 'answer_form_mismatch',
    });
  });

  it('counts a typed answer fluent within the time its digits allow, where a tap would be slow', () => {
    const read = firstRead('typed');
    const keys = String(read.problem.correctAnswer).length + 1;
    const allowedMs = 3000 + Math.max(0, read.problem.stem.length - 5) * 150 + keys * 400;
    const body = {
      problemId: 'problem-1',
      choiceIndex: null,
      typedAnswer: read.problem.correctAnswer,
      timeSpentMs: allowedMs,
    };
    // The claimed time stands: the problem was issued 5 s before, within the vouched bounds.
    const first = decideAnswer(read, body, TIME, draw);
    if (first.kind !== 'counted') throw new Error('expected a count');
    const box = first.student.factSchedule.facts;
    expect(Object.values(box)[0]?.box).toBe(1);
    const slow = decideAnswer(read, { ...body, timeSpentMs: allowedMs + 1 }, TIME, draw);
    if (slow.kind !== 'counted') throw new Error('expected a count');
    expect(Object.values(slow.student.factSchedule.facts)[0]?.box).toBe(0);
  });
});
