import { describe, expect, it } from 'vitest';
import { withLesson, type ClassRecord } from './class-record';
import {
  classFactCounts,
  classFactKeys,
  pupilBoxes,
  pupilProgress,
  weeklyFluentShare,
} from './class-progress';
import { DAY_MS, TERM_START, classOf, entry, lessonOn } from './test-class-records';

/** Ada over three lessons and two weeks; Bo only at the last. */
function term(): ClassRecord {
  let record = classOf(['Ada', 'Bo']);
  record = withLesson(
    record,
    lessonOn(0, [
      entry(
        'p-Ada',
        [
          ['m6:2', 2],
          ['m6:3', 1],
        ],
        1,
      ),
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

describe('class progress', () => {
  it("counts the class's facts from its lessons' operations", () => {
    expect(classFactKeys(term()).size).toBe(10);
  });

  it('keeps each fact as the latest lesson that listed it left it', () => {
    expect(Object.fromEntries(pupilBoxes(term(), 'p-Ada'))).toEqual({
      'multiplication:2:6': 2,
      'multiplication:3:6': 2,
      'multiplication:4:6': 3,
    });
  });

  it('gives each pupil their facts fluent, the change since the first lesson and over the last week', () => {
    const record = term();
    const [ada, bo] = record.pupils;
    if (ada === undefined || bo === undefined) throw new Error('two pupils');
    const now = TERM_START + 10 * DAY_MS;
    expect(pupilProgress(record, ada, now)).toMatchObject({
      fluent: 3,
      total: 10,
      sinceFirst: 2,
      lastWeek: 1,
      lessonsAttended: 3,
      lastSeenAt: 3,
    });
    expect(pupilProgress(record, bo, now)).toMatchObject({
      fluent: 1,
      sinceFirst: 0,
      lastWeek: 0,
      lessonsAttended: 1,
    });
    const newcomer = { id: 'p-Cai', name: 'Cai', addedAt: now };
    expect(pupilProgress(record, newcomer, now)).toMatchObject({
      fluent: 0,
      sinceFirst: null,
      lastWeek: null,
      lessonsAttended: 0,
      lastSeenAt: null,
    });
  });

  it('counts for each fact how many pupils have it fluent, learning and not yet', () => {
    const counts = new Map(classFactCounts(term()).map(({ key, counts }) => [key, counts]));
    expect(counts.get('multiplication:2:6')).toEqual({ fluent: 2, learning: 0, notSeen: 0 });
    expect(counts.get('multiplication:5:6')).toEqual({ fluent: 0, learning: 1, notSeen: 1 });
    expect(counts.get('multiplication:6:9')).toEqual({ fluent: 0, learning: 0, notSeen: 2 });
  });

  it("charts the class's share of fluent facts week by week, over the pupils who had come", () => {
    const weeks = weeklyFluentShare(term());
    expect(weeks.map((week) => week.weekStart - weeks[0]!.weekStart)).toEqual([0, 7 * DAY_MS]);
    // Week 1: Ada alone, 2 of 10 fluent. Week 2: Ada 3 and Bo 1, of 2 × 10.
    expect(weeks.map((week) => week.share)).toEqual([0.2, 0.2]);
    expect(weeklyFluentShare(classOf(['Ada']))).toEqual([]);
  });
});
