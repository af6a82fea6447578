import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LessonRecordReply, LessonRecordStudent } from '#shared/contracts/lesson-record';
import { withPupil, withPupilRenamed, withPupilsMerged, withoutPupil } from './class-record';
import { recordLesson, type RecordOptions } from './record-lesson';
import { DAY_MS, TERM_START, classOf } from './test-class-records';

const SERVER_NOW = Date.UTC(2026, 10, 28, 10);
const DEVICE_NOW = TERM_START + 3 * DAY_MS;

function student(studentId: string, name: string, facts: [string, number][] = []) {
  return {
    studentId,
    name,
    joinedAtMs: SERVER_NOW - 60_000,
    lastSeenAtMs: SERVER_NOW - 5_000,
    removed: false,
    stats: {
      correct: 3,
      incorrect: 1,
      streak: 2,
      bestStreak: 2,
      questionsAnswered: 4,
      totalTimeSpentMs: 9000,
    },
    facts: facts.map(([key, box]) => [key, box, null] as const),
  } satisfies LessonRecordStudent;
}

function reply(students: LessonRecordStudent[], sessionId = 'lesson-a'): LessonRecordReply {
  return {
    sessionId,
    startedAtMs: SERVER_NOW - 600_000,
    recordedAtMs: SERVER_NOW,
    operations: [
      {
        type: 'multiplication',
        numberRange: { min: 1, max: 10 },
        challengeCount: 10,
        tables: [6],
      },
    ],
    students,
  };
}

function options(overrides: Partial<RecordOptions> = {}): RecordOptions {
  let next = 0;
  return {
    answers: new Map(),
    settle: false,
    nowMs: DEVICE_NOW,
    newPupilId: () => `new-${(next += 1)}`,
    ...overrides,
  };
}

describe('recording a lesson into the class', () => {
  it("keeps each known pupil's figures and boxes, and adds a new name as a pupil", () => {
    const { record, questions } = recordLesson(
      classOf(['Ada']),
      reply([student('s1', 'ada', [['m8:6', 2]]), student('s2', 'Bo')]),
      options(),
    );
    expect(questions).toEqual([]);
    expect(record.pupils.map((pupil) => [pupil.id, pupil.name])).toEqual([
      ['p-Ada', 'Ada'],
      ['new-1', 'Bo'],
    ]);
    const [lesson] = record.lessons;
    expect(lesson?.entries.map((entry) => [entry.pupilId, entry.boxes])).toEqual([
      ['p-Ada', { 'm6:8': 2 }],
      ['new-1', {}],
    ]);
    expect(lesson?.pupilOfStudent).toEqual({ s1: 'p-Ada', s2: 'new-1' });
  });

  it("moves the lesson's times onto the device's clock", () => {
    const { record } = recordLesson(classOf(['Ada']), reply([student('s1', 'Ada')]), options());
    const [lesson] = record.lessons;
    expect(lesson?.recordedAt).toBe(DEVICE_NOW);
    expect(lesson?.startedAt).toBe(DEVICE_NOW - 600_000);
    expect(lesson?.entries[0]?.lastSeenAt).toBe(DEVICE_NOW - 5_000);
  });

  it("asks about a numbered name whose plain name is the class's, and records it only when answered", () => {
    const start = classOf(['Ada']);
    const asked = recordLesson(start, reply([student('s1', 'Ada 2')]), options());
    expect(asked.questions).toEqual([{ studentId: 's1', name: 'Ada 2', pupilId: 'p-Ada' }]);
    expect(asked.record).toBe(start);

    const yes = recordLesson(
      start,
      reply([student('s1', 'Ada 2')]),
      options({ answers: new Map([['s1', true]]) }),
    );
    expect(yes.record.pupils).toHaveLength(1);
    expect(yes.record.lessons[0]?.entries[0]?.pupilId).toBe('p-Ada');

    const no = recordLesson(
      start,
      reply([student('s1', 'Ada 2')]),
      options({ answers: new Map([['s1', false]]) }),
    );
    expect(no.record.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Ada 2']);
  });

  it('asks about a child who types the name the teacher renamed them from, not adding them', () => {
    const start = withPupilRenamed(classOf(['Dilja', 'Bo']), 'p-Dilja', 'Dilja H');
    const asked = recordLesson(start, reply([student('s1', 'Dilja')]), options());
    expect(asked.questions).toEqual([{ studentId: 's1', name: 'Dilja', pupilId: 'p-Dilja' }]);
    const yes = recordLesson(
      start,
      reply([student('s1', 'Dilja')]),
      options({ answers: new Map([['s1', true]]) }),
    );
    expect(yes.record.pupils.map((pupil) => pupil.name)).toEqual(['Dilja H', 'Bo']);
    expect(yes.record.lessons[0]?.entries[0]?.pupilId).toBe('p-Dilja');
  });

  it('at End makes a new pupil of a question still open, to be merged later if need be', () => {
    const { record, questions } = recordLesson(
      classOf(['Ada']),
      reply([student('s1', 'Ada 2')]),
      options({ settle: true }),
    );
    expect(questions).toEqual([]);
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Ada 2']);
  });

  it("keeps the lesson's matches when it is recorded again, after a rename too", () => {
    const first = recordLesson(
      classOf(['Ada']),
      reply([student('s1', 'Ada 2')]),
      options({ answers: new Map([['s1', true]]) }),
    ).record;
    const again = recordLesson(first, reply([student('s1', 'Ada 2', [['m6:3', 1]])]), options());
    expect(again.questions).toEqual([]);
    expect(again.record.lessons).toHaveLength(1);
    expect(again.record.lessons[0]?.entries.map((entry) => entry.pupilId)).toEqual(['p-Ada']);
  });

  it('leaves out a student whose pupil the teacher removed from the class during the lesson', () => {
    const first = recordLesson(
      classOf(['Ada', 'Bo']),
      reply([student('s1', 'Ada'), student('s2', 'Bo')]),
      options(),
    ).record;
    const removed = withoutPupil(first, 'p-Bo');
    const again = recordLesson(
      removed,
      reply([student('s1', 'Ada'), student('s2', 'Bo')]),
      options(),
    );
    expect(again.record.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
    expect(JSON.stringify(again.record)).not.toContain('Bo');
  });

  it('keeps the facts of an operation the teacher changed during the lesson', () => {
    const first = recordLesson(
      classOf(['Ada']),
      reply([student('s1', 'Ada', [['m6:7', 2]])]),
      options(),
    ).record;
    const changed = reply([student('s1', 'Ada', [['a3:4', 1]])]);
    const again = recordLesson(
      first,
      {
        ...changed,
        operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
      },
      options(),
    ).record;
    const [lesson] = again.lessons;
    expect(lesson?.operations.map((operation) => operation.type)).toEqual([
      'multiplication',
      'addition',
    ]);
    expect(lesson?.entries[0]?.boxes).toEqual({ 'm6:7': 2, 'a3:4': 1 });
  });

  it("gives a pupil merged during the lesson one entry: both students' answers, each fact's higher box", () => {
    const first = recordLesson(
      classOf([]),
      reply([student('s1', 'Ada'), student('s2', 'Adah')]),
      options(),
    ).record;
    const [ada, adah] = first.pupils;
    const merged = withPupilsMerged(first, ada?.id ?? '', adah?.id ?? '');
    const later = {
      ...student('s2', 'Adah', [
        ['m6:2', 1],
        ['m6:3', 1],
      ]),
      lastSeenAtMs: SERVER_NOW,
    };
    const earlier = student('s1', 'Ada', [
      ['m6:1', 2],
      ['m6:3', 4],
    ]);
    const again = recordLesson(merged, reply([earlier, later]), options()).record;
    const entries = again.lessons[0]?.entries ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.lastSeenAt).toBe(DEVICE_NOW);
    expect(entries[0]?.boxes).toEqual({ 'm1:6': 2, 'm2:6': 1, 'm3:6': 4 });
    expect(entries[0]?.stats).toEqual({
      correct: 6,
      incorrect: 2,
      streak: 2,
      bestStreak: 2,
      questionsAnswered: 8,
      totalTimeSpentMs: 18000,
    });
  });

  it('makes no pupil of one the teacher removed from the lesson, and keeps a known pupil removed', () => {
    const removed = { ...student('s2', 'Bot'), removed: true };
    const { record } = recordLesson(
      classOf(['Ada']),
      reply([{ ...student('s1', 'Ada'), removed: true }, removed]),
      options(),
    );
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
    expect(record.lessons[0]?.entries.map((entry) => entry.pupilId)).toEqual(['p-Ada']);
  });

  it('takes out of the class a pupil an earlier record added, once the teacher removes their student', () => {
    const joined = recordLesson(
      classOf(['Ada']),
      reply([student('s1', 'Ada'), student('s2', 'Gunnar')]),
      options(),
    ).record;
    expect(joined.pupils.map((pupil) => pupil.name)).toEqual(['Ada', 'Gunnar']);

    const gunnarRemoved = reply([
      student('s1', 'Ada'),
      { ...student('s2', 'Gunnar'), removed: true },
    ]);
    const { record } = recordLesson(joined, gunnarRemoved, options({ nowMs: DEVICE_NOW + 30_000 }));
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
    expect(record.lessons[0]?.entries.map((entry) => entry.pupilId)).toEqual(['p-Ada']);
    // Recorded again, the removed student stays out.
    const again = recordLesson(record, gunnarRemoved, options({ nowMs: DEVICE_NOW + 60_000 }));
    expect(again.record.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
  });

  it('drops the lesson again when the teacher removes its only student after a record', () => {
    const joined = recordLesson(
      classOf(['Ada']),
      reply([student('s2', 'Gunnar')]),
      options(),
    ).record;
    expect(joined.lessons).toHaveLength(1);
    const { record } = recordLesson(
      joined,
      reply([{ ...student('s2', 'Gunnar'), removed: true }]),
      options({ nowMs: DEVICE_NOW + 30_000 }),
    );
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Ada']);
    expect(record.lessons).toEqual([]);
  });

  it('keeps a pupil of earlier lessons whom the teacher removed from this one', () => {
    const first = recordLesson(
      classOf([]),
      reply([student('s1', 'Gunnar')], 'lesson-a'),
      options(),
    ).record;
    const joined = recordLesson(
      first,
      reply([student('s9', 'Gunnar')], 'lesson-b'),
      options(),
    ).record;
    const { record } = recordLesson(
      joined,
      reply([{ ...student('s9', 'Gunnar'), removed: true }], 'lesson-b'),
      options({ nowMs: DEVICE_NOW + 30_000 }),
    );
    expect(record.pupils.map((pupil) => pupil.name)).toEqual(['Gunnar']);
    expect(record.lessons.map((lesson) => lesson.entries.length)).toEqual([1, 1]);
  });

  it('records no lesson that nobody came to', () => {
    const start = classOf(['Ada']);
    expect(recordLesson(start, reply([]), options()).record).toBe(start);
  });

  it('gives each pupil at most one entry per lesson and each student at most one pupil, whatever the names', () => {
    const name = fc.constantFrom('Ada', 'ada', 'Ada 2', 'Ada 3', 'Bo', 'Bo 2', 'Åse', 'Åse 2');
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 4 }),
        fc.uniqueArray(name, { maxLength: 6, selector: (n) => n.toLowerCase() }),
        fc.boolean(),
        fc.func(fc.boolean()),
        (classNames, lessonNames, settle, answer) => {
          let start = classOf([]);
          classNames.forEach((pupilName, index) => {
            start = withPupil(start, { id: `p${index}`, name: pupilName, addedAt: 0 });
          });
          const students = lessonNames.map((lessonName, index) => student(`s${index}`, lessonName));
          const asked = recordLesson(start, reply(students), options({ settle }));
          const answers = new Map(asked.questions.map((q) => [q.studentId, answer(q.studentId)]));
          const { record, questions } = recordLesson(
            start,
            reply(students),
            options({ settle, answers }),
          );
          expect(questions).toEqual([]);
          const entries = record.lessons.flatMap((lesson) => lesson.entries);
          const pupils = entries.map((entry) => entry.pupilId);
          expect(new Set(pupils).size).toBe(pupils.length);
          expect(entries).toHaveLength(students.length);
          expect(settle ? asked.questions : []).toEqual([]);
          for (const pupilId of pupils)
            expect(record.pupils.some((pupil) => pupil.id === pupilId)).toBe(true);
        },
      ),
    );
  });
});
