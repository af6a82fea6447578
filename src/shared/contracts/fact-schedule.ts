import {
  KEY_OPERANDS_PATTERN,
  type FactProgress,
  type MissedFact,
  type SchedulerState,
} from '../maths/fact-scheduler';
import { MATH_OPERATIONS, type MathOperation } from '../maths/operations';
import type { FactTally } from '../maths/rest-scale';
import { KEYS_REMEMBERED, rememberedUpTo } from './remembered';

/**
 * A scheduler state as the server stores it with every answer: arrays instead of objects and a
 * one-letter operation, `{"f":[["m7:8",2,14,1795000000000,6,2,1,0]],"m":[["m7:8",18]],"l":"m7:8"}`
 * (the fourth number when the answer's time is known, else null before a tally; then the tally's
 * four counts when kept, flat, as nested arrays cost the parse four times as long), since the
 * student's row is rewritten at each answer.
 */
export function encodeSchedule(state: SchedulerState): string {
  // Written by hand: keys are letters, digits and colons (factKey), so nothing needs escaping,
  // and this runs at every answer, where JSON.stringify took several times as long.
  let facts = '';
  for (const key in state.facts) {
    const progress = state.facts[key];
    if (progress === undefined) continue;
    const { tally } = progress;
    const counts =
      tally === undefined
        ? ''
        : `,${String(tally.answers)},${String(tally.misses)},${String(tally.reviews)},${String(tally.lapses)}`;
    const at =
      progress.lastAskedAtMs === undefined
        ? counts === ''
          ? ''
          : ',null'
        : `,${String(progress.lastAskedAtMs)}`;
    facts += `${facts === '' ? '' : ','}["${short(key)}",${String(progress.box)},${String(progress.lastAskedIndex)}${at}${counts}]`;
  }
  const missed = state.missed
    .map((entry) => `["${short(entry.key)}",${String(entry.dueIndex)}]`)
    .join(',');
  const last = state.lastKey === null ? 'null' : `"${short(state.lastKey)}"`;
  return `{"f":[${facts}],"m":[${missed}],"l":${last}}`;
}

/**
 * The stored text as a scheduler state, or undefined when it is absent or not one. Entries that
 * are not what encodeSchedule writes are left out.
 */
export function decodeSchedule(text: string | null): SchedulerState | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { f, m, l } = value as Record<string, unknown>;
  if (!Array.isArray(f) || !Array.isArray(m)) return undefined;
  const facts: Record<string, FactProgress> = {};
  for (const entry of f as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [key, box, lastAskedIndex, lastAskedAtMs] = entry as unknown[];
    const long = typeof key === 'string' ? full(key) : undefined;
    if (long === undefined || !isCount(box) || !isIndex(lastAskedIndex)) continue;
    const tally = tallyOf(entry as unknown[]);
    facts[long] = factProgress(
      box,
      lastAskedIndex,
      isCount(lastAskedAtMs) ? lastAskedAtMs : undefined,
      tally,
    );
  }
  const missed: MissedFact[] = [];
  for (const entry of m as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [key, dueIndex] = entry as unknown[];
    const long = typeof key === 'string' ? full(key) : undefined;
    if (long !== undefined && isIndex(dueIndex)) missed.push({ key: long, dueIndex });
  }
  const lastKey = typeof l === 'string' ? (full(l) ?? null) : null;
  return { facts, missed, lastKey };
}

/**
 * A fact's progress in the one form every schedule holds, each of the four shapes written out:
 * a fact built from a device's facts and one read back from the database then share V8's hidden
 * classes, and no property is present as undefined.
 */
export function factProgress(
  box: number,
  lastAskedIndex: number,
  lastAskedAtMs: number | undefined,
  tally: FactTally | undefined,
): FactProgress {
  if (lastAskedAtMs === undefined)
    return tally === undefined ? { box, lastAskedIndex } : { box, lastAskedIndex, tally };
  return tally === undefined
    ? { box, lastAskedIndex, lastAskedAtMs }
    : { box, lastAskedIndex, lastAskedAtMs, tally };
}

const LETTERS: Readonly<Record<MathOperation, string>> = {
  addition: 'a',
  subtraction: 's',
  multiplication: 'm',
  division: 'd',
};

/** `multiplication:7:8` as `m7:8`, worked out once per key as `full` is. */
const short = rememberedUpTo(KEYS_REMEMBERED, shortKeyOf);

/** A fact key in the short form stored and sent (`multiplication:7:8` as `m7:8`). */
export function shortFactKey(key: string): string {
  return short(key);
}

/** A short fact key (`m7:8`) in the long form, or undefined when it is not a fact key. */
export function longFactKey(stored: string): string | undefined {
  return full(stored);
}

function shortKeyOf(key: string): string {
  const colon = key.indexOf(':');
  const letter = LETTERS[key.slice(0, colon) as MathOperation] as string | undefined;
  return letter === undefined ? key : letter + key.slice(colon + 1);
}

/** The operation of each letter, the other way round from LETTERS. */
const OPERATION_OF_LETTER: Readonly<Record<string, MathOperation>> = Object.fromEntries(
  MATH_OPERATIONS.map((operation) => [LETTERS[operation], operation]),
);

/** A stored fact key: an operation's letter, then the operands as a long key has them. */
const STORED_KEY = new RegExp(`^([a-z])(${KEY_OPERANDS_PATTERN})$`);

/**
 * `m7:8` as `multiplication:7:8`; undefined for anything that is not a fact key. It runs for
 * every fact at every answer, and a class meets the same few hundred keys again and again.
 */
const full = rememberedUpTo(KEYS_REMEMBERED, fullKeyOf);

function fullKeyOf(stored: string): string | undefined {
  const match = STORED_KEY.exec(stored);
  if (match === null) return undefined;
  const operation = OPERATION_OF_LETTER[match[1] ?? ''];
  return operation === undefined ? undefined : `${operation}:${match[2] ?? ''}`;
}

/** A stored fact's four counts after its time (entries 4-7) as a tally; undefined when absent. */
function tallyOf(entry: readonly unknown[]): FactTally | undefined {
  if (entry.length !== 8) return undefined;
  const [, , , , answers, misses, reviews, lapses] = entry;
  if (!isCount(answers) || !isCount(misses) || !isCount(reviews) || !isCount(lapses))
    return undefined;
  return { answers, misses, reviews, lapses };
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * A question index: a whole number, below zero for a fact the student's device remembered from
 * before the session (see rebasedMemory).
 */
function isIndex(value: unknown): value is number {
  return Number.isSafeInteger(value);
}
