import { describe, expect, it } from 'vitest';
import {
  askableAnswers,
  classFocusFacts,
  classInsight,
  factGrid,
  median,
  missedFacts,
  operationsReported,
  type CheckedAnswer,
} from './fact-insight';

function answer(
  operation: CheckedAnswer['operation'],
  a: number,
  b: number,
  chosen: number,
  overrides: Partial<CheckedAnswer> = {},
): CheckedAnswer {
  const correct = { addition: a + b, subtraction: a - b, multiplication: a * b, division: a / b }[
    operation
  ];
  return {
    count: 1,
    studentId: 's1',
    operation,
    operand1: a,
    operand2: b,
    correctAnswer: correct,
    chosenAnswer: chosen,
    isCorrect: chosen === correct,
    timeSpentMs: 2000,
    ...overrides,
  };
}

describe('missedFacts', () => {
  it('lists facts answered wrong, most missed first, with the wrong answers chosen', () => {
    const facts = missedFacts([
      answer('multiplication', 7, 8, 54),
      answer('multiplication', 7, 8, 54, { studentId: 's2' }),
      answer('multiplication', 7, 8, 64, { studentId: 's3' }),
      answer('multiplication', 7, 8, 56, { studentId: 's4' }),
      answer('multiplication', 6, 7, 48),
      answer('multiplication', 2, 5, 10),
    ]);
    expect(facts.map((fact) => [fact.stem, fact.attempts, fact.wrong])).toEqual([
      ['7 × 8', 4, 3],
      ['6 × 7', 1, 1],
    ]);
    expect(facts[0]?.wrongAnswers).toEqual([
      { value: 54, count: 2 },
      { value: 64, count: 1 },
    ]);
  });

  it('counts both orders of a fact as one and writes it smaller first, as the scheduler keys it', () => {
    const facts = missedFacts([
      answer('addition', 3, 2, 6),
      answer('addition', 2, 3, 6, { studentId: 's2' }),
      answer('addition', 2, 3, 5, { studentId: 's3' }),
      answer('multiplication', 8, 7, 54),
      answer('subtraction', 5, 3, 1),
      answer('subtraction', 3, 1, 1),
    ]);
    expect(facts.map((fact) => [fact.stem, fact.attempts, fact.wrong])).toEqual([
      ['2 + 3', 3, 2],
      ['3 − 1', 1, 1],
      ['5 − 3', 1, 1],
      ['7 × 8', 1, 1],
    ]);
    expect(facts[0]?.wrongAnswers).toEqual([{ value: 6, count: 2 }]);
  });

  it('names the five numbers chosen most and counts the answers with other numbers together', () => {
    const typed = [54, 54, 54, 57, 57, 48, 63, 64, 65, 66, 67].map((chosen, index) =>
      answer('multiplication', 7, 8, chosen, { studentId: `s${String(index)}` }),
    );
    const [fact] = missedFacts(typed);
    expect(fact?.wrongAnswers).toEqual([
      { value: 54, count: 3 },
      { value: 57, count: 2 },
      { value: 48, count: 1 },
      { value: 63, count: 1 },
      { value: 64, count: 1 },
    ]);
    expect(fact?.otherWrongAnswers).toBe(3);
    expect(fact?.wrong).toBe(11);
  });

  it('counts a timed-out or late question as missed, as a time-out rather than a wrong number', () => {
    const facts = missedFacts([
      answer('multiplication', 7, 8, 54),
      { ...answer('multiplication', 7, 8, 56), isCorrect: false },
      { ...answer('multiplication', 7, 8, 0), chosenAnswer: null, isCorrect: false },
    ]);
    expect(facts[0]).toMatchObject({
      attempts: 3,
      wrong: 3,
      wrongAnswers: [{ value: 54, count: 1 }],
      timedOut: 2,
    });
  });

  it('lists a fact missed only by time-outs, with no wrong number and every time-out counted', () => {
    const timedOut = { ...answer('multiplication', 6, 7, 0), chosenAnswer: null, isCorrect: false };
    expect(missedFacts([{ ...timedOut, count: 2 }, answer('multiplication', 6, 7, 42)])).toEqual([
      {
        operation: 'multiplication',
        stem: '6 × 7',
        operand1: 6,
        operand2: 7,
        correctAnswer: 42,
        attempts: 3,
        wrong: 2,
        wrongAnswers: [],
        otherWrongAnswers: 0,
        timedOut: 2,
      },
    ]);
  });
});

describe('answers counted together', () => {
  it('count as many answers as the tally says, in the lists, the totals and the grid', () => {
    const wrongTwice = { ...answer('multiplication', 7, 8, 54), count: 2 };
    const rightThrice = { ...answer('multiplication', 7, 8, 56), count: 3 };
    expect(missedFacts([wrongTwice, rightThrice])[0]).toMatchObject({
      attempts: 5,
      wrong: 2,
      wrongAnswers: [{ value: 54, count: 2 }],
    });
    expect(factGrid([wrongTwice, rightThrice], 'multiplication')).toEqual([
      { row: 7, column: 8, attempts: 5, correct: 3 },
    ]);
    expect(classInsight([wrongTwice, rightThrice], ['multiplication'])[0]).toMatchObject({
      answered: 5,
      wrong: 2,
    });
  });
});

describe('factGrid', () => {
  it('places multiplication by its factors and division by divisor and quotient', () => {
    expect(
      factGrid(
        [answer('multiplication', 7, 8, 56), answer('multiplication', 7, 8, 54)],
        'multiplication',
      ),
    ).toEqual([{ row: 7, column: 8, attempts: 2, correct: 1 }]);
    expect(factGrid([answer('division', 56, 8, 7)], 'division')).toEqual([
      { row: 8, column: 7, attempts: 1, correct: 1 },
    ]);
  });

  it('leaves facts beyond 12 out of the grid', () => {
    expect(factGrid([answer('multiplication', 13, 2, 26)], 'multiplication')).toEqual([]);
  });
});

describe('classInsight', () => {
  it('summarises each operation of the session, with a grid only for multiplication and division', () => {
    const insight = classInsight(
      [answer('addition', 27, 15, 32), answer('multiplication', 3, 4, 12)],
      ['addition', 'multiplication'],
    );
    expect(
      insight.map((entry) => [entry.operation, entry.answered, entry.wrong, entry.grid === null]),
    ).toEqual([
      ['addition', 1, 1, true],
      ['multiplication', 1, 0, false],
    ]);
    expect(insight[0]?.mostMissed[0]?.wrongAnswers).toEqual([{ value: 32, count: 1 }]);
  });
});

describe('classFocusFacts', () => {
  it('names a fact and its turned-around form once, their misses counted together', () => {
    const facts = classFocusFacts(
      [
        answer('multiplication', 8, 10, 70),
        answer('multiplication', 10, 8, 70),
        answer('multiplication', 10, 8, 90),
        answer('multiplication', 6, 7, 48),
        answer('multiplication', 6, 7, 49),
        answer('multiplication', 6, 7, 42),
        answer('subtraction', 9, 4, 6),
        answer('subtraction', 4, 9, 4),
      ],
      10,
    );
    expect(facts).toEqual([
      { operation: 'multiplication', operand1: 8, operand2: 10 },
      { operation: 'multiplication', operand1: 6, operand2: 7 },
      { operation: 'subtraction', operand1: 4, operand2: 9 },
      { operation: 'subtraction', operand1: 9, operand2: 4 },
    ]);
  });

  it('gives at most `max` facts, each once', () => {
    const answers = [1, 2, 3, 4].flatMap((n) => [
      answer('addition', n, 10, 0),
      answer('addition', 10, n, 0),
    ]);
    const facts = classFocusFacts(answers, 3);
    expect(facts).toHaveLength(3);
    expect(new Set(facts.map((fact) => `${fact.operand1}+${fact.operand2}`)).size).toBe(3);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5000, 1000, 3000])).toBe(3000);
    expect(median([4000, 1000, 3000, 2000])).toBe(2500);
    expect(median([])).toBeNull();
  });
});

describe('operationsReported', () => {
  it('lists the session’s operations, then those answered and since taken out, each once', () => {
    const answered = (['division', 'addition', 'division', 'subtraction'] as const).map(
      (operation) => ({ operation }),
    );
    expect(operationsReported(['addition', 'multiplication'], answered)).toEqual([
      { operation: 'addition', removed: false },
      { operation: 'multiplication', removed: false },
      { operation: 'division', removed: true },
      { operation: 'subtraction', removed: true },
    ]);
    expect(operationsReported(['addition', 'addition'], [])).toEqual([
      { operation: 'addition', removed: false },
    ]);
  });
});

describe('askableAnswers', () => {
  const answer = (
    operation: 'addition' | 'multiplication',
    operand1: number,
    operand2: number,
  ) => ({
    operation,
    operand1,
    operand2,
  });

  it('keeps the facts the session’s operations still ask, by type, range and tables', () => {
    const answers = [
      answer('multiplication', 7, 8),
      answer('multiplication', 12, 3),
      answer('multiplication', 6, 4),
      answer('addition', 2, 3),
    ];
    const sevensUpTo10 = {
      type: 'multiplication' as const,
      numberRange: { min: 1, max: 10 },
      tables: [7],
    };
    expect(askableAnswers(answers, [sevensUpTo10])).toEqual([answer('multiplication', 7, 8)]);
    const additionOnly = { type: 'addition', numberRange: { min: 1, max: 10 } } as const;
    expect(askableAnswers(answers, [additionOnly])).toEqual([answer('addition', 2, 3)]);
    expect(askableAnswers(answers, [])).toEqual([]);
  });
});
