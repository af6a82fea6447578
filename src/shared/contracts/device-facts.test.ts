import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  EMPTY_SCHEDULER_STATE,
  MISSED_RETURN_GAP,
  overdueRatio,
  recordAnswer,
  type SchedulerState,
} from '../maths/fact-scheduler';
import {
  MAX_DEVICE_FACTS,
  MAX_QUESTIONS_SINCE,
  deviceFactsOf,
  memoryWithClassFacts,
  scheduleFromDeviceFacts,
} from './device-facts';
import { decodeSchedule, encodeSchedule } from './fact-schedule';
import { deviceFactsSchema } from './sessions';

const NOW = Date.UTC(2026, 10, 27, 9);
const sevenEights = { operation: 'multiplication', operand1: 7, operand2: 8 } as const;

/** A device's memory after `questionsAnswered` questions, with these facts. */
const memoryOf = (scheduler: SchedulerState, questionsAnswered: number) => ({
  scheduler,
  questionsAnswered,
});

describe('the facts a device sends with a class join', () => {
  it('go from the device’s memory to the class schedule with their boxes and times', () => {
    let device = recordAnswer(EMPTY_SCHEDULER_STATE, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 40,
      atMs: NOW - 3_600_000,
    });
    device = recordAnswer(
      device,
      { ...sevenEights, operand1: 9 },
      {
        correct: false,
        fluent: false,
        questionIndex: 41,
      },
    );
    const sent = deviceFactsOf(memoryOf(device, 70));
    expect(safeParse(deviceFactsSchema, sent).success).toBe(true);
    const schedule = scheduleFromDeviceFacts(sent, NOW);
    expect(schedule.facts['multiplication:7:8']).toEqual({
      box: 1,
      lastAskedIndex: -30,
      lastAskedAtMs: NOW - 3_600_000,
      tally: { answers: 1, misses: 0, reviews: 0, lapses: 0 },
    });
    // Asked 30 questions ago on the device: box 1's rest of 20 questions is over at the join.
    expect(overdueRatio(schedule, 'multiplication:7:8', { questionIndex: 0, atMs: NOW })).toBe(1.5);
    expect(schedule.facts['multiplication:8:9']?.box).toBe(0);
    // The fact missed on the device is missed in the class too, its short rest long over.
    const missedAt = schedule.facts['multiplication:8:9']?.lastAskedIndex ?? 0;
    expect(schedule.missed).toEqual([
      { key: 'multiplication:8:9', dueIndex: missedAt + MISSED_RETURN_GAP },
    ]);
    expect(missedAt + MISSED_RETURN_GAP).toBeLessThanOrEqual(0);
  });

  it('takes a device’s tally as untrusted: consistent, capped by the schema', () => {
    const schedule = scheduleFromDeviceFacts([['m7:8', 2, NOW, [3, 9, 5, 4]]], NOW);
    expect(schedule.facts['multiplication:7:8']?.tally).toEqual({
      answers: 3,
      misses: 3,
      reviews: 3,
      lapses: 3,
    });
    expect(safeParse(deviceFactsSchema, [['m7:8', 2, NOW, [1, 0, 0, 0]]]).success).toBe(true);
    expect(safeParse(deviceFactsSchema, [['m7:8', 2, NOW, [10_000, 0, 0, 0]]]).success).toBe(false);
    expect(safeParse(deviceFactsSchema, [['m7:8', 2, NOW, [1, 0, 0]]]).success).toBe(false);
    expect(safeParse(deviceFactsSchema, [['m7:8', 2, NOW, [1, 0, 0, 0], 5, 1]]).success).toBe(
      false,
    );
  });

  it('counts a fact’s rest in questions on from the device’s count, as its next solo round would', () => {
    const device = recordAnswer(EMPTY_SCHEDULER_STATE, sevenEights, {
      correct: true,
      fluent: true,
      questionIndex: 10,
      atMs: NOW - 60_000,
    });
    const rested = (questionsAnswered: number) => {
      const schedule = scheduleFromDeviceFacts(
        deviceFactsOf(memoryOf(device, questionsAnswered)),
        NOW,
      );
      return overdueRatio(schedule, 'multiplication:7:8', { questionIndex: 0, atMs: NOW });
    };
    // Box 1 rests 20 questions: 5 since is a quarter of it, 200 since ten times it.
    expect(rested(15)).toBe(0.25);
    expect(rested(210)).toBe(10);
    expect(deviceFactsOf(memoryOf(device, 10 ** 9))[0]?.[4]).toBe(MAX_QUESTIONS_SINCE);
    expect(safeParse(deviceFactsSchema, [['m7:8', 1, NOW, [1, 0, 0, 0], 12]]).success).toBe(true);
    for (const since of [-1, 1.5, MAX_QUESTIONS_SINCE + 1])
      expect(safeParse(deviceFactsSchema, [['m7:8', 1, NOW, [1, 0, 0, 0], since]]).success).toBe(
        false,
      );
  });

  it('rests a fact an older app sent without its count as if asked a lesson ago', () => {
    const schedule = scheduleFromDeviceFacts([['m7:8', 1, NOW - 60_000, [1, 0, 0, 0]]], NOW);
    expect(schedule.facts['multiplication:7:8']?.lastAskedIndex).toBe(-30);
  });

  it('makes a fact without a time due even at the longest rest a student’s reviews can stretch to', () => {
    // Reviews that never lapse stretch a box-4 rest of 270 questions four times over.
    const schedule = scheduleFromDeviceFacts([['m7:8', 4, null, [9999, 0, 9999, 0]]], NOW);
    expect(
      overdueRatio(schedule, 'multiplication:7:8', { questionIndex: 0, atMs: NOW }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('makes a fact whose time is unknown or still to come due at once', () => {
    const schedule = scheduleFromDeviceFacts(
      [
        ['m7:8', 3, null],
        ['m6:7', 3, NOW + 86_400_000],
      ],
      NOW,
    );
    for (const key of ['multiplication:7:8', 'multiplication:6:7'])
      expect(overdueRatio(schedule, key, { questionIndex: 0, atMs: NOW })).toBeGreaterThan(1);
  });

  it('takes a fact dated at the join’s very millisecond as from before it, with no time in the lesson', () => {
    // The lesson's record counts a fact with a time from the join on as answered in the lesson.
    const schedule = scheduleFromDeviceFacts([['m5:6', 2, NOW]], NOW);
    const fact = schedule.facts['multiplication:5:6'];
    expect(fact?.box).toBe(2);
    expect(fact?.lastAskedAtMs).toBeUndefined();
    expect(
      overdueRatio(schedule, 'multiplication:5:6', { questionIndex: 0, atMs: NOW }),
    ).toBeGreaterThan(1);
  });

  it('carry the widest facts a range of 1-100 or the 12 times table asks, and the server takes them', () => {
    const widest = [
      { operation: 'addition', operand1: 100, operand2: 100 },
      { operation: 'subtraction', operand1: 100, operand2: 99 },
      { operation: 'multiplication', operand1: 100, operand2: 100 },
      { operation: 'division', operand1: 10_000, operand2: 100 },
      { operation: 'division', operand1: 1200, operand2: 12 },
    ] as const;
    const device = widest.reduce(
      (state, fact, index) =>
        recordAnswer(state, fact, { correct: true, fluent: true, questionIndex: index, atMs: NOW }),
      EMPTY_SCHEDULER_STATE,
    );
    const sent = deviceFactsOf(memoryOf(device, widest.length));
    expect(sent.map(([key]) => key).sort()).toEqual(
      ['a100:100', 'd1200:12', 'd10000:100', 'm100:100', 's100:99'].sort(),
    );
    expect(safeParse(deviceFactsSchema, sent).success).toBe(true);
  });

  it('keep a key the server would refuse on the device and send the others', () => {
    const device = recordAnswer(
      recordAnswer(
        EMPTY_SCHEDULER_STATE,
        { operation: 'division', operand1: 123_456, operand2: 100 },
        { correct: true, fluent: true, questionIndex: 0, atMs: NOW },
      ),
      sevenEights,
      { correct: true, fluent: true, questionIndex: 1, atMs: NOW },
    );
    const sent = deviceFactsOf(memoryOf(device, 2));
    expect(sent.map(([key]) => key)).toEqual(['m7:8']);
    expect(safeParse(deviceFactsSchema, sent).success).toBe(true);
  });

  it('refuses what is not a device’s facts: other keys, boxes, times, repeats, too many', () => {
    const bad = [
      [['x7:8', 1, null]],
      [['multiplication:7:8', 1, null]],
      [['m7:8', 5, null]],
      [['m7:8', 1, -1]],
      [['m7:8', 1.5, null]],
      [['d123456:100', 1, null]],
      [['m7:1000', 1, null]],
      [
        ['m7:8', 1, null],
        ['m7:8', 2, null],
      ],
      Array.from({ length: MAX_DEVICE_FACTS + 1 }, (_, i) => [`a${String(i)}:1`, 1, null]),
      'm7:8',
    ];
    for (const facts of bad) expect(safeParse(deviceFactsSchema, facts).success).toBe(false);
  });
});

describe('a device keeping the facts its class sent', () => {
  const nowMs = Date.UTC(2026, 10, 2);
  const memory = {
    scheduler: {
      facts: { 'multiplication:2:3': { box: 1, lastAskedIndex: 7, lastAskedAtMs: nowMs - 1000 } },
      missed: [],
      lastKey: 'multiplication:2:3',
    },
    questionsAnswered: 8,
  };

  it('adds the facts it has not met, resting from where the class left them, and keeps its own', () => {
    const kept = memoryWithClassFacts(
      memory,
      [
        ['m2:3', 4, nowMs - 86_400_000],
        ['m2:4', 3, nowMs - 86_400_000],
      ],
      nowMs,
    );
    expect(kept.scheduler.facts['multiplication:2:3']).toEqual(
      memory.scheduler.facts['multiplication:2:3'],
    );
    expect(kept.scheduler.facts['multiplication:2:4']).toMatchObject({
      box: 3,
      lastAskedAtMs: nowMs - 86_400_000,
      lastAskedIndex: 0,
    });
    expect(kept.questionsAnswered).toBe(8);
  });
});

describe('facts a device sends that the app would not ask', () => {
  it('count each fact once, in one form of its key, the first sent (answered latest) kept', () => {
    const schedule = scheduleFromDeviceFacts(
      [
        ['m7:8', 2, NOW - 1000],
        ['m07:8', 0, NOW - 2000],
        ['m8:7', 1, NOW - 3000],
        ['a3:4', 1, NOW - 4000],
        ['a4:3', 0, NOW - 5000],
      ],
      NOW,
    );
    expect(Object.keys(schedule.facts).sort()).toEqual(['addition:3:4', 'multiplication:7:8']);
    expect(schedule.facts['multiplication:7:8']?.box).toBe(2);
    expect(schedule.facts['addition:3:4']?.box).toBe(1);
    expect(schedule.missed).toEqual([]);
  });

  it('are dropped: operands beyond 1-100, a zero, a division that is not exact, a negative answer', () => {
    const schedule = scheduleFromDeviceFacts(
      [
        ['d0:0', 1, NOW],
        ['m99999:999', 1, NOW],
        ['m0:5', 1, NOW],
        ['d7:2', 1, NOW],
        ['s3:5', 1, NOW],
        ['a101:1', 1, NOW],
        ['d56:8', 1, NOW - 1000],
        ['s9:4', 1, NOW - 1000],
      ],
      NOW,
    );
    expect(Object.keys(schedule.facts).sort()).toEqual(['division:56:8', 'subtraction:9:4']);
  });
});

describe('the schedule a join builds from a device’s facts', () => {
  const keyArbitrary = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('a', 's', 'm', 'd'),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
      )
      .map(([letter, a, b]) => `${letter}${String(a)}:${String(b)}`),
    fc.constantFrom('m07:8', 'd0:0', 'm99999:999', 'x1:2'),
  );
  /** Whole numbers from `min`, and -0, which a hand-made body may send and the schema takes. */
  const wholeFrom = (min: number, max: number) =>
    fc.oneof(fc.constant(-0), fc.integer({ min, max }));
  const countArbitrary = wholeFrom(0, 50);
  const factArbitrary = fc.tuple(
    keyArbitrary,
    wholeFrom(0, 4),
    fc.option(wholeFrom(NOW - 30 * 86_400_000, NOW + 86_400_000)),
    fc.option(fc.tuple(countArbitrary, countArbitrary, countArbitrary, countArbitrary), {
      nil: undefined,
    }),
    fc.option(wholeFrom(0, MAX_QUESTIONS_SINCE), { nil: undefined }),
  );

  it('is what reading it back from the database gives, with no property left undefined', () => {
    fc.assert(
      fc.property(fc.array(factArbitrary, { maxLength: 80 }), (facts) => {
        const schedule = scheduleFromDeviceFacts(facts, NOW);
        const readBack = decodeSchedule(encodeSchedule(schedule));
        expect(schedule).toStrictEqual(readBack);
        expect(Object.keys(schedule.facts)).toEqual(Object.keys(readBack?.facts ?? {}));
      }),
    );
  });
});
