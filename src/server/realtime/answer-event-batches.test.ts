import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentAnswerEvent } from '#shared/contracts/socket-events';
import { createAnswerEventBatches } from './answer-event-batches';

function answerOf(studentId: string, questionsAnswered: number): StudentAnswerEvent {
  return {
    studentId,
    stats: {
      correct: questionsAnswered,
      incorrect: 0,
      streak: questionsAnswered,
      bestStreak: questionsAnswered,
      questionsAnswered,
      totalTimeSpentMs: 1000 * questionsAnswered,
    },
    finished: false,
    currentOperationIndex: 0,
  };
}

/** The batches on fake timers, with what they sent and when (ms since the test began). */
function recordedBatches(windowMs = 60) {
  const startedAt = Date.now();
  const clock = {
    now: () => Date.now() - startedAt,
    pending: () => vi.getTimerCount(),
    advance: (ms: number) => vi.advanceTimersByTime(ms),
  };
  const sent: { sessionId: string; atMs: number; answers: StudentAnswerEvent[] }[] = [];
  const batches = createAnswerEventBatches(
    (sessionId, answers) => sent.push({ sessionId, atMs: clock.now(), answers }),
    windowMs,
  );
  return { clock, sent, batches };
}

describe("a session's answer events on their way to its teacher screens", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a lone answer at once', () => {
    const { sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    expect(sent).toEqual([{ sessionId: 's1', atMs: 0, answers: [answerOf('ada', 1)] }]);
  });

  it('sends the answers of the next 60 ms together as the window closes', () => {
    const { clock, sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    clock.advance(10);
    batches.add('s1', answerOf('bo', 1));
    clock.advance(20);
    batches.add('s1', answerOf('cy', 1));
    expect(sent).toHaveLength(1);
    clock.advance(30);
    expect(sent[1]).toEqual({
      sessionId: 's1',
      atMs: 60,
      answers: [answerOf('bo', 1), answerOf('cy', 1)],
    });
  });

  it("keeps only a student's latest answer of a window", () => {
    const { clock, sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    batches.add('s1', answerOf('ada', 2));
    batches.add('s1', answerOf('ada', 3));
    clock.advance(60);
    expect(sent.map(({ answers }) => answers)).toEqual([
      [answerOf('ada', 1)],
      [answerOf('ada', 3)],
    ]);
  });

  it('keeps the sessions apart', () => {
    const { sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    batches.add('s2', answerOf('bo', 1));
    expect(sent.map(({ sessionId }) => sessionId)).toEqual(['s1', 's2']);
  });

  it('sends what waits when asked, before another event of the session', () => {
    const { clock, sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    batches.add('s1', answerOf('bo', 1));
    batches.flush('s1');
    expect(sent).toHaveLength(2);
    clock.advance(60);
    expect(sent).toHaveLength(2);
  });

  it('goes quiet after a window with nothing in it, and sends the next answer at once', () => {
    const { clock, sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    clock.advance(60);
    expect(clock.pending()).toBe(0);
    clock.advance(500);
    batches.add('s1', answerOf('ada', 2));
    expect(sent.at(-1)).toEqual({ sessionId: 's1', atMs: 560, answers: [answerOf('ada', 2)] });
  });

  it('sends nothing after it stopped', () => {
    const { clock, sent, batches } = recordedBatches();
    batches.add('s1', answerOf('ada', 1));
    batches.add('s1', answerOf('bo', 1));
    batches.stop();
    clock.advance(60);
    batches.add('s1', answerOf('cy', 1));
    expect(sent).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it("delivers every student's latest answer within the window, in order, whatever the timing", () => {
    const step = fc.record({
      sessionId: fc.constantFrom('s1', 's2'),
      studentId: fc.constantFrom('ada', 'bo', 'cy', 'di'),
      waitMs: fc.integer({ min: 0, max: 100 }),
      flush: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { clock, sent, batches } = recordedBatches();
        const latest = new Map<string, { count: number; atMs: number }>();
        const counts = new Map<string, number>();
        for (const { sessionId, studentId, waitMs, flush } of steps) {
          clock.advance(waitMs);
          const key = `${sessionId}/${studentId}`;
          const count = (counts.get(key) ?? 0) + 1;
          counts.set(key, count);
          latest.set(key, { count, atMs: clock.now() });
          batches.add(sessionId, answerOf(key, count));
          if (flush) batches.flush(sessionId);
        }
        clock.advance(60);
        for (const [key, { count, atMs }] of latest) {
          const delivery = sent.find(({ answers }) =>
            answers.some((a) => a.studentId === key && a.stats.questionsAnswered === count),
          );
          expect(delivery).toBeDefined();
          expect((delivery?.atMs ?? Infinity) - atMs).toBeLessThanOrEqual(60);
        }
        // A student's answers reach the screen in the order they were counted.
        const heard = new Map<string, number>();
        for (const { answers } of sent)
          for (const answer of answers) {
            expect(answer.stats.questionsAnswered).toBeGreaterThan(
              heard.get(answer.studentId) ?? 0,
            );
            heard.set(answer.studentId, answer.stats.questionsAnswered);
          }
        expect(clock.pending()).toBeLessThanOrEqual(2);
      }),
    );
  });
});
