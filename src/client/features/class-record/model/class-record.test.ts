import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryOfBoth,
  withFormerNameForgotten,
  withLesson,
  withPupilRenamed,
  withPupilsMerged,
  withoutPupil,
  type ClassRecord,
  type LessonEntry,
} from './class-record';
import { classOf, entry, lessonOn } from './test-class-records';

/** The entry with the figures of `correct` right and `incorrect` wrong answers, a second each. */
function withStats(of: LessonEntry, correct: number, incorrect: number, streak: number) {
  const answered = correct + incorrect;
  const stats = {
    correct,
    incorrect,
    streak,
    bestStreak: streak,
    questionsAnswered: answered,
    totalTimeSpentMs: answered * 1000,
  };
  return { ...of, stats };
}

describe('the class record', () => {
  it('keeps lessons in the order recorded, and the last record of a lesson', () => {
    let record = classOf(['Ada']);
    record = withLesson(record, lessonOn(3, [entry('p-Ada', [['m6:2', 1]])]));
    record = withLesson(record, lessonOn(1, [entry('p-Ada', [['m6:3', 1]])]));
    record = withLesson(record, lessonOn(3, [entry('p-Ada', [['m6:2', 2]])]));
    expect(record.lessons.map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-3']);
    expect(record.lessons[1]?.entries[0]?.boxes).toEqual({ 'm2:6': 2 });
  });

  it("merges a pupil into another: their lessons count as the kept pupil's, and a lesson both were in keeps one entry of theirs", () => {
    let record = classOf(['Ada', 'Ada 2', 'Bo']);
    record = withLesson(record, lessonOn(1, [entry('p-Ada', [['m6:2', 1]], 10)]));
    record = withLesson(
      record,
      lessonOn(2, [
        entry('p-Ada', [['m6:2', 1]], 10),
        entry('p-Bo', [], 15),
        entry('p-Ada 2', [['m6:2', 2]], 20),
      ]),
    );
    record = withLesson(record, lessonOn(3, [entry('p-Ada 2', [['m6:4', 2]], 30)]));
    const merged = withPupilsMerged(record, 'p-Ada', 'p-Ada 2');
    expect(merged.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Bo']);
    expect(
      merged.lessons.map((lesson) => lesson.entries.map((e) => [e.pupilId, e.lastSeenAt])),
    ).toEqual([
      [['p-Ada', 10]],
      [
        ['p-Ada', 20],
        ['p-Bo', 15],
      ],
      [['p-Ada', 30]],
    ]);
  });

  it("counts every answer of a pupil's two entries in one lesson once, and keeps each fact's higher box", () => {
    const onTablet = withStats(
      entry(
        'p-Ada',
        [
          ['m6:2', 4],
          ['m6:3', 1],
        ],
        10,
      ),
      7,
      1,
      5,
    );
    const onLaptop = withStats(
      entry(
        'p-Ada',
        [
          ['m6:2', 1],
          ['m6:4', 2],
        ],
        20,
      ),
      2,
      2,
      2,
    );
    const both = entryOfBoth(onTablet, onLaptop);
    expect(entryOfBoth(onLaptop, onTablet)).toEqual(both);
    const atOnce = { ...onLaptop, lastSeenAt: 10 };
    expect(entryOfBoth(atOnce, onTablet)).toEqual(entryOfBoth(onTablet, atOnce));
    expect(entryOfBoth(atOnce, onTablet).stats.streak).toBe(5);
    expect(both).toEqual({
      pupilId: 'p-Ada',
      lastSeenAt: 20,
      stats: {
        correct: 9,
        incorrect: 3,
        streak: 2,
        bestStreak: 5,
        questionsAnswered: 12,
        totalTimeSpentMs: 12000,
      },
      boxes: { 'm2:6': 4, 'm3:6': 1, 'm4:6': 2 },
    });
  });

  it("keeps the class's answers when any pupil is merged into any other", () => {
    const names = ['Ada', 'Bo', 'Cy'];
    const anEntry = fc
      .record({
        pupil: fc.constantFrom(...names),
        correct: fc.nat(30),
        incorrect: fc.nat(30),
        seen: fc.nat(1000),
      })
      .map(({ pupil, correct, incorrect, seen }) =>
        withStats(entry(`p-${pupil}`, [], seen), correct, incorrect, 0),
      );
    const lessonsOf = fc.array(fc.uniqueArray(anEntry, { selector: (e) => e.pupilId }), {
      maxLength: 4,
    });
    const answers = (record: ClassRecord) =>
      record.lessons.flatMap((lesson) => lesson.entries).map((e) => e.stats.questionsAnswered);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    fc.assert(
      fc.property(lessonsOf, fc.constantFrom(...names), fc.constantFrom(...names), (ls, k, a) => {
        const record = ls.reduce(
          (kept, entries, day) => withLesson(kept, lessonOn(day, entries)),
          classOf(names),
        );
        const merged = withPupilsMerged(record, `p-${k}`, `p-${a}`);
        expect(sum(answers(merged))).toBe(sum(answers(record)));
      }),
    );
  });

  it('renames a pupil, and removes one with every entry of theirs', () => {
    let record = withLesson(
      classOf(['Ada', 'Bo']),
      lessonOn(1, [entry('p-Ada', []), entry('p-Bo', [])]),
    );
    record = withPupilRenamed(record, 'p-Bo', '  Bodil ');
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Bodil']);
    const without = withoutPupil(record, 'p-Ada');
    expect(without.pupils.map((pupil) => pupil.id)).toEqual(['p-Bo']);
    expect(JSON.stringify(without)).not.toContain('p-Ada');
  });

  it('keeps the names a pupil had before as former names, one of each, never the name they have', () => {
    let record = withPupilRenamed(classOf(['Dilja', 'Bo']), 'p-Dilja', 'Dilja H');
    expect(record.pupils[0]).toMatchObject({ name: 'Dilja H', formerNames: ['Dilja'] });
    record = withPupilRenamed(record, 'p-Dilja', 'DILJA');
    expect(record.pupils[0]).toMatchObject({ name: 'DILJA', formerNames: ['Dilja H'] });
    record = withPupilRenamed(record, 'p-Dilja', 'Dilja H.');
    expect(record.pupils[0]?.formerNames).toEqual(['DILJA', 'Dilja H']);
    expect(record.pupils[1]).not.toHaveProperty('formerNames');
  });

  it('forgets one former name of a pupil, in any case, and keeps the rest', () => {
    let record = withPupilRenamed(classOf(['Dilja', 'Bo']), 'p-Dilja', 'Dilja H');
    record = withPupilRenamed(record, 'p-Dilja', 'Dilja Hansen');
    expect(record.pupils[0]?.formerNames).toEqual(['Dilja', 'Dilja H']);
    record = withFormerNameForgotten(record, 'p-Dilja', 'DILJA H');
    expect(record.pupils[0]).toMatchObject({ name: 'Dilja Hansen', formerNames: ['Dilja'] });
    expect(withFormerNameForgotten(record, 'p-Bo', 'Dilja').pupils[0]?.formerNames).toEqual([
      'Dilja',
    ]);
    record = withFormerNameForgotten(record, 'p-Dilja', 'Dilja');
    expect(record.pupils[0]).toEqual({
      id: 'p-Dilja',
      name: 'Dilja Hansen',
      addedAt: expect.any(Number),
    });
    expect(JSON.stringify(record)).not.toContain('Dilja H"');
  });

  it("gives a merged pupil's names to the pupil they were merged into", () => {
    const renamed = withPupilRenamed(classOf(['Ada', 'Ada B']), 'p-Ada B', 'Ada Berg');
    const merged = withPupilsMerged(renamed, 'p-Ada', 'p-Ada B');
    expect(merged.pupils).toEqual([
      { id: 'p-Ada', name: 'Ada', addedAt: expect.any(Number), formerNames: ['Ada B', 'Ada Berg'] },
    ]);
  });

  it("keeps a pupil's name when another pupil has the new one in any case, but lets a pupil change their own name's case", () => {
    const record = classOf(['Åse', 'Åse 2']);
    expect(withPupilRenamed(record, 'p-Åse 2', ' åse ')).toBe(record);
    const recased = withPupilRenamed(record, 'p-Åse', 'ÅSE');
    expect(recased.pupils.map((pupil) => pupil.name)).toEqual(['ÅSE', 'Åse 2']);
  });
});
