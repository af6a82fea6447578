import { describe, expect, it } from 'vitest';
import { classProgress } from './class-progress';
import { goalProgress } from './class-goal';
import { withGoal, withLesson, type ClassRecord, type LessonEntry } from './class-record';
import { DAY_MS, TERM_START, classOf, entry, lessonOn } from './test-class-records';

function withRight(lessonEntry: LessonEntry, correct: number): LessonEntry {
  return { ...lessonEntry, stats: { ...lessonEntry.stats, correct } };
}

function term(): ClassRecord {
  let record = classOf(['Ada', 'Bo']);
  record = withLesson(
    record,
    lessonOn(0, [withRight(entry('p-Ada', [['m6:2', 2]]), 7), withRight(entry('p-Bo', []), 3)]),
  );
  return withLesson(
    record,
    lessonOn(2, [
      withRight(entry('p-Ada', [['m6:3', 2]]), 5),
      withRight(entry('p-Bo', [['m6:2', 2]]), 4),
    ]),
  );
}

const progressOf = (record: ClassRecord) =>
  goalProgress(record, classProgress(record, TERM_START + 3 * DAY_MS).pupils);

describe('the class goal', () => {
  it('is absent until the teacher sets one', () => {
    expect(progressOf(term())).toBeUndefined();
  });

  it('counts the facts fluent now, summed over the class', () => {
    const record = withGoal(term(), {
      measure: 'fluentFacts',
      target: 4,
      setAt: TERM_START,
      dueAt: null,
    });
    expect(progressOf(record)).toMatchObject({ value: 3, share: 0.75, reached: false });
  });

  it('counts right answers only from lessons recorded since it was set, and says when it is reached', () => {
    const setAt = TERM_START + 1 * DAY_MS;
    const record = withGoal(term(), { measure: 'rightAnswers', target: 9, setAt, dueAt: null });
    expect(progressOf(record)).toMatchObject({ value: 9, share: 1, reached: true });
    const higher = withGoal(record, { measure: 'rightAnswers', target: 18, setAt, dueAt: null });
    expect(progressOf(higher)).toMatchObject({ value: 9, share: 0.5, reached: false });
  });
});
