import { describe, expect, it } from 'vitest';
import type { Problem, Student, StudentCounters } from '#server/features/class/model/class-model';
import { sampleStudent, sampleSession } from '#server/features/class/testing/test-class-objects';
import { createAnswerContexts } from './answer-contexts';
import { countingSessionOf } from '../answer-rules';

/** A student's counters as a context keeps them: no name. */
function countersOf(student: string, session: string): StudentCounters {
  const counters: Partial<Student> = sampleStudent({ id: student, sessionId: session });
  return Object.fromEntries(
    Object.entries(counters).filter(([field]) => field !== 'name' && field !== 'nameKey'),
  ) as unknown as StudentCounters;
}

/** A context of the student, their session and the problem given them. */
function contextOf(student: string, problem: string, session = 's1', lastActivityMs = 0) {
  return {
    student: countersOf(student, session),
    session: countingSessionOf(sampleSession({ id: session, lastActivityAtMs: lastActivityMs })),
    problem: { id: problem } as Problem,
  };
}

describe('the contexts a process keeps for students’ next answers', () => {
  it('gives a kept context once, for the problem it gave the student', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p2')).toEqual(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p2')).toBeUndefined();
    expect(contexts.take('kari', 'p2')).toBeUndefined();
  });

  it('drops a context asked for with another problem, as the student moved on elsewhere', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p3')).toBeUndefined();
    expect(contexts.take('ola', 'p2')).toBeUndefined();
  });

  it('keeps only the newest context of a student', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p2'));
    contexts.keep(contextOf('ola', 'p3'));
    expect(contexts.take('ola', 'p2')).toBeUndefined();
    contexts.keep(contextOf('ola', 'p3'));
    expect(contexts.take('ola', 'p3')?.problem.id).toBe('p3');
  });

  it('gives nothing once a context is older than the limit', () => {
    let time = 0;
    const contexts = createAnswerContexts(() => time, { maxEntries: 10, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p2'));
    contexts.keep(contextOf('kari', 'p7'));
    time = 1000;
    expect(contexts.take('ola', 'p2')).toBeDefined();
    time = 1001;
    expect(contexts.take('kari', 'p7')).toBeUndefined();
  });

  it('forgets the students kept longest ago past the limit', () => {
    const contexts = createAnswerContexts(() => 0, { maxEntries: 2, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p1', 's1'));
    contexts.keep(contextOf('kari', 'p2', 's2'));
    contexts.keep(contextOf('nils', 'p3', 's3'));
    expect(contexts.take('ola', 'p1')).toBeUndefined();
    expect(contexts.take('kari', 'p2')).toBeDefined();
    expect(contexts.take('nils', 'p3')).toBeDefined();
  });

  it('gives every student of a session the session as the latest count left it', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p1', 's1', 60_000));
    contexts.keep(contextOf('kari', 'p2', 's1', 0));
    expect(contexts.take('ola', 'p1')?.session.lastActivityAtMs).toBe(0);
    contexts.keep(contextOf('nils', 'p3', 's1', 120_000));
    expect(contexts.take('kari', 'p2')?.session.lastActivityAtMs).toBe(120_000);
  });

  it('forgets, when swept, every student and session kept longer ago than the limit', () => {
    let time = 0;
    const contexts = createAnswerContexts(() => time, { maxEntries: 10, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p1', 's1'));
    contexts.keep(contextOf('kari', 'p2', 's2'));
    time = 600;
    contexts.keep(contextOf('nils', 'p3', 's3'));
    time = 1500;
    expect(contexts.dropExpired()).toBe(2);
    expect(contexts.dropExpired()).toBe(0);
    time = 1601;
    expect(contexts.dropExpired()).toBe(1);
    time = 0;
    expect(contexts.take('ola', 'p1')).toBeUndefined();
    expect(contexts.take('nils', 'p3')).toBeUndefined();
  });

  it('gives nothing for a student whose session was forgotten', () => {
    const contexts = createAnswerContexts(() => 0, { maxEntries: 1, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p1', 's1'));
    // Another student's count pushes the first session out, while the student's own entry goes too.
    contexts.keep(contextOf('kari', 'p2', 's2'));
    expect(contexts.take('ola', 'p1')).toBeUndefined();
    expect(contexts.take('kari', 'p2')?.session.id).toBe('s2');
  });

  it('keeps no name of a student, and gives back their fact schedule as it was', () => {
    const contexts = createAnswerContexts(() => 0);
    const factSchedule = {
      facts: { 'multiplication:7:8': { box: 2, lastAskedIndex: 3 } },
      missed: [{ key: 'multiplication:7:8', dueIndex: 7 }],
      lastKey: 'multiplication:7:8',
    };
    const student = sampleStudent({ id: 'ola', sessionId: 's1', factSchedule });
    contexts.keep({ ...contextOf('ola', 'p1'), student: student });
    const taken = contexts.take('ola', 'p1');
    expect(taken?.student).not.toHaveProperty('name');
    expect(taken?.student).not.toHaveProperty('nameKey');
    expect(taken?.student.factSchedule).toEqual(factSchedule);
  });
});
