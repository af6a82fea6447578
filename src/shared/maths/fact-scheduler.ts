import { isMathOperation, type MathOperation } from './operations';
import { MISSED_RETURN_GAP, overdueRatio, reviewOf } from './fact-rests';
import { tallyAfter } from './rest-scale';
import { pickOne, type Rng } from './rng';
import { placedNewKey } from './placement';
import { workingSetChoice } from './working-set';
import {
  MAX_BOX,
  boxOf,
  type Moment,
  type SchedulerState,
  type FactProgress,
} from './scheduler-state';

/**
 * One basic fact a student recalls, such as 7 × 8. Addition and multiplication are commutative, so
 * 7 × 8 and 8 × 7 are one fact (see factKey); subtraction and division keep their order.
 */
export interface Fact {
  readonly operation: MathOperation;
  readonly operand1: number;
  readonly operand2: number;
}

/** What happened at one question. */
export interface AnswerOutcome {
  readonly correct: boolean;
  /** Answered within the fluency threshold (see isFluent). */
  readonly fluent: boolean;
  readonly questionIndex: number;
  /** When it was answered, in milliseconds since 1970, so that review gaps can count days. */
  readonly atMs?: number;
}

const COMMUTATIVE: ReadonlySet<MathOperation> = new Set<MathOperation>([
  'addition',
  'multiplication',
]);

/**
 * A stable key for the fact, such as `multiplication:7:8`. For addition and multiplication the
 * operands are put in ascending order, so 8 × 7 and 7 × 8 share one key: recalling one order
 * transfers to the other, and counting them apart would ask a known fact twice as often and
 * allow a back-to-back repeat in disguise. Subtraction and division keep the order.
 */
export function factKey(fact: Fact): string {
  const { operation, operand1: a, operand2: b } = fact;
  const [first, second] = COMMUTATIVE.has(operation) && b < a ? [b, a] : [a, b];
  return `${operation}:${first}:${second}`;
}

/** A key's two operands after its operation, as its pattern: each at most nine digits. */
export const KEY_OPERANDS_PATTERN = '(\\d{1,9}):(\\d{1,9})';

const KEY = new RegExp(`^([a-z]+):${KEY_OPERANDS_PATTERN}$`);

/** The fact a key names (its operands in key order), or undefined when the key is not one. */
export function factFromKey(key: string): Fact | undefined {
  const match = KEY.exec(key);
  const operation = match?.[1];
  if (match === null || !isMathOperation(operation)) return undefined;
  return { operation, operand1: Number(match[2]), operand2: Number(match[3]) };
}

/** The box from which a fact counts as fluent: two right and quick answers, spaced apart. */
export const FLUENT_BOX = 2;

/**
 * The share of a fact's review gap that must have passed for a right and quick answer to move it
 * up: an answer given again a moment later shows short-term memory, not a longer-lasting one.
 */
export const PROMOTION_READINESS = 0.5;

/**
 * The state after one answer. Right and fluent moves the fact up one box (at most MAX_BOX) and
 * takes it out of the missed queue, but from box 1 upwards only once PROMOTION_READINESS of its
 * review gap has passed (see overdueRatio); otherwise it stays in its box. Right but too slow
 * moves it down one box: the student knows the answer but still works it out, which is not
 * forgetting it. Wrong puts it back in box 0. A fact that ends in box 0 goes (again) into the
 * missed queue, due MISSED_RETURN_GAP questions later, and stays there until it is answered
 * right and fluently.
 */
export function recordAnswer(
  state: SchedulerState,
  fact: Fact,
  outcome: AnswerOutcome,
): SchedulerState {
  const key = factKey(fact);
  const mastered = outcome.correct && outcome.fluent;
  const box = mastered
    ? promotedBox(state, key, outcome)
    : outcome.correct
      ? Math.max(0, boxOf(state, key) - 1)
      : 0;
  const others = state.missed.filter((missed) => missed.key !== key);
  const missed =
    box > 0 ? others : [...others, { key, dueIndex: outcome.questionIndex + MISSED_RETURN_GAP }];
  const tally = tallyAfter(state.facts[key]?.tally, boxOf(state, key), mastered);
  const progress: FactProgress =
    outcome.atMs === undefined
      ? { box, lastAskedIndex: outcome.questionIndex, tally }
      : { box, lastAskedIndex: outcome.questionIndex, lastAskedAtMs: outcome.atMs, tally };
  return { facts: { ...state.facts, [key]: progress }, missed, lastKey: key };
}

function promotedBox(state: SchedulerState, key: string, outcome: AnswerOutcome): number {
  const box = boxOf(state, key);
  if (box === 0) return 1;
  const spaced =
    overdueRatio(state, key, { questionIndex: outcome.questionIndex, atMs: outcome.atMs }) >=
    PROMOTION_READINESS;
  return spaced ? Math.min(MAX_BOX, box + 1) : box;
}

/**
 * The fact to ask at `moment`, from the candidates (every fact of the student's range in the order
 * they are introduced, easiest first; both orders of a commutative fact may be listed, and one
 * of them is shown).
 * - Never the fact asked last, unless the candidates hold only that one, nor a missed fact before
 *   its return is due, unless nothing else may be asked.
 * - While a new fact is left, the next one the placement gives (placedNewKey: the candidates'
 *   order, past the tiers a child answers right and quickly at first sight) is asked, unless a
 *   seen fact has waited NEW_FACT_PRIORITY of its box's rests: then that one. Once all have been
 *   met, the seen fact next in the review order (see reviewOf): of those whose rest is over, the
 *   one answered longest ago (the lowest box first for a child whose reviews show they rarely
 *   forget: learningBeforeReviews); when no rest is over, the one furthest through its rest. So
 *   every fact of the range is met early, easy tables first, and the facts being learnt come back
 *   as widely spaced as the range allows.
 * Deterministic in the rng and the order of the candidates. Throws on an empty list.
 */
export function nextFact(
  state: SchedulerState,
  candidates: readonly Fact[],
  rng: Rng,
  moment: Moment,
): Fact {
  return nextFactOf(state, groupFacts(candidates), rng, moment);
}

/**
 * How many times its box's own rest (REVIEW_GAPS, before restScale) a seen fact must have waited
 * to come before a new fact: an unseen fact is not recalled at all, so it comes first, unless a
 * seen one has waited ten times its box's rest and may well be forgotten too. A missed fact waits
 * at most 100 questions this way. The box's rest, not the student's: a student whose rests shrink
 * still meets every fact of the range.
 */
export const NEW_FACT_PRIORITY = 10;

/**
 * nextFact over candidates already grouped by groupFacts, so that a caller asking often from
 * the same range groups them once. `favoured` fact keys (the class's most missed, when the
 * teacher asks to practise them) are taken about every other question (FAVOURED_SHARE).
 */
export function nextFactOf(
  state: SchedulerState,
  groups: FactGroups,
  rng: Rng,
  moment: Moment,
  favoured?: ReadonlySet<string>,
): Fact {
  if (groups.size === 0) throw new Error('nextFact needs at least one candidate');
  const winnable = workingSetChoice(state, groups.keys(), moment.questionIndex);
  if (winnable !== undefined) return pickOne(rng, groups.get(winnable) ?? []);
  const excluded = groups.size === 1 ? null : state.lastKey;
  const keys = drawable(state, groups, excluded, moment.questionIndex);
  const placed = placedNewKey(state, groups);
  const firstNew =
    placed !== undefined && keys.includes(placed)
      ? placed
      : keys.find((key) => state.facts[key] === undefined);
  const key = chosenKey(state, { keys, firstNew }, rng, moment, favoured);
  return pickOne(rng, groups.get(key) ?? []);
}

/**
 * The share of questions drawn from the favoured facts (the ones the class missed most, when the
 * teacher asks to practise them) while any of them may be drawn: about every other question.
 */
export const FAVOURED_SHARE = 0.5;

/**
 * The key to ask among the drawable ones (see nextFact), given the new one to ask first if any
 * (placedNewKey). Expects a non-empty list.
 */
function chosenKey(
  state: SchedulerState,
  { keys, firstNew }: { readonly keys: readonly string[]; readonly firstNew: string | undefined },
  rng: Rng,
  moment: Moment,
  favoured: ReadonlySet<string> | undefined,
): string {
  const chosen = favoured === undefined ? [] : keys.filter((key) => favoured.has(key));
  const favouredPick =
    chosen.length > 0 && rng() < FAVOURED_SHARE ? reviewOf(state, chosen, moment) : undefined;
  if (favouredPick !== undefined) return favouredPick.next;
  const seen = keys.filter((key) => state.facts[key] !== undefined);
  const review = reviewOf(state, seen, moment);
  if (firstNew === undefined) {
    if (review === undefined) throw new Error('nextFact needs at least one candidate');
    return review.next;
  }
  return review !== undefined && review.longestWait >= NEW_FACT_PRIORITY
    ? review.longestWaiting
    : firstNew;
}

/** Candidate facts by fact key, in the order they were listed. */
export type FactGroups = ReadonlyMap<string, readonly Fact[]>;

/** The facts grouped by factKey (both orders of 7 × 8 under one key), in list order. */
export function groupFacts(facts: readonly Fact[]): FactGroups {
  const groups = new Map<string, Fact[]>();
  for (const fact of facts) {
    const key = factKey(fact);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [fact]);
    else group.push(fact);
  }
  return groups;
}

/**
 * The keys that may be asked, in group order: all but the excluded one and those whose missed
 * return is not yet due, or all but the excluded one when that leaves none.
 */
function drawable(
  state: SchedulerState,
  groups: FactGroups,
  excluded: string | null,
  questionIndex: number,
): string[] {
  const waiting = new Set<string>();
  for (const missed of state.missed) if (missed.dueIndex > questionIndex) waiting.add(missed.key);
  const allowed: string[] = [];
  const ready: string[] = [];
  for (const key of groups.keys()) {
    if (key === excluded) continue;
    allowed.push(key);
    if (!waiting.has(key)) ready.push(key);
  }
  return ready.length > 0 ? ready : allowed;
}

export {
  FLUENT_BASE_MS,
  FLUENT_FREE_CHARACTERS,
  FLUENT_MS_PER_EXTRA_CHARACTER,
  FLUENT_MS_PER_TYPED_KEY,
  digitsOf,
  fluencyQuestionOf,
  fluencyThresholdMs,
  isFluent,
  type FluencyQuestion,
} from './fluency';

export {
  MISSED_RETURN_GAP,
  REVIEW_GAPS,
  REVIEW_GAPS_MS,
  overdueRatio,
  ratesOf,
} from './fact-rests';
export {
  EMPTY_SCHEDULER_STATE,
  MAX_BOX,
  boxOf,
  type FactProgress,
  type MissedFact,
  type Moment,
  type SchedulerState,
} from './scheduler-state';
