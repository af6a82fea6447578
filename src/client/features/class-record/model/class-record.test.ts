import { describe, expect, it } from 'vitest';
import { withLesson, withPupilRenamed, withPupilsMerged, withoutPupil } from './class-record';
import { classOf, entry, lessonOn } from './test-class-records';

describe('the class record', () => {
  it('keeps lessons in the order recorded, and the last record of a lesson', () => {
    let record = classOf(['Ada']);
    record = withLesson(record, lessonOn(3, [entry('p-Ada', [['m6:2', 1]])]));
    record = withLesson(record, lessonOn(1, [entry('p-Ada', [['m6:3', 1]])]));
    record = withLesson(record, lessonOn(3, [entry('p-Ada', [['m6:2', 2]])]));
    expect(record.lessons.map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-3']);
    expect(record.lessons[1]?.entries[0]?.boxes).toEqual({ 'm2:6': 2 });
  });

  it("merges a pupil into another: their lessons count as the kept pupil's, the later entry of a shared lesson stays", () => {
    let record = classOf(['Ada', 'Ada 2']);
    record = withLesson(record, lessonOn(1, [entry('p-Ada', [['m6:2', 1]], 10)]));
    record = withLesson(
      record,
      lessonOn(2, [entry('p-Ada', [['m6:2', 1]], 10), entry('p-Ada 2', [['m6:2', 2]], 20)]),
    );
    record = withLesson(record, lessonOn(3, [entry('p-Ada 2', [['m6:4', 2]], 30)]));
    const merged = withPupilsMerged(record, 'p-Ada', 'p-Ada 2');
    expect(merged.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
    expect(
      merged.lessons.map((lesson) => lesson.entries.map((e) => [e.pupilId, e.lastSeenAt])),
    ).toEqual([[['p-Ada', 10]], [['p-Ada', 20]], [['p-Ada', 30]]]);
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

  it("keeps a pupil's name when another pupil has the new one in any case, but lets a pupil change their own name's case", () => {
    const record = classOf(['Åse', 'Åse 2']);
    expect(withPupilRenamed(record, 'p-Åse 2', ' åse ')).toBe(record);
    const recased = withPupilRenamed(record, 'p-Åse', 'ÅSE');
    expect(recased.pupils.map((pupil) => pupil.name)).toEqual(['ÅSE', 'Åse 2']);
  });
});
