import { isMathOperation, type MathOperation } from './operations';
import { pickOne, type Rng } from './rng';

/**
 * One basic fact a pupil recalls, such as 7 × 8. Addition and multiplication are commutative, so
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
 * How many questions after a miss the fact is asked again. Fixed rather than drawn, so that
 * recordAnswer needs no rng; four sits inside the 3 to 6 spacing that lets the fact leave working
 * memory before it is retried.
 */
export const MISSED_RETURN_GAP = 4;

/** What the scheduler remembers of one fact. */
export interface FactProgress {
  /** Leitner box, 0 (new or missed) to MAX_BOX (known). */
  readonly box: number;
  /** Index of the question at which the fact was last answered. */
  readonly lastAskedIndex: number;
}

/** A fact answered wrong or too slowly, and the question index from which it is asked again. */
export interface MissedFact {
  readonly key: string;
  readonly dueIndex: number;
}

/**
 * One pupil's scheduling state. Plain JSON (records, arrays, strings, numbers), never mutated:
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

/**
 * The state after one answer. Right and fluent moves the fact up one box (at most MAX_BOX) and
 * takes it out of the missed queue. Wrong, or right but too slow, puts it back in box 0 and (again)
 * in the missed queue, due MISSED_RETURN_GAP questions later; it stays there until it is answered
 * right and fluently.
 */
export function recordAnswer(
  state: SchedulerState,
  fact: Fact,
  outcome: AnswerOutcome,
): SchedulerState {
  const key = factKey(fact);
  const mastered = outcome.correct && outcome.fluent;
  const box = mastered ? Math.min(MAX_BOX, boxOf(state, key) + 1) : 0;
  const others = state.missed.filter((missed) => missed.key !== key);
  const missed = mastered
    ? others
    : [...others, { key, dueIndex: outcome.questionIndex + MISSED_RETURN_GAP }];
  return {
    facts: { ...state.facts, [key]: { box, lastAskedIndex: outcome.questionIndex } },
    missed,
    lastKey: key,
  };
}

/**
 * The fact to ask at question `questionIndex`, from the candidates (every fact of the pupil's
 * range; both orders of a commutative fact may be listed, and one of them is shown).
 * - Never the fact asked last, unless the candidates hold only that one.
 * - A missed fact whose due index has come goes first, the earliest due first.
 * - Otherwise a weighted draw over the facts that are not waiting in the missed queue, weight
 *   2^(MAX_BOX - box) times its readiness (see readiness): a new or missed fact comes 16 times
 *   as often as a known one, and a fact answered well rests for its box's review gap.
 * Deterministic in the rng and the order of the candidates. Throws on an empty list.
 */
export function nextFact(
  state: SchedulerState,
  candidates: readonly Fact[],
  rng: Rng,
  questionIndex: number,
): Fact {
  return nextFactOf(state, groupFacts(candidates), rng, questionIndex);
}

/**
 * nextFact over candidates already grouped by groupFacts, so that a caller asking often from
 * the same range groups them once.
 */
export function nextFactOf(
  state: SchedulerState,
  groups: FactGroups,
  rng: Rng,
  questionIndex: number,
  favoured?: ReadonlySet<string>,
): Fact {
  if (groups.size === 0) throw new Error('nextFact needs at least one candidate');
  const excluded = groups.size === 1 ? null : state.lastKey;
  const key =
    dueMissedKey(state, groups, excluded, questionIndex) ??
    drawnKey(state, drawable(state, groups, excluded, questionIndex), rng, questionIndex, favoured);
  return pickOne(rng, groups.get(key) ?? []);
}

/**
 * The share of questions drawn from the favoured facts (the ones the class missed most, when the
 * teacher asks to practise them) while any of them may be drawn: about every other question.
 */
export const FAVOURED_SHARE = 0.5;

/**
 * A weighted draw over the keys; with favoured keys among them, first a draw of whether to take
 * one of those (FAVOURED_SHARE), then the weighted draw among them.
 */
function drawnKey(
  state: SchedulerState,
  keys: readonly string[],
  rng: Rng,
  questionIndex: number,
  favoured: ReadonlySet<string> | undefined,
): string {
  if (favoured === undefined || favoured.size === 0)
    return weightedKey(state, keys, rng, questionIndex);
  const chosen = keys.filter((key) => favoured.has(key));
  const pool = chosen.length > 0 && rng() < FAVOURED_SHARE ? chosen : keys;
  return weightedKey(state, pool, rng, questionIndex);
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

/** The missed fact among the groups with the earliest due index that has come, if any. */
function dueMissedKey(
  state: SchedulerState,
  groups: FactGroups,
  excluded: string | null,
  questionIndex: number,
): string | undefined {
  let due: MissedFact | undefined;
  for (const missed of state.missed) {
    if (missed.dueIndex > questionIndex || missed.key === excluded || !groups.has(missed.key))
      continue;
    if (due === undefined || missed.dueIndex < due.dueIndex) due = missed;
  }
  return due?.key;
}

/**
 * The keys a weighted draw may give, in group order: all but the excluded one and those whose
 * missed return is not yet due, or all but the excluded one when that leaves none.
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
 * system's growing review intervals (Leitner 1972), in questions rather than days since a round
 * is minutes long. Box 0 does not rest (a missed fact is timed by the missed queue).
 */
export const REVIEW_GAPS: readonly number[] = [0, 5, 10, 20, 40];

/** The least readiness, so that a pupil whose every fact rests is still asked something. */
const MIN_READINESS = 0.05;

/**
 * How ready a fact is to be asked again, from MIN_READINESS to 1: the share of its box's review
 * gap that has passed since it was last asked. A new fact, or one in box 0, is always ready.
 */
export function readiness(state: SchedulerState, key: string, questionIndex: number): number {
  const progress = state.facts[key];
  const gap = REVIEW_GAPS[boxOf(state, key)] ?? 0;
  if (progress === undefined || gap === 0) return 1;
  const waited = (questionIndex - progress.lastAskedIndex) / gap;
  return Math.min(1, Math.max(MIN_READINESS, waited));
}

/** One key drawn with weight 2^(MAX_BOX - box) × readiness. Expects a non-empty list. */
function weightedKey(
  state: SchedulerState,
  keys: readonly string[],
  rng: Rng,
  questionIndex: number,
): string {
  const weights = keys.map(
    (key) => 2 ** (MAX_BOX - boxOf(state, key)) * readiness(state, key, questionIndex),
  );
  let remaining = rng() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, key] of keys.entries()) {
    remaining -= weights[index] ?? 0;
    if (remaining < 0) return key;
  }
  const last = keys.at(-1);
  if (last === undefined) throw new Error('weightedKey needs a non-empty list');
  return last;
}

/** Time allowed for any question, close to the 3 s that fluency programmes such as XtraMath use. */
export const FLUENT_BASE_MS = 3000;

/** Extra time per character of the question beyond FLUENT_FREE_CHARACTERS, for reading it. */
export const FLUENT_MS_PER_EXTRA_CHARACTER = 150;

/** Characters read within the base time. */
export const FLUENT_FREE_CHARACTERS = 5;

/**
 * The longest response, in milliseconds, that still counts as fluent for a question of
 * `questionLength` characters: FLUENT_BASE_MS plus FLUENT_MS_PER_EXTRA_CHARACTER for every
 * character beyond FLUENT_FREE_CHARACTERS. "7 × 8 = ?" (9 characters) allows 3600 ms.
 */
export function fluencyThresholdMs(questionLength: number): number {
  const extra = Number.isFinite(questionLength)
    ? Math.max(0, Math.ceil(questionLength) - FLUENT_FREE_CHARACTERS)
    : 0;
  return FLUENT_BASE_MS + extra * FLUENT_MS_PER_EXTRA_CHARACTER;
}

/**
 * Whether an answer came quickly enough to show recall rather than counting: the response time
 * is at most fluencyThresholdMs(questionLength), which grows with the reading a question needs.
 * Correctness is judged apart (AnswerOutcome.correct). A non-finite time is never fluent; a
 * negative one (a clock step) counts as zero.
 */
export function isFluent(
  responseMs: number,
  question: { readonly questionLength: number },
): boolean {
  if (!Number.isFinite(responseMs)) return false;
  return Math.max(0, responseMs) <= fluencyThresholdMs(question.questionLength);
}
