import { isMathOperation, type MathOperation } from './operations';
import {
  restScale,
  studentRates,
  tallyAfter,
  type FactTally,
  type StudentRates,
} from './rest-scale';
import { pickOne, type Rng } from './rng';

/**
 * One basic fact a student recalls, such as 7 × 8. Addition and multiplication are commutative, so
 * 7 × 8 and 8 × 7 are one fact (see factKey); subtraction and division keep their order.
 */
export interface Fact {
  readonly operation: MathOperation;
  readonly operand1: number;
  readonly operand2: number;
}

/** The highest Leitner box: a fact recalled right and fluently four times in a row. */
export const MAX_BOX = 4;

/**
 * The rest of a missed fact, in questions: the right answer was just shown, so asking again at
 * once would test the screen, not memory; a third of a 30-question lesson lets the answer leave
 * working memory (retrieval after a lag is what lasts: Karpicke & Bauernschmidt 2011). After it,
 * the fact waits its turn with the other facts due (see reviewOf). Fixed rather than drawn, so
 * that recordAnswer needs no rng.
 */
export const MISSED_RETURN_GAP = 10;

/** What the scheduler remembers of one fact. */
export interface FactProgress {
  /** Leitner box, 0 (new or missed) to MAX_BOX (known). */
  readonly box: number;
  /** Index of the question at which the fact was last answered. */
  readonly lastAskedIndex: number;
  /**
   * When the fact was last answered, in milliseconds since 1970; absent where the answer's time
   * is not known (a memory kept before times were, or a caller without a clock).
   */
  readonly lastAskedAtMs?: number;
  /** Its answers counted, for its rests (restScale); absent in a memory kept before they were. */
  readonly tally?: FactTally;
}

/**
 * A fact that fell to box 0 (answered wrong, or too slowly from box 1 or below), and the question
 * index before which it is not asked again while another fact may be.
 */
export interface MissedFact {
  readonly key: string;
  readonly dueIndex: number;
}

/**
 * One student's scheduling state. Plain JSON (records, arrays, strings, numbers), never mutated:
 * every change returns a new state, so it can be kept on the device or in a database as it is.
 */
export interface SchedulerState {
  /** Progress by fact key; a fact not listed is new (box 0). */
  readonly facts: Readonly<Record<string, FactProgress>>;
  /** Missed facts in the order they were missed; a key appears at most once. */
  readonly missed: readonly MissedFact[];
  /** Key of the fact answered last, never asked twice in a row while there is another. */
  readonly lastKey: string | null;
}

/** The state before the first answer. */
export const EMPTY_SCHEDULER_STATE: SchedulerState = { facts: {}, missed: [], lastKey: null };

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

/** The fact's Leitner box in the state, 0 when it was never answered. */
export function boxOf(state: SchedulerState, key: string): number {
  const box = state.facts[key]?.box ?? 0;
  return Math.min(MAX_BOX, Math.max(0, box));
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

/** When a question is asked: its index among the student's answers, and the time if known. */
export interface Moment {
  readonly questionIndex: number;
  /** Milliseconds since 1970. */
  readonly atMs?: number | undefined;
}

/**
 * The fact to ask at `moment`, from the candidates (every fact of the student's range in the order
 * they are introduced, easiest first; both orders of a commutative fact may be listed, and one
 * of them is shown).
 * - Never the fact asked last, unless the candidates hold only that one, nor a missed fact before
 *   its return is due, unless nothing else may be asked.
 * - While a new fact is left, the next one in the candidates' order is asked, unless a seen fact
 *   has waited NEW_FACT_PRIORITY of its box's rests: then that one. Once all have been met, the
 *   seen fact next in the review order (see reviewOf): of those whose rest is over, the one
 *   answered longest ago; when no rest is over, the one furthest through its rest. So every fact
 *   of the range is met early, easy tables first, and the facts being learnt come back as widely
 *   spaced as the range allows.
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
 * to come before a new fact: an unseen fact is not recalled at all, so it comes
 * first, unless a seen one has waited ten times its box's rest and may well be forgotten too. A
 * missed fact waits at most 100 questions this way. The box's rest, not the student's: a student
 * whose rests shrink still meets every fact of the range.
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
  const excluded = groups.size === 1 ? null : state.lastKey;
  const key = chosenKey(
    state,
    drawable(state, groups, excluded, moment.questionIndex),
    rng,
    moment,
    favoured,
  );
  return pickOne(rng, groups.get(key) ?? []);
}

/**
 * The share of questions drawn from the favoured facts (the ones the class missed most, when the
 * teacher asks to practise them) while any of them may be drawn: about every other question.
 */
export const FAVOURED_SHARE = 0.5;

/** The key to ask among the drawable ones (see nextFact). Expects a non-empty list. */
function chosenKey(
  state: SchedulerState,
  keys: readonly string[],
  rng: Rng,
  moment: Moment,
  favoured: ReadonlySet<string> | undefined,
): string {
  const chosen = favoured === undefined ? [] : keys.filter((key) => favoured.has(key));
  const favouredPick =
    chosen.length > 0 && rng() < FAVOURED_SHARE ? reviewOf(state, chosen, moment) : undefined;
  if (favouredPick !== undefined) return favouredPick.next;
  const seen = keys.filter((key) => state.facts[key] !== undefined);
  const firstNew = keys.find((key) => state.facts[key] === undefined);
  const review = reviewOf(state, seen, moment);
  if (firstNew === undefined) {
    if (review === undefined) throw new Error('nextFact needs at least one candidate');
    return review.next;
  }
  return review !== undefined && review.longestWait >= NEW_FACT_PRIORITY
    ? review.longestWaiting
    : firstNew;
}

/** Where the review of some seen facts stands (see reviewOf). */
interface Review {
  /** The fact next in the review order. */
  readonly next: string;
  /** The fact that has waited the most of its box's own rests, and how many. */
  readonly longestWaiting: string;
  readonly longestWait: number;
}

/**
 * The review of the keys (seen facts). Next, of the facts whose rest is over, the one answered
 * longest ago: every fact that is due gets its turn before any comes round again, so practice is
 * spread over all of them, and the longest since practice is the one most likely lost. A missed
 * fact is one of them once its short rest is over; when none is due, the fact furthest through
 * its rest. Also the fact that has waited the most of its box's own rests (its overdueRatio
 * before restScale), for the new facts to give way to. The first listed on a tie.
 */
function reviewOf(
  state: SchedulerState,
  keys: readonly string[],
  moment: Moment,
): Review | undefined {
  const rates = ratesOf(state);
  let next: { key: string; ratio: number } | undefined;
  let longest: { key: string; wait: number } | undefined;
  for (const key of keys) {
    const { ratio, scale } = restProgress(state, key, moment, rates);
    const wait = ratio * scale;
    if (next === undefined || reviewedBefore(state, { key, ratio }, next)) next = { key, ratio };
    if (longest === undefined || wait > longest.wait) longest = { key, wait };
  }
  if (next === undefined || longest === undefined) return undefined;
  return { next: next.key, longestWaiting: longest.key, longestWait: longest.wait };
}

/** Whether `a` comes strictly before `b` in the review order (see reviewOf). */
function reviewedBefore(
  state: SchedulerState,
  a: { key: string; ratio: number },
  b: { key: string; ratio: number },
): boolean {
  const [aDue, bDue] = [a.ratio >= 1, b.ratio >= 1];
  if (aDue !== bDue) return aDue;
  if (!aDue) return a.ratio > b.ratio;
  return answeredEarlier(state.facts[a.key], state.facts[b.key]);
}

/**
 * Whether `a` was last answered strictly before `b`: by the clock where both times are known, a
 * fact without one (kept before times were) first, else by question index.
 */
function answeredEarlier(a: FactProgress | undefined, b: FactProgress | undefined): boolean {
  const [aMs, bMs] = [a?.lastAskedAtMs, b?.lastAskedAtMs];
  if (aMs !== undefined && bMs !== undefined && aMs !== bMs) return aMs < bMs;
  if ((aMs === undefined) !== (bMs === undefined)) return aMs === undefined;
  return (a?.lastAskedIndex ?? 0) < (b?.lastAskedIndex ?? 0);
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

/**
 * Questions a fact rests after a right and fluent answer, by the box it reached: the Leitner
 * system's growing review intervals (Leitner 1972), each about double the one before, starting
 * at twice a missed fact's rest. Within one sitting the questions count; between lessons
 * REVIEW_GAPS_MS does. Box 0's rest is a missed fact's.
 */
export const REVIEW_GAPS: readonly number[] = [MISSED_RETURN_GAP, 20, 40, 90, 270];

const HOUR_MS = 3_600_000;

/**
 * The same rests in time, doubling: box 2 the next school day, box 3 two days later, box 4 four;
 * a few hours short of whole days, so that a lesson at the same hour finds the fact due. Box 1
 * counts questions only (0 here).
 */
export const REVIEW_GAPS_MS: readonly number[] = [0, 0, 20 * HOUR_MS, 44 * HOUR_MS, 92 * HOUR_MS];

/** The student's rates that every fact's rest depends on (see restScale), from all their facts. */
export function ratesOf(state: SchedulerState): StudentRates {
  return studentRates(Object.values(state.facts).map((progress) => progress.tally));
}

/**
 * How far a fact is through its rest: the larger of the share of its review gap in questions and
 * the share of its gap in time that have passed since it was last answered (1 is due; 2 is twice
 * as long as the gap). The gaps are its box's, scaled to the student (restScale, with `rates`
 * from ratesOf, which a caller asking for many facts computes once). A new fact is 1.
 */
export function overdueRatio(
  state: SchedulerState,
  key: string,
  moment: Moment,
  rates: StudentRates = ratesOf(state),
): number {
  return restProgress(state, key, moment, rates).ratio;
}

/** overdueRatio, with the fact's restScale it was computed with (1 for a new fact). */
function restProgress(
  state: SchedulerState,
  key: string,
  moment: Moment,
  rates: StudentRates,
): { ratio: number; scale: number } {
  const progress = state.facts[key];
  const box = boxOf(state, key);
  if (progress === undefined) return { ratio: 1, scale: 1 };
  const scale = restScale(progress.tally, box, rates);
  const gap = (REVIEW_GAPS[box] ?? 0) * scale;
  const byQuestions = gap === 0 ? 0 : (moment.questionIndex - progress.lastAskedIndex) / gap;
  const gapMs = (REVIEW_GAPS_MS[box] ?? 0) * scale;
  const byTime =
    gapMs === 0 || moment.atMs === undefined || progress.lastAskedAtMs === undefined
      ? 0
      : (moment.atMs - progress.lastAskedAtMs) / gapMs;
  return { ratio: Math.max(0, byQuestions, byTime), scale };
}

export {
  FLUENT_BASE_MS,
  FLUENT_FREE_CHARACTERS,
  FLUENT_MS_PER_EXTRA_CHARACTER,
  fluencyThresholdMs,
  isFluent,
} from './fluency';
