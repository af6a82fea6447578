import type { TFunction } from 'i18next';

const SPOKEN_SIGNS: Readonly<
  Record<string, 'speech.plus' | 'speech.minus' | 'speech.times' | 'speech.dividedBy'>
> = {
  '+': 'speech.plus',
  '\u2212': 'speech.minus',
  '×': 'speech.times',
  '÷': 'speech.dividedBy',
};

/** The question and its choices as a sentence to read aloud: "What is 7 times 8? 1: 56. 2: 54." */
export function spokenQuestion(stem: string, choices: readonly string[], t: TFunction): string {
  const match = /^(\d+) (\S) (\d+) = \?$/.exec(stem);
  const sign = match?.[2] === undefined ? undefined : SPOKEN_SIGNS[match[2]];
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
