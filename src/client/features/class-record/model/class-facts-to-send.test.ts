import { describe, expect, it } from 'vitest';
import type { LessonRecordReply, LessonRecordStudent } from '#shared/contracts/lesson-record';
import { withLesson, withoutPupil } from './class-record';
import { classFactsOf, classFactsToSend } from './class-facts-to-send';
import { NO_STATS, classOf, entry, lessonOn } from './test-class-records';

function student(
  studentId: string,
  factsFrom: LessonRecordStudent['factsFrom'],
  removed = false,
): LessonRecordStudent {
  return {
    studentId,
    name: studentId,
    joinedAtMs: 0,
    lastSeenAtMs: 0,
    removed,
    stats: NO_STATS,
    facts: [],
    factsFrom,
  };
}

function reply(students: LessonRecordStudent[]): LessonRecordReply {
  return { sessionId: 'today', startedAtMs: null, recordedAtMs: 0, operations: [], students };
}

// Two earlier lessons of Ada and Bo, and today's, which maps s-ada, s-bo and s-cy to them.
let record = classOf(['Ada', 'Bo', 'Cy']);
record = withLesson(
  record,
  lessonOn(1, [
    entry(
      'p-Ada',
      [
        ['m6:2', 1],
        ['m6:3', 2],
      ],
      100,
    ),
  ]),
);
record = withLesson(
  record,
  lessonOn(2, [entry('p-Ada', [['m6:2', 3]], 200), entry('p-Bo', [['m6:4', 4]], 200)]),
);
record = withLesson(record, {
  ...lessonOn(3, [entry('p-Ada', [['m6:9', 0]], 300)], 'today'),
  pupilOfStudent: { 's-ada': 'p-Ada', 's-bo': 'p-Bo', 's-cy': 'p-Cy' },
});

describe('the facts a class sends for a child on a device without theirs', () => {
  it('holds each fact’s latest box from the other lessons, the most recent first', () => {
    expect(classFactsOf(record, 'p-Ada', 'today')).toEqual([
      ['m2:6', 3, 200],
      ['m3:6', 2, 100],
    ]);
  });

  it('goes to a pupil whose device brought none, not to one on their own device or already sent', () => {
    const sent = classFactsToSend(
      record,
      reply([student('s-ada', null), student('s-bo', 'device'), student('s-cy', null)]),
      new Set(),
    );
    expect(sent.map((to) => to.studentId)).toEqual(['s-ada']);
    expect(classFactsToSend(record, reply([student('s-ada', null)]), new Set(['s-ada']))).toEqual(
      [],
    );
    expect(classFactsToSend(record, reply([student('s-ada', 'class')]), new Set())).toEqual([]);
  });

  it('sends nothing for a student the teacher removed, or one whose pupil left the class', () => {
    expect(classFactsToSend(record, reply([student('s-ada', null, true)]), new Set())).toEqual([]);
    expect(
      classFactsToSend(withoutPupil(record, 'p-Ada'), reply([student('s-ada', null)]), new Set()),
    ).toEqual([]);
  });
});
