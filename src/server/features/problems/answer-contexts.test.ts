import { describe, expect, it } from 'vitest';
import type { StudentRow, ProblemRow } from '../class/class-rows';
import { createAnswerContexts } from './answer-contexts';
import type { CountingSession } from './answer-rules';

/** The fields the contexts look at; the rest of each row does not matter here. */
function contextOf(pupil: string, problem: string, session = 's1', lastActivityMs = 0) {
  return {
    student: { id: pupil, session_id: session } as StudentRow,
    session: { id: session, last_activity_at_ms: lastActivityMs } as CountingSession,
    problem: { id: problem } as ProblemRow,
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
    expect(contexts.take('ola', 'p1')?.session.last_activity_at_ms).toBe(0);
    contexts.keep(contextOf('nils', 'p3', 's1', 120_000));
    expect(contexts.take('kari', 'p2')?.session.last_activity_at_ms).toBe(120_000);
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
});
