import { describe, expect, it } from 'vitest';
import type { Problem, Pupil, PupilCounters } from '../../class/model/class-model';
import { samplePupil, sampleSession } from '../../class/testing/test-class-objects';
import { createAnswerContexts } from './answer-contexts';
import { countingSessionOf } from '../answer-rules';

/** A pupil's counters as a context keeps them: no name. */
function countersOf(pupil: string, session: string): PupilCounters {
  const counters: Partial<Pupil> = samplePupil({ id: pupil, sessionId: session });
  return Object.fromEntries(
    Object.entries(counters).filter(([field]) => field !== 'name' && field !== 'nameKey'),
  ) as unknown as PupilCounters;
}

/** A context of the pupil, their session and the problem given them. */
function contextOf(pupil: string, problem: string, session = 's1', lastActivityMs = 0) {
  return {
    student: countersOf(pupil, session),
    session: countingSessionOf(sampleSession({ id: session, lastActivityAtMs: lastActivityMs })),
    problem: { id: problem } as Problem,
  };
}

describe('the contexts a process keeps for pupils’ next answers', () => {
  it('gives a kept context once, for the problem it gave the pupil', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p2')).toEqual(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p2')).toBeUndefined();
    expect(contexts.take('kari', 'p2')).toBeUndefined();
  });

  it('drops a context asked for with another problem, as the pupil moved on elsewhere', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p2'));
    expect(contexts.take('ola', 'p3')).toBeUndefined();
    expect(contexts.take('ola', 'p2')).toBeUndefined();
  });

  it('keeps only the newest context of a pupil', () => {
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

  it('forgets the pupils kept longest ago past the limit', () => {
    const contexts = createAnswerContexts(() => 0, { maxEntries: 2, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p1', 's1'));
    contexts.keep(contextOf('kari', 'p2', 's2'));
    contexts.keep(contextOf('nils', 'p3', 's3'));
    expect(contexts.take('ola', 'p1')).toBeUndefined();
    expect(contexts.take('kari', 'p2')).toBeDefined();
    expect(contexts.take('nils', 'p3')).toBeDefined();
  });

  it('gives every pupil of a session the session as the latest count left it', () => {
    const contexts = createAnswerContexts(() => 0);
    contexts.keep(contextOf('ola', 'p1', 's1', 60_000));
    contexts.keep(contextOf('kari', 'p2', 's1', 0));
    expect(contexts.take('ola', 'p1')?.session.lastActivityAtMs).toBe(0);
    contexts.keep(contextOf('nils', 'p3', 's1', 120_000));
    expect(contexts.take('kari', 'p2')?.session.lastActivityAtMs).toBe(120_000);
  });

  it('forgets, when swept, every pupil and session kept longer ago than the limit', () => {
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

  it('gives nothing for a pupil whose session was forgotten', () => {
    const contexts = createAnswerContexts(() => 0, { maxEntries: 1, maxAgeMs: 1000 });
    contexts.keep(contextOf('ola', 'p1', 's1'));
    // Another pupil's count pushes the first session out, while the pupil's own entry goes too.
    contexts.keep(contextOf('kari', 'p2', 's2'));
    expect(contexts.take('ola', 'p1')).toBeUndefined();
    expect(contexts.take('kari', 'p2')?.session.id).toBe('s2');
  });

  it('keeps no name of a pupil, and gives back their fact schedule as it was', () => {
    const contexts = createAnswerContexts(() => 0);
    const factSchedule = {
      facts: { 'multiplication:7:8': { box: 2, lastAskedIndex: 3 } },
      missed: [{ key: 'multiplication:7:8', dueIndex: 7 }],
      lastKey: 'multiplication:7:8',
    };
    const pupil = samplePupil({ id: 'ola', sessionId: 's1', factSchedule });
    contexts.keep({ ...contextOf('ola', 'p1'), student: pupil });
    const taken = contexts.take('ola', 'p1');
    expect(taken?.student).not.toHaveProperty('name');
    expect(taken?.student).not.toHaveProperty('nameKey');
    expect(taken?.student.factSchedule).toEqual(factSchedule);
  });
});
