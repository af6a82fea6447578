import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classPracticeReducer, initialClassPractice, practiceClosed } from './class-practice-state';
import type { ClassPracticeEvent, ClassPracticeState, JoinProblem } from './class-practice-types';
import { JOIN_QUESTION_SHOW_MS } from '#shared/contracts/join-question-time';
import { answer, problem, reply, serverState } from './test-class-practice';

const problemIds = fc.constantFrom('p1', 'p2', 'p3');
/** Which request for a question an event belongs to; none for events that name no request. */
const asks = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined });

/** Every event the screen can meet, in any order: live events, replies, timers, the student. */
const anyEvent: fc.Arbitrary<ClassPracticeEvent> = fc.oneof(
  fc
    .record({
      phase: fc.constantFrom('waiting', 'running', 'stopped' as const),
      stopReason: fc.constantFrom(null, 'teacher-stopped', 'completed' as const),
      finished: fc.boolean(),
      answered: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ phase, stopReason, finished, answered }) => ({
      type: 'stateReceived' as const,
      state: serverState(phase, { stopReason }, finished, answered),
      at: 0,
    })),
  fc.constant<ClassPracticeEvent>({ type: 'started', endsAtMs: null, serverNowMs: 0, at: 0 }),
  fc
    .constantFrom('teacher-stopped', 'completed' as const)
    .map((reason) => ({ type: 'stopped' as const, reason })),
  fc.constantFrom('removed', 'ended' as const).map((ending) => ({ type: 'left' as const, ending })),
  asks.map((ask) => ({ type: 'problemRequested' as const, ...(ask === undefined ? {} : { ask }) })),
  fc
    .record({ id: problemIds, ask: asks, total: fc.constantFrom(10, 20) })
    .map(({ id, ask, total }) => ({
      type: 'problemShown' as const,
      problem: { ...problem(id), totalQuestions: total },
      ...(ask === undefined ? {} : { ask }),
    })),
  problemIds.map((id) => ({ type: 'answerGiven' as const, answer: { ...answer, problemId: id } })),
  fc
    .record({
      next: fc.option(problemIds, { nil: null }),
      finished: fc.boolean(),
      answered: fc.integer({ min: 1, max: 4 }),
    })
    .map(({ next, finished, answered }) => ({
      type: 'verdictReceived' as const,
      answer,
      reply: reply(next === null ? null : problem(next), finished, answered),
    })),
  fc.constant<ClassPracticeEvent>({ type: 'answerUnsent' }),
  fc
    .constantFrom('late', 'gone', undefined)
    .map((reason) => ({ type: 'answerRefused' as const, reason })),
  fc.constant<ClassPracticeEvent>({ type: 'nextRequested' }),
);

const events = fc.array(anyEvent, { maxLength: 60 });

/** A screen's first state: with or without a question the join issued, then any events. */
const starts = fc.record({
  handed: fc.option(
    fc.record({
      problem: problemIds.map((id) => problem(`join-${id}`)),
      atMs: fc.constantFrom(0, -JOIN_QUESTION_SHOW_MS, -JOIN_QUESTION_SHOW_MS - 1),
    }),
    { nil: undefined },
  ),
  sequence: events,
});

/** Whether the join's question came in time to be on the first screen (the screen's clock is 0). */
function shownAtStart(handed: JoinProblem | undefined): boolean {
  return handed !== undefined && -handed.atMs <= JOIN_QUESTION_SHOW_MS;
}

/** What the events themselves say, worked out without the reducer. */
interface Oracle {
  /** The student was removed or the session ended: for good. */
  readonly left: 'removed' | 'ended' | undefined;
  /** An ending event came and no start or running state since. */
  readonly closed: boolean;
}

function nextOracle(oracle: Oracle, event: ClassPracticeEvent): Oracle {
  if (oracle.left !== undefined) return oracle;
  switch (event.type) {
    case 'left':
      return { left: event.ending, closed: true };
    case 'stopped':
      return { ...oracle, closed: true };
    case 'started':
      return { ...oracle, closed: false };
    case 'stateReceived':
      return { ...oracle, closed: event.state.phase === 'stopped' };
    default:
      return oracle;
  }
}

function run(
  {
    handed,
    sequence,
  }: { handed: JoinProblem | undefined; sequence: readonly ClassPracticeEvent[] },
  check: (
    before: ClassPracticeState,
    after: ClassPracticeState,
    oracle: Oracle,
    event: ClassPracticeEvent,
  ) => void,
) {
  let state = initialClassPractice(undefined, handed);
  let oracle: Oracle = { left: undefined, closed: false };
  for (const event of sequence) {
    const after = classPracticeReducer(state, event);
    oracle = nextOracle(oracle, event);
    check(state, after, oracle, event);
    state = after;
  }
}

describe('classPracticeReducer over random event orders', () => {
  it('shows results and asks for nothing between an ending event and the next start', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (_before, after, oracle) => {
          if (!oracle.closed) return;
          expect(['results', 'removed', 'ended']).toContain(after.screen.kind);
          expect(after.wantsProblem).toBe(false);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('takes no answer between an ending event and the next start', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, oracle, event) => {
          if (oracle.closed && event.type === 'answerGiven')
            expect(after.pending).toBe(before.pending);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a removed student and an ended session on their last screen for good', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (_before, after, oracle) => {
          if (oracle.left === undefined) return;
          expect(after.screen).toEqual({ kind: oracle.left });
          expect(after.wantsProblem).toBe(false);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('says an answer is saved for later only from a send that found no connection until its outcome', () => {
    fc.assert(
      fc.property(starts, (start) => {
        let unsent = false;
        run(start, (before, after, _oracle, event) => {
          if (event.type === 'answerUnsent') unsent = before.pending !== undefined;
          if (event.type === 'verdictReceived' || event.type === 'answerRefused') unsent = false;
          if (event.type === 'answerGiven' && after.pending !== before.pending) unsent = false;
          expect(after.pendingUnsent).toBe(unsent);
          if (after.pendingUnsent) expect(after.pending).toBeDefined();
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every verdict in the figures shown, whatever screen an ending event put up', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (_before, after, _oracle, event) => {
          if (event.type !== 'verdictReceived') return;
          expect(after.stats).toEqual(event.reply.stats);
          expect(after.pending).toBeUndefined();
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('tells why the last answer was not counted until another answer is taken', () => {
    fc.assert(
      fc.property(starts, (start) => {
        let told: string | undefined;
        run(start, (before, after, _oracle, event) => {
          if (event.type === 'answerRefused') told = event.reason;
          if (event.type === 'answerGiven' && after.pending !== before.pending) told = undefined;
          expect(after.refusal).toBe(told);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('takes an answer only to the question on the practice screen', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'answerGiven' || after.pending === before.pending) return;
          expect(before.screen.kind).toBe('practice');
          expect(before.problem).toBeDefined();
          expect(before.verdict).toBeUndefined();
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the question the join issued only from the start, and only when it came in time', () => {
    fc.assert(
      fc.property(starts, (start) => {
        const first = initialClassPractice(undefined, start.handed);
        const inTime = shownAtStart(start.handed);
        expect(first.problem).toBe(inTime ? start.handed?.problem : undefined);
        expect(first.screen.kind).toBe(inTime ? 'practice' : 'connecting');
        run(start, (before, after) => {
          if (after.problem?.problemId.startsWith('join-') !== true) return;
          expect(after.problem).toBe(before.problem);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the question on screen when the first live event says the class runs', () => {
    fc.assert(
      fc.property(starts, (start) => {
        let heard = false;
        run(start, (before, after, _oracle, event) => {
          const live = ['stateReceived', 'started', 'stopped', 'left'].includes(event.type);
          const first = live && !heard;
          if (live) heard = true;
          if (!first || !shownAtStart(start.handed) || event.type !== 'stateReceived') return;
          if (after.screen.kind !== 'practice' || before.pending !== undefined) return;
          if (before.verdict !== undefined) return;
          expect(after.problem).toBe(before.problem);
          if (before.problem !== undefined) expect(after.wantsProblem).toBe(false);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a refused question away before any live event, asking for a new one unless late', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'answerRefused' || before.joinProblem === undefined) return;
          if (before.pending === undefined) return;
          expect(after.problem).toBeUndefined();
          expect(after.wantsProblem).toBe(event.reason !== 'late');
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the question a verdict brought only on a state read before that verdict', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'stateReceived' || before.verdict === undefined) return;
          // From the waiting room or results, the class opens again with a new question.
          if (before.screen.kind !== 'practice' || after.screen.kind !== 'practice') return;
          const stale =
            event.state.student.stats.questionsAnswered < before.stats.questionsAnswered;
          expect(after.issuedNext).toBe(stale ? before.issuedNext : undefined);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('never counts fewer answers on a state than the screen has shown', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'stateReceived') return;
          expect(after.stats.questionsAnswered).toBeGreaterThanOrEqual(
            before.stats.questionsAnswered,
          );
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an open question on screen while a question is asked for again', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'problemRequested') return;
          expect(after.problem).toBe(before.verdict === undefined ? before.problem : undefined);
          expect(after.verdict).toBeUndefined();
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('changes only the place of the question on the practice screen when it is given again', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'problemShown' || before.screen.kind !== 'practice') return;
          if (event.ask !== undefined && event.ask !== before.ask) return;
          if (before.pending !== undefined && before.pending.problemId !== event.problem.problemId)
            return;
          if (before.problem?.problemId !== event.problem.problemId) {
            if (!practiceClosed(before.screen)) expect(after.problem).toBe(event.problem);
          } else if (before.problem.totalQuestions === event.problem.totalQuestions)
            expect(after).toBe(before);
          else
            expect(after).toEqual({
              ...before,
              problem: { ...before.problem, totalQuestions: event.problem.totalQuestions },
            });
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('drops the reply to a question asked for before an answer was given, or asked for since', () => {
    fc.assert(
      fc.property(starts, (start) => {
        /** Each request's number, and whether an answer was taken or a later request made since. */
        const stale = new Map<number, boolean>();
        run(start, (before, after, _oracle, event) => {
          if (event.type === 'answerGiven' && after.pending !== before.pending)
            for (const ask of stale.keys()) stale.set(ask, true);
          if (event.type === 'problemRequested') {
            for (const ask of stale.keys()) stale.set(ask, true);
            if (event.ask !== undefined) stale.set(event.ask, false);
          }
          if (
            event.type === 'problemShown' &&
            event.ask !== undefined &&
            stale.get(event.ask) !== false
          )
            expect(after).toBe(before);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('puts no other question on screen while an answer is on its way', () => {
    fc.assert(
      fc.property(starts, (start) => {
        run(start, (before, after, _oracle, event) => {
          if (event.type !== 'problemShown' || before.pending === undefined) return;
          if (after.problem !== before.problem)
            expect(after.problem?.problemId).toBe(before.pending.problemId);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('brings a question back after any order of events once the class runs again', () => {
    fc.assert(
      fc.property(starts, fc.constantFrom('started', 'running' as const), (start, restart) => {
        let state = start.sequence.reduce(
          classPracticeReducer,
          initialClassPractice(undefined, start.handed),
        );
        const left = state.screen.kind === 'removed' || state.screen.kind === 'ended';
        if (left || state.progress?.finished === true || state.pending !== undefined) return;
        state = classPracticeReducer(
          state,
          restart === 'started'
            ? { type: 'started', endsAtMs: null, serverNowMs: 0, at: 0 }
            : { type: 'stateReceived', state: serverState('running'), at: 0 },
        );
        if (state.verdict !== undefined)
          state = classPracticeReducer(state, { type: 'nextRequested' });
        if (state.wantsProblem) {
          state = classPracticeReducer(state, { type: 'problemRequested' });
          state = classPracticeReducer(state, { type: 'problemShown', problem: problem('new') });
        }
        expect(state.screen).toEqual({ kind: 'practice' });
        expect(state.problem).toBeDefined();
      }),
      { numRuns: 2000 },
    );
  });
});
