import type { AnswerInput } from '../../src/shared/maths/answer-input';
import {
  digitsOf,
  factFromKey,
  factKey,
  type Fact,
  type FluencyQuestion,
} from '../../src/shared/maths/fact-scheduler';
import { OPERATION_SYMBOLS } from '../../src/shared/maths/operations';

/** The question as the app shows it, such as "7 × 8 = ?"; its length sets the fluency threshold. */
export function questionText(fact: Fact): string {
  return `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2} = ?`;
}

/** What the simulation reads of a fact at every answer. */
export interface FactInfo {
  readonly key: string;
  /** questionText(fact).length, which sets the fluency threshold. */
  readonly questionLength: number;
  /** The right answer (the bench asks multiplication only). */
  readonly answer: number;
  /** Digits of the right answer: what a typed answer takes, besides the key that sends it. */
  readonly answerDigits: number;
}

const infos = new Map<number, FactInfo>();

/**
 * The fact's key, question length and answer, remembered per ordered pair of operands (the app
 * makes a new fact object for every question), as they are read so often.
 */
export function factInfo(fact: Fact): FactInfo {
  if (fact.operation !== 'multiplication') throw new Error('the bench asks multiplication only');
  const id = fact.operand1 * 0x10000 + fact.operand2;
  const known = infos.get(id);
  if (known !== undefined) return known;
  const answer = fact.operand1 * fact.operand2;
  const info = {
    key: factKey(fact),
    questionLength: questionText(fact).length,
    answer,
    answerDigits: digitsOf(answer),
  };
  infos.set(id, info);
  return info;
}

/**
 * The question as the app's fluency threshold reads it (isFluent): its length, and the digits of
 * the right answer when the child types it (none when they tap a choice), so that a typed answer
 * is allowed the time its keys take, exactly as the app allows it.
 */
export function fluencyQuestion(fact: Fact, input: AnswerInput): FluencyQuestion {
  const { questionLength, answerDigits } = factInfo(fact);
  return { questionLength, typedDigits: input === 'typed' ? answerDigits : 0 };
}

/** The fact in one of its two orders, either equally likely (7 × 8 or 8 × 7), as a question. */
export function questionOf(fact: Fact, rng: () => number): { fact: Fact; stem: string } {
  const swap = rng() < 0.5;
  const shown = swap ? { ...fact, operand1: fact.operand2, operand2: fact.operand1 } : fact;
  return { fact: shown, stem: questionText(shown) };
}

/** The fact a key names, in key order; throws on a key that names none. */
export function factOfKey(key: string): Fact {
  const fact = factFromKey(key);
  if (fact === undefined) throw new Error(`not a fact key: ${key}`);
  return fact;
}
