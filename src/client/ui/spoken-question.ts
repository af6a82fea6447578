import type { TFunction } from 'i18next';
import { MATH_OPERATIONS, OPERATION_SYMBOLS, type MathOperation } from '#shared/maths/operations';

/** The catalog's word for an operation's sign. */
type SpokenSign = 'speech.plus' | 'speech.minus' | 'speech.times' | 'speech.dividedBy';

/** How each operation's sign is read: a Record, so the compiler asks for a new operation's word. */
const SPOKEN_OPERATIONS: Readonly<Record<MathOperation, SpokenSign>> = {
  addition: 'speech.plus',
  subtraction: 'speech.minus',
  multiplication: 'speech.times',
  division: 'speech.dividedBy',
};

/** Each operation's sign as a stem shows it, read as the operation's word. */
const SPOKEN_SIGNS: ReadonlyMap<string, SpokenSign> = new Map(
  MATH_OPERATIONS.map((operation) => [OPERATION_SYMBOLS[operation], SPOKEN_OPERATIONS[operation]]),
);

/** The question and its choices as a sentence to read aloud: "What is 7 times 8? 1: 56. 2: 54." */
export function spokenQuestion(stem: string, choices: readonly string[], t: TFunction): string {
  const match = /^(\d+) (\S) (\d+) = \?$/.exec(stem);
  const sign = match?.[2] === undefined ? undefined : SPOKEN_SIGNS.get(match[2]);
  const question =
    match === null || sign === undefined
      ? stem
      : t('speech.question', { a: match[1], operation: t(sign), b: match[3] });
  const answers = choices.map((choice, index) =>
    t('practice.choice', { number: index + 1, value: choice }),
  );
  // A question that ends in its own mark ("What is 7 times 8?") needs no full stop after it.
  const end = /[.?!]$/.test(question) ? ' ' : '. ';
  return `${question}${end}${answers.join('. ')}`;
}
