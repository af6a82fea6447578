import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REMOVED_PUPIL,
  withClassName,
  withFormerNameForgotten,
  withGoal,
  withLesson,
  withPupil,
  withPupilRenamed,
  withPupilsMerged,
  withoutPupil,
  type ClassRecord,
} from './class-record';
import { mergeClassCopies, withNameChosen } from './merge-class-copies';
import { DAY_MS, NO_STATS, TERM_START, classOf, entry, lessonOn } from './test-class-records';

const base = withLesson(classOf(['Ada', 'Bo']), lessonOn(1, [entry('p-Ada', [['m6:2', 1]])]));

function lessonIds(record: ClassRecord): string[] {
  return record.lessons.map((lesson) => lesson.id);
}

/** The class as each of the two devices merges the other's copy. */
function mergedBothWays(base: ClassRecord, one: ClassRecord, other: ClassRecord): ClassRecord[] {
  return [mergeClassCopies(base, one, other).record, mergeClassCopies(base, other, one).record];
}

describe('merging two copies of a class', () => {
  it('keeps the lessons each device recorded since they last agreed', () => {
    const ours = withLesson(base, lessonOn(2, [entry('p-Ada', [['m6:3', 1]])]));
    const theirs = withLesson(base, lessonOn(3, [entry('p-Bo', [['m6:4', 2]])]));
    const { record, conflicts } = mergeClassCopies(base, ours, theirs);
    expect(lessonIds(record)).toEqual(['lesson-1', 'lesson-2', 'lesson-3']);
    expect(conflicts).toEqual([]);
  });

  it('keeps the later record of a lesson both devices recorded', () => {
    const early = lessonOn(2, [entry('p-Ada', [['m6:3', 1]])]);
    const late = { ...early, recordedAt: early.recordedAt + 60_000, entries: [] };
    expect(
      mergeClassCopies(base, withLesson(base, late), withLesson(base, early)).record.lessons[1],
    ).toEqual(late);
    expect(
      mergeClassCopies(base, withLesson(base, early), withLesson(base, late)).record.lessons[1],
    ).toEqual(late);
  });

  it('takes a rename made on one device without asking', () => {
    const theirs = withClassName(withPupilRenamed(base, 'p-Bo', 'Bodil'), '5B');
    const { record, conflicts } = mergeClassCopies(base, base, theirs);
    expect(record.name).toBe('5B');
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Bodil']);
    expect(conflicts).toEqual([]);
  });

  it("keeps a pupil's former names from a rename on one device and a merge on the other", () => {
    const start = classOf(['Ada', 'Bo', 'Bo B']);
    const ours = withPupilRenamed(start, 'p-Bo', 'Bodil');
    const theirs = withPupilsMerged(start, 'p-Bo', 'p-Bo B');
    for (const [a, b] of [
      [ours, theirs],
      [theirs, ours],
    ] as const) {
      const { record } = mergeClassCopies(start, a, b);
      expect(record.pupils.find((pupil) => pupil.id === 'p-Bo')).toMatchObject({
        name: 'Bodil',
        formerNames: ['Bo', 'Bo B'],
      });
    }
  });

  it('keeps a former name forgotten on one device forgotten, and a name new on the other', () => {
    const start = withPupilRenamed(classOf(['Ada', 'Bo']), 'p-Bo', 'Bodil');
    const ours = withFormerNameForgotten(start, 'p-Bo', 'Bo');
    const theirs = withPupilRenamed(start, 'p-Bo', 'Bodil B');
    for (const record of mergedBothWays(start, ours, theirs))
      expect(record.pupils.find((pupil) => pupil.id === 'p-Bo')).toEqual({
        id: 'p-Bo',
        name: 'Bodil B',
        addedAt: expect.any(Number),
        formerNames: ['Bodil'],
      });
    // Copies that never agreed keep every name either knows (ours as the name, until chosen).
    expect(
      mergeClassCopies(undefined, ours, theirs).record.pupils.find((pupil) => pupil.id === 'p-Bo'),
    ).toMatchObject({ name: 'Bodil', formerNames: ['Bo', 'Bodil B'] });
  });

  it('keeps a name forgotten on one device forgotten when the other merged its pupil into another', () => {
    const start = withPupilRenamed(classOf(['Ada', 'Ada II']), 'p-Ada II', 'Ada 2');
    const ours = withFormerNameForgotten(start, 'p-Ada II', 'Ada II');
    const theirs = withPupilsMerged(start, 'p-Ada', 'p-Ada II');
    for (const record of mergedBothWays(start, ours, theirs))
      expect(record.pupils).toEqual([
        { id: 'p-Ada', name: 'Ada', addedAt: expect.any(Number), formerNames: ['Ada 2'] },
      ]);
  });

  it("keeps a merged pupil's name as an earlier name when the other device removed that pupil", () => {
    const start = classOf(['Ada', 'Cleo']);
    const ours = withPupilsMerged(start, 'p-Ada', 'p-Cleo');
    const theirs = withoutPupil(start, 'p-Cleo');
    for (const record of mergedBothWays(start, ours, theirs))
      expect(record.pupils).toEqual([
        { id: 'p-Ada', name: 'Ada', addedAt: expect.any(Number), formerNames: ['Cleo'] },
      ]);
  });

  it('asks about a class or a pupil both devices renamed apart, keeping ours until chosen', () => {
    const ours = withClassName(withPupilRenamed(base, 'p-Bo', 'Bodil'), '5A');
    const theirs = withClassName(withPupilRenamed(base, 'p-Bo', 'Bosse'), '5B');
    const { record, conflicts } = mergeClassCopies(base, ours, theirs);
    expect(conflicts).toEqual([
      { kind: 'className', ours: '5A', theirs: '5B' },
      { kind: 'pupilName', pupilId: 'p-Bo', ours: 'Bodil', theirs: 'Bosse' },
    ]);
    expect(record.name).toBe('5A');
    const chosen = conflicts.reduce(
      (kept, conflict) => withNameChosen(kept, conflict, conflict.theirs),
      record,
    );
    expect(chosen.name).toBe('5B');
    expect(chosen.pupils.find((pupil) => pupil.id === 'p-Bo')).toMatchObject({
      name: 'Bosse',
      formerNames: ['Bo', 'Bodil'],
    });
  });

  it('does not ask when both devices chose the same new name', () => {
    const renamed = withClassName(base, '5A');
    expect(mergeClassCopies(base, renamed, renamed).conflicts).toEqual([]);
  });

  it('keeps a pupil removed on one device removed, with the entries the other recorded', () => {
    const ours = withoutPupil(base, 'p-Ada');
    const theirs = withLesson(
      base,
      lessonOn(2, [entry('p-Ada', [['m6:3', 1]]), entry('p-Bo', [])]),
    );
    const { record } = mergeClassCopies(base, ours, theirs);
    expect(record.pupils.map((pupil) => pupil.id)).toEqual(['p-Bo']);
    expect(JSON.stringify(record.lessons.map((lesson) => lesson.entries))).not.toContain('p-Ada');
  });

  it('counts the entries the other device recorded for a merged pupil as the kept pupil’s', () => {
    const withTwo = withPupil(base, { id: 'p-Ada 2', name: 'Ada 2', addedAt: TERM_START });
    const ours = withPupilsMerged(withTwo, 'p-Ada', 'p-Ada 2');
    const theirs = withLesson(withTwo, {
      ...lessonOn(2, [entry('p-Ada 2', [['m6:5', 3]], 5)]),
      pupilOfStudent: { s1: 'p-Ada 2' },
    });
    const { record } = mergeClassCopies(withTwo, ours, theirs);
    expect(record.pupils.map((pupil) => pupil.id)).toEqual(['p-Ada', 'p-Bo']);
    const lesson = record.lessons.find((kept) => kept.id === 'lesson-2');
    expect(lesson?.entries.map((kept) => kept.pupilId)).toEqual(['p-Ada']);
    expect(lesson?.pupilOfStudent).toEqual({ s1: 'p-Ada' });
  });

  it('makes one entry of both of a merged pair that the other device recorded in one lesson', () => {
    const withTwo = withPupil(base, { id: 'p-Ada 2', name: 'Ada 2', addedAt: TERM_START });
    const ours = withPupilsMerged(withTwo, 'p-Ada', 'p-Ada 2');
    const onTablet = { ...entry('p-Ada', [['m6:5', 4]], 5), stats: { ...NO_STATS, correct: 6 } };
    const onLaptop = { ...entry('p-Ada 2', [['m6:5', 1]], 9), stats: { ...NO_STATS, correct: 2 } };
    const theirs = withLesson(withTwo, {
      ...lessonOn(2, [onTablet, onLaptop]),
      pupilOfStudent: { s1: 'p-Ada', s2: 'p-Ada 2' },
    });
    const { record } = mergeClassCopies(withTwo, ours, theirs);
    const lesson = record.lessons.find((kept) => kept.id === 'lesson-2');
    expect(lesson?.entries).toHaveLength(1);
    expect(lesson?.entries[0]?.stats.correct).toBe(8);
    expect(lesson?.entries[0]?.boxes).toEqual({ 'm5:6': 4 });
  });

  it('keeps one of two pupils that each device merged into the other, with the lessons of both', () => {
    const withTwo = withLesson(
      withPupil(base, { id: 'p-Ada 2', name: 'Ada 2', addedAt: TERM_START }),
      lessonOn(2, [entry('p-Ada 2', [['m6:5', 3]], 5)]),
    );
    const ours = withPupilsMerged(withTwo, 'p-Ada', 'p-Ada 2');
    const theirs = withPupilsMerged(withTwo, 'p-Ada 2', 'p-Ada');
    for (const record of mergedBothWays(withTwo, ours, theirs)) {
      const [kept, ...others] = record.pupils.filter((pupil) => pupil.id !== 'p-Bo');
      expect(others).toEqual([]);
      const entries = record.lessons.flatMap((lesson) => lesson.entries);
      expect(entries.map((e) => e.pupilId)).toEqual([kept?.id, kept?.id]);
    }
    // The tablet merges the laptop's copy, then the laptop the tablet's: they agree.
    const onTablet = mergeClassCopies(withTwo, theirs, ours).record;
    expect(mergeClassCopies(ours, ours, onTablet).record).toEqual(onTablet);
    const onLaptop = mergeClassCopies(withTwo, ours, theirs).record;
    expect(mergeClassCopies(theirs, theirs, onLaptop).record).toEqual(onLaptop);
    expect(onLaptop.pupils.map((pupil) => pupil.id).sort()).toEqual(
      onTablet.pupils.map((pupil) => pupil.id).sort(),
    );
  });

  it('keeps a pupil of a loop of merges that runs through one a device added and merged away', () => {
    const withDan = withLesson(
      withPupil(base, { id: 'p-Dan', name: 'Dan', addedAt: TERM_START }),
      lessonOn(2, [entry('p-Bo', [['m6:5', 3]], 5), entry('p-Dan', [['m6:4', 2]], 6)]),
    );
    const added = withPupil(withDan, { id: 'a-new', name: 'Dan B', addedAt: TERM_START });
    const ours = withPupilsMerged(withPupilsMerged(added, 'a-new', 'p-Dan'), 'p-Bo', 'a-new');
    const theirs = withPupilsMerged(withDan, 'p-Dan', 'p-Bo');
    for (const record of mergedBothWays(withDan, ours, theirs)) {
      const ids = record.pupils.map((pupil) => pupil.id);
      expect(ids).toHaveLength(2);
      const lesson = record.lessons.find((kept) => kept.id === 'lesson-2');
      expect(lesson?.entries.map((kept) => ids.includes(kept.pupilId))).toEqual([true]);
    }
  });

  it('makes one pupil of a child both devices added anew under one name', () => {
    const ours = withLesson(
      withPupil(base, { id: 'x-1', name: 'Cleo', addedAt: 5 }),
      lessonOn(2, [entry('x-1', [], 1)]),
    );
    const theirs = withLesson(
      withPupil(base, { id: 'y-1', name: 'cleo', addedAt: 6 }),
      lessonOn(3, [entry('y-1', [], 2)]),
    );
    const { record } = mergeClassCopies(base, ours, theirs);
    expect(record.pupils.map((pupil) => pupil.id)).toEqual(['p-Ada', 'p-Bo', 'x-1']);
    expect(record.lessons.flatMap((lesson) => lesson.entries.map((kept) => kept.pupilId))).toEqual([
      'p-Ada',
      'x-1',
      'x-1',
    ]);
  });

  it('maps a removed pupil’s student to no pupil, so recording the lesson again leaves them out', () => {
    const lesson = { ...lessonOn(2, [entry('p-Ada', [])]), pupilOfStudent: { s1: 'p-Ada' } };
    const recorded = withLesson(base, lesson);
    const { record } = mergeClassCopies(recorded, withoutPupil(recorded, 'p-Ada'), recorded);
    expect(record.lessons[1]?.pupilOfStudent).toEqual({ s1: REMOVED_PUPIL });
  });

  it('keeps the goal set later when both devices set one', () => {
    const earlier = withGoal(base, { measure: 'fluentFacts', target: 30, setAt: 10, dueAt: null });
    const later = withGoal(base, { measure: 'rightAnswers', target: 500, setAt: 20, dueAt: null });
    expect(mergeClassCopies(base, earlier, later).record.goal?.setAt).toBe(20);
    expect(mergeClassCopies(base, later, earlier).record.goal?.setAt).toBe(20);
  });

  it('keeps everything of both when the copies never agreed, asking about a differing name', () => {
    const theirs = withClassName(withLesson(base, lessonOn(4, [])), '4B (home)');
    const { record, conflicts } = mergeClassCopies(undefined, base, theirs);
    expect(lessonIds(record)).toEqual(['lesson-1', 'lesson-4']);
    expect(conflicts).toEqual([{ kind: 'className', ours: '4B', theirs: '4B (home)' }]);
  });
});

/** An edit a teacher may make on one device. */
type Edit =
  | { kind: 'lesson'; day: number; pupil: number }
  | { kind: 'add'; name: string }
  | { kind: 'remove'; pupil: number }
  | { kind: 'rename'; pupil: number; name: string }
  | { kind: 'merge'; pupil: number; into: number }
  | { kind: 'forget'; pupil: number; former: number };

const names = fc.constantFrom('Ada', 'Bo', 'Cleo', 'Dan', 'Eli');
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('lesson' as const),
    day: fc.integer({ min: 2, max: 60 }),
    pupil: fc.nat(9),
  }),
  fc.record({ kind: fc.constant('add' as const), name: names }),
  fc.record({ kind: fc.constant('remove' as const), pupil: fc.nat(9) }),
  fc.record({ kind: fc.constant('rename' as const), pupil: fc.nat(9), name: names }),
  fc.record({ kind: fc.constant('merge' as const), pupil: fc.nat(9), into: fc.nat(9) }),
  fc.record({ kind: fc.constant('forget' as const), pupil: fc.nat(9), former: fc.nat(3) }),
);

function applyEdits(record: ClassRecord, edits: readonly Edit[], device: string): ClassRecord {
  return edits.reduce((kept, change, index) => {
    const pupil =
      kept.pupils[('pupil' in change ? change.pupil : 0) % Math.max(1, kept.pupils.length)];
    switch (change.kind) {
      case 'lesson':
        return withLesson(kept, {
          ...lessonOn(
            change.day,
            pupil === undefined ? [] : [entry(pupil.id, [['m6:2', 1]])],
            `${device}-${String(index)}`,
          ),
          recordedAt: TERM_START + change.day * DAY_MS + index,
        });
      case 'add':
        return withPupil(kept, {
          id: `${device}-p${String(index)}`,
          name: change.name,
          addedAt: index,
        });
      case 'remove':
        return pupil === undefined ? kept : withoutPupil(kept, pupil.id);
      case 'rename':
        return pupil === undefined ? kept : withPupilRenamed(kept, pupil.id, change.name);
      case 'merge': {
        const into = kept.pupils[change.into % Math.max(1, kept.pupils.length)];
        return pupil === undefined || into === undefined
          ? kept
          : withPupilsMerged(kept, into.id, pupil.id);
      }
      case 'forget': {
        const formerNames = pupil?.formerNames ?? [];
        const former = formerNames[change.former % Math.max(1, formerNames.length)];
        return pupil === undefined || former === undefined
          ? kept
          : withFormerNameForgotten(kept, pupil.id, former);
      }
    }
  }, record);
}

/** Pupils of the base, and those the copy merged others into, that the copy removed. */
function removedIn(base: ClassRecord, copy: ClassRecord): string[] {
  const merges = copy.mergedPupils ?? {};
  return [...base.pupils.map((pupil) => pupil.id), ...Object.values(merges)].filter(
    (id) => !copy.pupils.some((kept) => kept.id === id) && merges[id] === undefined,
  );
}

describe('merging any two sequences of edits', () => {
  it('loses no lesson of either device, keeps no removed pupil, and asks only about renames', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 }), (a, b) => {
        const ours = applyEdits(base, a, 'a');
        const theirs = applyEdits(base, b, 'b');
        const { record, conflicts } = mergeClassCopies(base, ours, theirs);
        const kept = new Set(lessonIds(record));
        for (const id of [...lessonIds(ours), ...lessonIds(theirs)])
          expect(kept.has(id)).toBe(true);
        const removed = [ours, theirs].flatMap((copy) => removedIn(base, copy));
        for (const id of removed) expect(JSON.stringify(record.pupils)).not.toContain(id);
        const pupilIds = new Set(record.pupils.map((pupil) => pupil.id));
        for (const lesson of record.lessons)
          for (const kept of lesson.entries) expect(pupilIds.has(kept.pupilId)).toBe(true);
        for (const conflict of conflicts) expect(conflict.kind).toBe('pupilName');
      }),
    );
  });

  it('keeps every pupil neither device removed, as themselves or the pupil they were merged into', () => {
    const withSeveral = applyEdits(
      base,
      [
        { kind: 'add', name: 'Cleo' },
        { kind: 'add', name: 'Dan' },
        { kind: 'lesson', day: 2, pupil: 2 },
        { kind: 'lesson', day: 3, pupil: 3 },
      ],
      'base',
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 }), (a, b) => {
        const ours = applyEdits(withSeveral, a, 'a');
        const theirs = applyEdits(withSeveral, b, 'b');
        const { record } = mergeClassCopies(withSeveral, ours, theirs);
        const removed = new Set([
          ...removedIn(withSeveral, ours),
          ...removedIn(withSeveral, theirs),
        ]);
        const kept = new Set(record.pupils.map((pupil) => pupil.id));
        const merges = record.mergedPupils ?? {};
        for (const pupil of withSeveral.pupils) {
          if (removed.has(pupil.id)) continue;
          let now = pupil.id;
          for (let step = 0; step < 20 && merges[now] !== undefined; step += 1)
            now = merges[now] ?? now;
          if (!removed.has(now)) expect(kept.has(now)).toBe(true);
        }
      }),
    );
  });

  it('leaves both devices with one copy once each has merged the other’s', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 }), (a, b) => {
        const laptop = applyEdits(base, a, 'a');
        const tablet = applyEdits(base, b, 'b');
        const onTablet = mergeClassCopies(base, tablet, laptop);
        if (onTablet.conflicts.length > 0) return;
        expect(mergeClassCopies(laptop, laptop, onTablet.record).record).toEqual(onTablet.record);
      }),
    );
  });

  it('leaves both devices with one copy once the teacher chose each name both renamed apart', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 8 }),
        fc.array(edit, { maxLength: 8 }),
        fc.boolean(),
        (a, b, takeTheirs) => {
          const laptop = applyEdits(base, a, 'a');
          const tablet = applyEdits(base, b, 'b');
          const onTablet = mergeClassCopies(base, tablet, laptop);
          const chosen = onTablet.conflicts.reduce(
            (kept, conflict) =>
              withNameChosen(kept, conflict, takeTheirs ? conflict.theirs : conflict.ours),
            onTablet.record,
          );
          expect(mergeClassCopies(laptop, laptop, chosen).record).toEqual(chosen);
        },
      ),
    );
  });

  it('changes nothing when merging a copy with itself or with the base', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (a) => {
        const ours = applyEdits(base, a, 'a');
        expect(mergeClassCopies(base, ours, ours).record).toEqual(ours);
        expect(mergeClassCopies(base, ours, base).record).toEqual(ours);
        expect(mergeClassCopies(base, base, ours).record.lessons).toEqual(ours.lessons);
      }),
    );
  });
});
