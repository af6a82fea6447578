import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import {
  INITIAL_TEACHER_SESSION,
  busyAction,
  teacherSessionReducer,
  type TeacherAction,
  type TeacherSessionEvent,
  type TeacherSessionView,
} from './teacher-session-state';
import { testSessionState } from '../testing/test-session-state';

const actions = fc.constantFrom<TeacherAction>('start', 'stop', 'end', 'next', 'lock', 'remove');

/** A state the server built at one of a few times, so that ties and older snapshots happen. */
const serverState = fc
  .record({
    phase: fc.constantFrom('waiting', 'running', 'stopped' as const),
    currentOperationIndex: fc.integer({ min: 0, max: 2 }),
    serverNow: fc.integer({ min: 0, max: 8 }),
  })
  .map((changes) => testSessionState(changes));

/** Every event the hook can dispatch, in any order: replies, live events, the teacher's actions. */
const anyEvent: fc.Arbitrary<TeacherSessionEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: serverState.map((state) => ({ type: 'stateReceived' as const, state, at: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0, max: 2 })
      .map((index) => ({ type: 'stepMoved' as const, currentOperationIndex: index })),
  },
  { weight: 2, arbitrary: actions.map((action) => ({ type: 'actionStarted' as const, action })) },
  { weight: 2, arbitrary: actions.map((action) => ({ type: 'actionSucceeded' as const, action })) },
  { weight: 1, arbitrary: actions.map((action) => ({ type: 'actionFailed' as const, action })) },
  { weight: 1, arbitrary: fc.constant({ type: 'sessionGone' as const }) },
);

/** Events numbered by arrival: a state's `at` is its place in the sequence. */
const sequences = fc
  .array(anyEvent, { maxLength: 60 })
  .map((events) =>
    events.map((event, at): TeacherSessionEvent =>
      event.type === 'stateReceived' ? { ...event, at } : event,
    ),
  );

/** What the events themselves say the view should be, worked out without the reducer. */
interface Oracle {
  readonly gone: boolean;
  /** The state with the newest serverNow received, the later one on a tie. */
  readonly newest: { readonly state: TeacherSessionState; readonly at: number } | undefined;
  /** The step of the last stepMoved after `newest` arrived. */
  readonly movedTo: number | undefined;
  /** The newest serverNow of a stopped state received. */
  readonly stoppedAt: number | undefined;
  /** How many of each action are sent and unanswered. */
  readonly unanswered: ReadonlyMap<TeacherAction, number>;
  readonly lastFailed: TeacherAction | undefined;
}

const START: Oracle = {
  gone: false,
  newest: undefined,
  movedTo: undefined,
  stoppedAt: undefined,
  unanswered: new Map(),
  lastFailed: undefined,
};

function answered(unanswered: ReadonlyMap<TeacherAction, number>, action: TeacherAction) {
  const count = unanswered.get(action) ?? 0;
  return count === 0 ? unanswered : new Map(unanswered).set(action, count - 1);
}

function nextOracle(oracle: Oracle, event: TeacherSessionEvent): Oracle {
  if (oracle.gone) return oracle;
  switch (event.type) {
    case 'stateReceived': {
      const { state, at } = event;
      const stoppedAt =
        state.phase === 'stopped'
          ? Math.max(state.serverNow, oracle.stoppedAt ?? 0)
          : oracle.stoppedAt;
      const newer = oracle.newest === undefined || state.serverNow >= oracle.newest.state.serverNow;
      return newer
        ? { ...oracle, newest: { state, at }, movedTo: undefined, stoppedAt }
        : { ...oracle, stoppedAt };
    }
    case 'stepMoved':
      return oracle.newest === undefined
        ? oracle
        : { ...oracle, movedTo: event.currentOperationIndex };
    case 'actionStarted': {
      const count = oracle.unanswered.get(event.action) ?? 0;
      const unanswered = new Map(oracle.unanswered).set(event.action, count + 1);
      return { ...oracle, unanswered, lastFailed: undefined };
    }
    case 'actionSucceeded':
      return { ...oracle, unanswered: answered(oracle.unanswered, event.action) };
    case 'actionFailed':
      return {
        ...oracle,
        unanswered: answered(oracle.unanswered, event.action),
        lastFailed: event.action,
      };
    case 'sessionGone':
      return { ...oracle, gone: true };
  }
}

function run(
  sequence: readonly TeacherSessionEvent[],
  check: (before: TeacherSessionView, after: TeacherSessionView, oracle: Oracle) => void,
) {
  let view = INITIAL_TEACHER_SESSION;
  let oracle = START;
  for (const event of sequence) {
    const next = teacherSessionReducer(view, event);
    oracle = nextOracle(oracle, event);
    check(view, next, oracle);
    view = next;
  }
}

describe('teacherSessionReducer over any order of events', () => {
  it('changes nothing once the session is gone, and never comes back from it', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        run(sequence, (before, after) => {
          if (before.ended) expect(after).toBe(before);
        });
      }),
    );
  });

  it('shows the state the server built last, as it arrived or with a step moved since', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        run(sequence, (_, after, oracle) => {
          if (oracle.gone) return;
          const { newest, movedTo } = oracle;
          if (newest === undefined) {
            expect(after.session).toBeUndefined();
            return;
          }
          expect(after.session).toEqual({
            ...newest.state,
            currentOperationIndex: movedTo ?? newest.state.currentOperationIndex,
          });
          expect(after.receivedAt).toBe(newest.at);
        });
      }),
    );
  });

  it('never shows a state built before a stop the server confirmed', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        run(sequence, (_, after, oracle) => {
          if (oracle.gone || oracle.stoppedAt === undefined) return;
          expect(after.session!.serverNow).toBeGreaterThanOrEqual(oracle.stoppedAt);
        });
      }),
    );
  });

  it('shows an action busy exactly while one is unanswered, and the last failure until a retry', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        run(sequence, (_, after, oracle) => {
          if (oracle.gone) {
            expect(busyAction(after)).toBeUndefined();
            return;
          }
          const unanswered = [...oracle.unanswered.values()].some((count) => count > 0);
          expect(busyAction(after) !== undefined).toBe(unanswered);
          if (busyAction(after) !== undefined)
            expect(oracle.unanswered.get(busyAction(after)!)).toBeGreaterThan(0);
          expect(after.failed).toBe(oracle.lastFailed);
        });
      }),
    );
  });
});
