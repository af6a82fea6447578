import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusOfBox } from '#shared/maths/fact-map';
import { withLesson, type ClassRecord } from './class-record';
import {
  classFactKeys,
  classProgress,
  fluentCount,
  pupilBoxes,
  nextWeekStart,
  weekStartOf,
  type ClassProgress,
} from './class-progress';
import { compareFactKeys } from './fact-label';
import { DAY_MS, TERM_START, classOf, entry, lessonOn } from './test-class-records';

/** Ada over three lessons and two weeks; Bo only at the last. */
function term(): ClassRecord {
  let record = classOf(['Ada', 'Bo']);
  record = withLesson(
    record,
    lessonOn(0, [
      entry('p-Ada', [
        ['m6:2', 2],
        ['m6:3', 1],
      ]),
    ]),
  );
  record = withLesson(
    record,
    lessonOn(2, [
      entry(
        'p-Ada',
        [
          ['m6:3', 2],
          ['m6:4', 1],
        ],
        2,
      ),
    ]),
  );
  record = withLesson(
    record,
    lessonOn(9, [
      entry('p-Ada', [['m6:4', 3]], 3),
      entry(
        'p-Bo',
        [
          ['m6:2', 2],
          ['m6:5', 0],
        ],
        4,
      ),
    ]),
  );
  return record;
}

const WEEK_MS = 7 * DAY_MS;

/**
 * The figures worked out one by one from pupilBoxes and fluentCount, the plain reading of the
 * rules, which classProgress's single pass must agree with.
 */
function progressOneByOne(record: ClassRecord, nowMs: number): ClassProgress {
  const keys = classFactKeys(record);
  const pupils = record.pupils.map((pupil) => {
    const attended = record.lessons.filter((lesson) =>
      lesson.entries.some((e) => e.pupilId === pupil.id),
    );
    const fluentAsOf = (atMs?: number) => fluentCount(pupilBoxes(record, pupil.id, atMs), keys);
    const fluent = fluentAsOf();
    const first = attended[0];
    const seen = attended.flatMap((lesson) =>
      lesson.entries.filter((e) => e.pupilId === pupil.id).map((e) => e.lastSeenAt),
    );
    const boxes = pupilBoxes(record, pupil.id);
    return {
      pupil,
      fluent,
      learning: [...keys].filter((key) => statusOfBox(boxes.get(key)) === 'learning').length,
      total: keys.size,
      sinceFirst: first === undefined ? null : fluent - fluentAsOf(first.recordedAt),
      lastWeek:
        first === undefined
          ? null
          : fluent - fluentAsOf(Math.max(nowMs - WEEK_MS, first.recordedAt)),
      lessonsAttended: attended.length,
      lastSeenAt: seen.length === 0 ? null : Math.max(...seen),
    };
  });
  const facts = [...keys].sort(compareFactKeys).map((key) => {
    const counts = { notSeen: 0, learning: 0, fluent: 0 };
    for (const pupil of record.pupils)
      counts[statusOfBox(pupilBoxes(record, pupil.id).get(key))] += 1;
    return { key, counts };
  });
  const weeks = [];
  const first = record.lessons[0];
  const last = record.lessons.at(-1);
  if (first !== undefined && last !== undefined)
    for (
      let start = weekStartOf(first.recordedAt);
      start <= last.recordedAt;
      start = nextWeekStart(start)
    ) {
      const end = nextWeekStart(start) - 1;
      const keysThen = classFactKeys(record, end);
      const came = record.pupils.filter((pupil) =>
        record.lessons.some(
          (lesson) =>
            lesson.recordedAt <= end && lesson.entries.some((e) => e.pupilId === pupil.id),
        ),
      );
      const fluent = came.reduce(
        (sum, pupil) => sum + fluentCount(pupilBoxes(record, pupil.id, end), keysThen),
        0,
      );
      const possible = came.length * keysThen.size;
      weeks.push({ weekStart: start, share: possible === 0 ? 0 : fluent / possible });
    }
  return { pupils, facts, weeks };
}

describe('class progress', () => {
  it("counts the class's facts from its lessons' operations", () => {
    expect(classFactKeys(term()).size).toBe(10);
  });

  it('counts a fact a pupil answered in a lesson before the teacher changed its tables', () => {
    // Recorded after the 3 table became the 6 table: 2 × 3 is in the entry, not the operations.
    const record = withLesson(classOf(['Ada']), lessonOn(0, [entry('p-Ada', [['m3:2', 1]])]));
    expect(classFactKeys(record)).toContain('m2:3');
    const progress = classProgress(record, TERM_START + DAY_MS);
    expect(progress.facts.find((fact) => fact.key === 'm2:3')?.counts).toEqual({
      notSeen: 0,
      learning: 1,
      fluent: 0,
    });
  });

  it('keeps each fact as the latest lesson that listed it left it', () => {
    expect(Object.fromEntries(pupilBoxes(term(), 'p-Ada'))).toEqual({
      'm2:6': 2,
      'm3:6': 2,
      'm4:6': 3,
    });
  });

  it('gives each pupil their facts fluent and being learnt, the change since the first lesson and over the last week', () => {
    const now = TERM_START + 10 * DAY_MS;
    const [ada, bo] = classProgress(term(), now).pupils;
    expect(ada).toMatchObject({
      fluent: 3,
      learning: 0,
      total: 10,
      sinceFirst: 2,
      lastWeek: 1,
      lessonsAttended: 3,
      lastSeenAt: 3,
    });
    expect(bo).toMatchObject({
      fluent: 1,
      learning: 1,
      sinceFirst: 0,
      lastWeek: 0,
      lessonsAttended: 1,
    });
    const withNewcomer = {
      ...term(),
      pupils: [...term().pupils, { id: 'p-Cai', name: 'Cai', addedAt: now }],
    };
    expect(classProgress(withNewcomer, now).pupils[2]).toMatchObject({
      fluent: 0,
      sinceFirst: null,
      lastWeek: null,
      lessonsAttended: 0,
      lastSeenAt: null,
    });
  });

  it('counts for each fact how many pupils have it fluent, learning and not yet', () => {
    const counts = new Map(
      classProgress(term(), 0).facts.map(({ key, counts: each }) => [key, each]),
    );
    expect(counts.get('m2:6')).toEqual({ fluent: 2, learning: 0, notSeen: 0 });
    expect(counts.get('m5:6')).toEqual({ fluent: 0, learning: 1, notSeen: 1 });
    expect(counts.get('m6:9')).toEqual({ fluent: 0, learning: 0, notSeen: 2 });
  });

  it("charts the class's share of fluent facts week by week, over the pupils who had come", () => {
    const { weeks } = classProgress(term(), 0);
    expect(weeks.map((week) => week.weekStart - (weeks[0]?.weekStart ?? 0))).toEqual([
      0,
      7 * DAY_MS,
    ]);
    // Week 1: Ada alone, 2 of 10 fluent. Week 2: Ada 3 and Bo 1, of 2 × 10.
    expect(weeks.map((week) => week.share)).toEqual([0.2, 0.2]);
    expect(classProgress(classOf(['Ada']), 0).weeks).toEqual([]);
  });

  it('starts each week on a Monday at midnight, whatever day the first lesson was', () => {
    const tuesdayMorning = new Date(2026, 8, 8, 9, 30).getTime();
    expect(weekStartOf(tuesdayMorning)).toBe(new Date(2026, 8, 7).getTime());
    expect(weekStartOf(new Date(2026, 8, 13, 23, 59).getTime())).toBe(
      new Date(2026, 8, 7).getTime(),
    );
    expect(nextWeekStart(new Date(2026, 8, 7).getTime())).toBe(new Date(2026, 8, 14).getTime());
  });

  const pupilIds = ['p-Ada', 'p-Bo', 'p-Cai'];
  const anyEntry = fc.record({
    pupil: fc.constantFrom(...pupilIds),
    facts: fc.array(
      fc.tuple(
        fc.constantFrom('m6:2', 'm2:6', 'm6:7', 'm7:7', 'm7:9', 'a2:3', 'x1:1'),
        fc.integer({ min: 0, max: 4 }),
      ),
      { maxLength: 5 },
    ),
    seen: fc.integer({ min: 0, max: 10_000 }),
  });
  const anyLesson = fc.record({
    day: fc.integer({ min: 0, max: 60 }),
    table: fc.constantFrom(6, 7),
    entries: fc.array(anyEntry, { maxLength: 4 }),
  });

  it('gives the figures of working each out on its own, for any class and lessons', () => {
    fc.assert(
      fc.property(
        fc.array(anyLesson, { maxLength: 8 }),
        fc.integer({ min: 0, max: 70 }),
        (lessons, nowDay) => {
          let record = classOf(['Ada', 'Bo', 'Cai']);
          for (const [index, { day, table, entries }] of lessons.entries()) {
            const lesson = lessonOn(
              day,
              entries.map(({ pupil, facts, seen }) => entry(pupil, facts, seen)),
              `lesson-${String(index)}`,
            );
            record = withLesson(record, {
              ...lesson,
              operations: [
                { type: 'multiplication', numberRange: { min: 1, max: 10 }, tables: [table] },
              ],
            });
          }
          const now = TERM_START + nowDay * DAY_MS;
          expect(classProgress(record, now)).toEqual(progressOneByOne(record, now));
        },
      ),
      { numRuns: 300 },
    );
  });
});
