import { describe, expect, it } from 'vitest';
import type { StudentSummary } from '#shared/contracts/sessions';
import { testStudent as student } from '../testing/test-student';
import {
  EMPTY_STUDENT_LIST,
  studentsShown,
  withEvent,
  withFetched,
  type StudentChange,
} from './student-list';

const answered = (id: string, count: number, finished = false): StudentChange => ({
  kind: 'answered',
  studentId: id,
  stats: student(id, count).stats,
  finished,
  currentOperationIndex: 0,
});

const answersOf = (students: readonly StudentSummary[]) =>
  students.map((student) => [student.id, student.stats.questionsAnswered]);

describe('the teacher student list', () => {
  it('shows an answer at once, before any list is read again', () => {
    const list = withEvent(
      withFetched(EMPTY_STUDENT_LIST, [student('ada'), student('bo')], 0),
      answered('ada', 1, true),
    );
    expect(answersOf(studentsShown(list))).toEqual([
      ['ada', 1],
      ['bo', 0],
    ]);
    expect(studentsShown(list)[0]?.finished).toBe(true);
  });

  it('adds a student who joined, and replaces the row of one who joined again', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada', 3, false)], 0);
    list = withEvent(list, { kind: 'joined', student: student('bo') });
    list = withEvent(list, { kind: 'joined', student: student('ada', 3, true) });
    expect(studentsShown(list).map((student) => [student.id, student.connected])).toEqual([
      ['ada', true],
      ['bo', true],
    ]);
  });

  it('takes the list read after the events as the truth, patched rows and all', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada'), student('bo')], 0);
    list = withEvent(list, answered('ada', 1));
    list = withEvent(list, { kind: 'joined', student: student('cy') });
    // Read after both events: bo has left the list and ada was counted as the server counts.
    list = withFetched(list, [student('ada', 2), student('cy', 0, false)], list.heard);
    expect(list.changes).toEqual([]);
    expect(studentsShown(list).map((student) => [student.id, student.connected])).toEqual([
      ['ada', true],
      ['cy', false],
    ]);
    expect(answersOf(studentsShown(list))).toEqual([
      ['ada', 2],
      ['cy', 0],
    ]);
  });

  it('keeps the events heard after a read began, when the list arrives after them', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada')], 0);
    const readAfter = list.heard;
    list = withEvent(list, answered('ada', 1));
    list = withEvent(list, { kind: 'joined', student: student('bo') });
    list = withFetched(list, [student('ada')], readAfter);
    expect(answersOf(studentsShown(list))).toEqual([
      ['ada', 1],
      ['bo', 0],
    ]);
  });

  it('drops a list whose read began before the one shown', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada')], 0);
    const olderRead = list.heard;
    list = withEvent(list, answered('ada', 1));
    list = withFetched(list, [student('ada', 1)], list.heard);
    list = withFetched(list, [student('ada')], olderRead);
    expect(answersOf(studentsShown(list))).toEqual([['ada', 1]]);
  });

  it('never sets a row back to fewer answers than the list read counted', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada')], 0);
    const readAfter = list.heard;
    list = withEvent(list, answered('ada', 1));
    // The read saw ada's second answer, whose event has not arrived yet.
    list = withFetched(list, [student('ada', 2)], readAfter);
    expect(answersOf(studentsShown(list))).toEqual([['ada', 2]]);
    list = withEvent(list, answered('ada', 2));
    list = withEvent(list, answered('ada', 3));
    expect(answersOf(studentsShown(list))).toEqual([['ada', 3]]);
  });

  it('leaves out an answer of a student the list no longer has (removed)', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada')], 0);
    list = withEvent(list, answered('bo', 4));
    expect(answersOf(studentsShown(list))).toEqual([['ada', 0]]);
  });

  it('keeps a removed student removed when events from before the removal arrive after the list', () => {
    let list = withFetched(EMPTY_STUDENT_LIST, [student('ada', 1)], 0);
    const readAfter = list.heard;
    list = withEvent(list, { kind: 'joined', student: student('ada', 1) });
    list = withEvent(list, answered('ada', 2));
    // The read that saw the removal began before those events arrived.
    list = withFetched(list, [{ ...student('ada', 2, false), removed: true }], readAfter);
    expect(
      studentsShown(list).map((student) => [student.id, student.removed, student.connected]),
    ).toEqual([['ada', true, false]]);
    expect(answersOf(studentsShown(list))).toEqual([['ada', 2]]);
  });

  it('marks the list stale for an event without a row change, keeping nothing for it', () => {
    const list = withEvent(withFetched(EMPTY_STUDENT_LIST, [student('ada')], 0));
    expect(list.heard).toBe(1);
    expect(list.changes).toEqual([]);
  });

  it('shows the students heard of before the first list arrives', () => {
    const list = withEvent(EMPTY_STUDENT_LIST, { kind: 'joined', student: student('ada') });
    expect(answersOf(studentsShown(list))).toEqual([['ada', 0]]);
  });
});
