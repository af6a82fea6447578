import type { FactMemory } from '../maths/fact-map';
import { isFactInRange } from '../maths/fact-domain';
import {
  MISSED_RETURN_GAP,
  factFromKey,
  factKey,
  type FactProgress,
  type MissedFact,
  type SchedulerState,
} from '../maths/fact-scheduler';
import { EMPTY_TALLY, MAX_TALLY, type FactTally } from '../maths/rest-scale';
import { factProgress, longFactKey, shortFactKey } from './fact-schedule';
import { KEYS_REMEMBERED, rememberedUpTo } from './remembered';
import { SESSION_LIMITS } from './session-settings';

/** The most facts a device may send when its student joins a class: a whole 1-20 range fits. */
export const MAX_DEVICE_FACTS = 400;

/**
 * A fact key a device may send, short as the server stores it: an operation's letter and two
 * operands, `m7:8`. The first operand takes five digits, as a division's is its dividend (10000 ÷
 * 100 in the widest range, 1-100; 1200 ÷ 12 with the 12 times table); the second at most three.
 */
export const DEVICE_FACT_KEY = /^[asmd]\d{1,5}:\d{1,3}$/;

/** A fact's tally as a device sends it: answers, misses, reviews, lapses (see FactTally). */
export type DeviceTally = readonly [
  answers: number,
  misses: number,
  reviews: number,
  lapses: number,
];

/**
 * What a student's device remembers of one fact, sent with a class join: `["m7:8", 2,
 * 1795000000000, [6, 2, 1, 0], 45]`, the fact's short key, its Leitner box, when it was last
 * answered (milliseconds since 1970, null when the device did not keep it), its answers (see
 * FactTally) and how many questions the device has asked since (at most MAX_QUESTIONS_SINCE), for
 * its rests; an older app sends the first three or four. The join body's schema
 * (deviceFactsSchema, with the contracts that need zod) checks it.
 */
export type DeviceFact = readonly [
  key: string,
  box: number,
  lastAskedAtMs: number | null,
  tally?: DeviceTally | undefined,
  questionsSince?: number | undefined,
];

/**
 * The most questions since a fact's last answer a device sends: over nine times the longest rest
 * a fact can have (box 4's 270 questions, stretched four times: 1,080), so a fact past it is due
 * whatever the count.
 */
export const MAX_QUESTIONS_SINCE = 9999;

/**
 * A tally from a device's four counts, made consistent (no more misses than answers, reviews or
 * lapses than they allow) and capped at MAX_TALLY: it is untrusted input, and orders questions
 * only.
 */
export function tallyFromDevice([answers, misses, reviews, lapses]: DeviceTally): FactTally {
  const answered = Math.min(MAX_TALLY, withoutNegativeZero(answers));
  const reviewed = Math.min(answered, withoutNegativeZero(reviews));
  const missed = withoutNegativeZero(misses);
  return {
    answers: answered,
    misses: Math.min(answered, missed),
    reviews: reviewed,
    lapses: Math.min(reviewed, missed, withoutNegativeZero(lapses)),
  };
}

/**
 * A count or time from a device as a read of the stored schedule gives it: -0, which the schema
 * lets through from a hand-made body, as 0 (`-0 + 0` is `0`), so the value stays a small integer
 * where it fits instead of a heap number.
 */
function withoutNegativeZero(value: number): number {
  return value + 0;
}

/** The device's facts as a join sends them: at most MAX_DEVICE_FACTS, each key once. */
export type DeviceFacts = readonly DeviceFact[];

/**
 * The facts a device sends, most recently answered first, at most MAX_DEVICE_FACTS (the
 * oldest are left out), each with its box, time, tally (empty where the device kept none, which
 * restScale reads alike) and the questions asked since, so that the class counts a fact's rest in
 * questions on from where the device's own count stands, as the next solo round would. The
 * missed queue stays on the device: a missed fact is in box 0 and its count says when it is due.
 * A key the server would refuse (not DEVICE_FACT_KEY) stays on the device, so that one odd fact
 * never stops a join.
 */
export function deviceFactsOf(memory: FactMemory): DeviceFact[] {
  return Object.entries(memory.scheduler.facts)
    .map(([key, progress]) => ({ key: shortFactKey(key), progress }))
    .filter(({ key }) => DEVICE_FACT_KEY.test(key))
    .sort((a, b) => (b.progress.lastAskedAtMs ?? 0) - (a.progress.lastAskedAtMs ?? 0))
    .slice(0, MAX_DEVICE_FACTS)
    .map(({ key, progress }): DeviceFact => {
      const tally = progress.tally ?? EMPTY_TALLY;
      const since = memory.questionsAnswered - progress.lastAskedIndex;
      return [
        key,
        progress.box,
        progress.lastAskedAtMs ?? null,
        [tally.answers, tally.misses, tally.reviews, tally.lapses],
        Math.min(MAX_QUESTIONS_SINCE, Math.max(0, since)),
      ];
    });
}

/**
 * The facts in the form a server of the version before the question counts takes (without the
 * fifth element), for a join that such a server refused during a rolling update.
 */
export function withoutQuestionCounts(facts: DeviceFacts): DeviceFact[] {
  return facts.map(([key, box, atMs, tally]): DeviceFact =>
    tally === undefined ? [key, box, atMs] : [key, box, atMs, tally],
  );
}

/** True when any fact carries its question count (the fifth element). */
export function hasQuestionCounts(facts: DeviceFacts | undefined): facts is DeviceFacts {
  return facts?.some((fact) => fact[4] !== undefined) ?? false;
}

/**
 * A class student's schedule from what their device sent, at `nowMs`. It only orders the
 * questions (which facts are new, learning or due for review); scores come from answers alone.
 * Each fact counts once, in the scheduler's form of its key; one the app cannot ask is dropped.
 * A fact sent with its time rests from that time and from the questions the device counted since,
 * the class's first question following the device's last (an older app's fact, without the
 * count, is set EARLIER_SITTING_QUESTIONS back); one without a time, or with a time not before
 * `nowMs` (the join's: a fact from the device is from before it, and one dated from the join on
 * would count as answered in the lesson), is due at once (set a whole rest back).
 */
export function scheduleFromDeviceFacts(facts: DeviceFacts, nowMs: number): SchedulerState {
  const progress: Record<string, FactProgress> = {};
  for (const [short, box, atMs, deviceTally, questionsSince] of facts) {
    const key = appFactKey(short);
    // Not a fact the app asks, or one sent already (the first, answered latest, counts).
    if (key === undefined || progress[key] !== undefined) continue;
    const known = withoutNegativeZero(box);
    const tally = deviceTally === undefined ? undefined : tallyFromDevice(deviceTally);
    progress[key] =
      atMs === null || atMs >= nowMs
        ? factProgress(known, -DUE_AT_ONCE, undefined, tally)
        : factProgress(
            known,
            withoutNegativeZero(-(questionsSince ?? EARLIER_SITTING_QUESTIONS)),
            withoutNegativeZero(atMs),
            tally,
          );
  }
  return { facts: progress, missed: missedOf(progress), lastKey: null };
}

/** Every number a teacher or student may choose: a fact of the app has its operands in it. */
const APP_RANGE = { min: SESSION_LIMITS.minNumber, max: SESSION_LIMITS.maxNumber };

/**
 * The fact key of a device's short key in the one form the scheduler uses (`m07:8` and `m8:7` are
 * `multiplication:7:8`), or undefined unless it names a fact the app can ask: operands within the
 * widest range (1-100; a division's quotient too, its dividend a multiple of its divisor). Worked
 * out once per key: every join sends the same few hundred, and working one out took about 3 µs.
 */
const appFactKey = rememberedUpTo(KEYS_REMEMBERED, appFactKeyOf);

function appFactKeyOf(short: string): string | undefined {
  const long = longFactKey(short);
  const fact = long === undefined ? undefined : factFromKey(long);
  if (fact === undefined) return undefined;
  return isFactInRange(fact, { operation: fact.operation, level: 1, range: APP_RANGE })
    ? factKey(fact)
    : undefined;
}

/**
 * The missed facts of a schedule read from a device: those it left in box 0 (answered, and last
 * wrong or slow), missed earliest first, each due MISSED_RETURN_GAP questions after it was last
 * answered, as the device's own queue had them; so the facts a child missed in their last lesson
 * come back in the class, whoever issues the questions.
 */
function missedOf(progress: Readonly<Record<string, FactProgress>>): MissedFact[] {
  return Object.entries(progress)
    .filter(([, fact]) => fact.box === 0)
    .sort(([, a], [, b]) => a.lastAskedIndex - b.lastAskedIndex)
    .map(([key, fact]) => ({ key, dueIndex: fact.lastAskedIndex + MISSED_RETURN_GAP }));
}

/**
 * Questions back from the start at which a fact an older app sent without its count is set: a
 * lesson's 30, the least between two sittings, so that the facts missed last lesson do not rest
 * again from the join.
 */
const EARLIER_SITTING_QUESTIONS = 30;

/** Questions back from the start that make any rest over: box 4's 270, stretched four times. */
const DUE_AT_ONCE = 1080;

/**
 * The device's memory with the facts its class sent (a child's first lesson on a shared tablet or
 * a cleared browser): each fact the device has not met is taken from the class, resting from
 * where the class left it; every fact the device has met stays its own.
 */
export function memoryWithClassFacts(
  memory: FactMemory,
  facts: DeviceFacts,
  nowMs: number,
): FactMemory {
  const given = scheduleFromDeviceFacts(facts, nowMs).facts;
  const added: Record<string, FactProgress> = {};
  for (const [key, progress] of Object.entries(given))
    if (memory.scheduler.facts[key] === undefined)
      added[key] = {
        ...progress,
        // The device counts questions from 0; a rest before its first question starts at it.
        lastAskedIndex: Math.max(0, memory.questionsAnswered + progress.lastAskedIndex),
      };
  return {
    ...memory,
    scheduler: { ...memory.scheduler, facts: { ...added, ...memory.scheduler.facts } },
  };
}
