import { describe, expect, it } from 'vitest';
import { classProgress } from './class-progress';
import { goalProgress } from './class-goal';
import {
  withGoal,
  withLesson,
  type ClassRecord,
  type GoalMeasure,
  type LessonEntry,
} from './class-record';
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

const progressOf = (record: ClassRecord, nowMs = TERM_START + 3 * DAY_MS) =>
  goalProgress(record, classProgress(record, nowMs).pupils, nowMs);

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

  // The goal's day ends with the term's second day: the lesson of day 2 comes after it.
  const dueAt = TERM_START + 2 * DAY_MS - 1;
  const byDay = (measure: GoalMeasure, target: number) =>
    withGoal(term(), { measure, target, setAt: TERM_START, dueAt });

  it('counts only what the lessons by its day brought once the day is over', () => {
    const rightAnswers = byDay('rightAnswers', 12);
    expect(progressOf(rightAnswers, dueAt)).toMatchObject({ value: 19, pastDue: false });
    expect(progressOf(rightAnswers)).toMatchObject({ value: 10, reached: false, pastDue: true });
    const fluentFacts = byDay('fluentFacts', 3);
    expect(progressOf(fluentFacts, dueAt)).toMatchObject({ value: 3, reached: true });
    expect(progressOf(fluentFacts)).toMatchObject({ value: 1, share: 1 / 3, pastDue: true });
  });

  it("counts a lesson of its day that was recorded again after the day's end", () => {
    const record = byDay('rightAnswers', 12);
    const lastLesson = record.lessons[1];
    if (lastLesson === undefined) throw new Error('expected two lessons');
    // The lesson of day 1 ran before the day's end; the teacher's page recorded it next morning.
    const ranOnTheDay = { ...lastLesson, startedAt: dueAt - 60_000, recordedAt: dueAt + DAY_MS };
    const recordedLate = { ...record, lessons: [record.lessons[0]!, ranOnTheDay] };
    expect(progressOf(recordedLate, dueAt + 2 * DAY_MS)).toMatchObject({
      value: 19,
      reached: true,
    });
  });

  it('stays reached after its day when the class reached it by then', () => {
    expect(progressOf(byDay('rightAnswers', 10))).toMatchObject({
      value: 10,
      reached: true,
      pastDue: false,
    });
  });
});
