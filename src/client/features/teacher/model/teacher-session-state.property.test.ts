import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

/** A state the server built at one of a few times, so that ties and older states happen. */
const serverState = fc
  .record({
    phase: fc.constantFrom('waiting', 'running', 'stopped' as const),
    currentOperationIndex: fc.integer({ min: 0, max: 2 }),
    serverNowMs: fc.integer({ min: 0, max: 8 }),
  })
  .map((changes) => testSessionState(changes));

/**
 * A full state before it is numbered: from the live channel (`sentBack` undefined) or the reply
 * to an action sent `sentBack` states before the last one received.
 */
interface UnnumberedState {
  readonly type: 'stateReceived';
  readonly state: ReturnType<typeof testSessionState>;
  readonly sentBack: number | undefined;
}

/** Every event the hook can dispatch, in any order: replies, live events, the teacher's actions. */
const anyEvent: fc.Arbitrary<
  Exclude<TeacherSessionEvent, { type: 'stateReceived' }> | UnnumberedState
> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ state: serverState, sentBack: fc.option(fc.nat(3), { nil: undefined }) })
      .map(({ state, sentBack }) => ({ type: 'stateReceived' as const, state, sentBack })),
  },
  { weight: 2, arbitrary: actions.map((action) => ({ type: 'actionStarted' as const, action })) },
  { weight: 2, arbitrary: actions.map((action) => ({ type: 'actionSucceeded' as const, action })) },
  { weight: 1, arbitrary: actions.map((action) => ({ type: 'actionFailed' as const, action })) },
  { weight: 1, arbitrary: fc.constant({ type: 'sessionGone' as const }) },
);

/** Events as the hook numbers them: states 1, 2, 3... as they arrive, at their place in time. */
const sequences = fc.array(anyEvent, { maxLength: 60 }).map((events) => {
  let received = 0;
  return events.map((event, at): TeacherSessionEvent => {
    if (event.type !== 'stateReceived') return event;
    const { state, sentBack } = event;
    const sentAfter = sentBack === undefined ? undefined : Math.max(0, received - sentBack);
    received += 1;
    return {
      type: 'stateReceived',
      state,
      at,
      order: received,
      ...(sentAfter === undefined ? {} : { sentAfter }),
    };
  });
});

/** How many of each action are sent and unanswered, and the last failure since the last send. */
interface Actions {
  readonly unanswered: ReadonlyMap<TeacherAction, number>;
  readonly lastFailed: TeacherAction | undefined;
}

function answered(unanswered: ReadonlyMap<TeacherAction, number>, action: TeacherAction) {
  const count = unanswered.get(action) ?? 0;
  return count === 0 ? unanswered : new Map(unanswered).set(action, count - 1);
}

function nextActions(seen: Actions, event: TeacherSessionEvent): Actions {
  switch (event.type) {
    case 'actionStarted':
      return {
        unanswered: new Map(seen.unanswered).set(
          event.action,
          (seen.unanswered.get(event.action) ?? 0) + 1,
        ),
        lastFailed: undefined,
      };
    case 'actionSucceeded':
      return { ...seen, unanswered: answered(seen.unanswered, event.action) };
    case 'actionFailed':
      return { unanswered: answered(seen.unanswered, event.action), lastFailed: event.action };
    default:
      return seen;
  }
}

function run(
  sequence: readonly TeacherSessionEvent[],
  check: (
    before: TeacherSessionView,
    after: TeacherSessionView,
    event: TeacherSessionEvent,
    seen: { readonly gone: boolean; readonly actions: Actions },
  ) => void,
) {
  let view = INITIAL_TEACHER_SESSION;
  let gone = false;
  let actions: Actions = { unanswered: new Map(), lastFailed: undefined };
  for (const event of sequence) {
    const next = teacherSessionReducer(view, event);
    if (!gone) actions = nextActions(actions, event);
    gone ||= event.type === 'sessionGone';
    check(view, next, event, { gone, actions });
    view = next;
  }
}

/** Runs `check` on every state received while the session is still on. */
function onEveryState(
  check: (
    before: TeacherSessionView,
    after: TeacherSessionView,
    event: Extract<TeacherSessionEvent, { type: 'stateReceived' }>,
  ) => void,
) {
  fc.assert(
    fc.property(sequences, (sequence) => {
      run(sequence, (before, after, event, { gone }) => {
        if (!gone && event.type === 'stateReceived') check(before, after, event);
      });
    }),
  );
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

  it('shows the reply to an action sent after the state shown, whatever its clock', () => {
    onEveryState((before, after, event) => {
      if (event.sentAfter !== undefined && event.sentAfter >= before.shownOrder)
        expect(after.session).toBe(event.state);
    });
  });

  it('shows a state the server built at or after the one shown', () => {
    onEveryState((before, after, event) => {
      if (before.session === undefined || event.state.serverNowMs >= before.session.serverNowMs)
        expect(after.session).toBe(event.state);
    });
  });

  it('never shows a state built before the one shown, but a reply to a later action', () => {
    onEveryState((before, after, event) => {
      const laterAction = event.sentAfter !== undefined && event.sentAfter >= before.shownOrder;
      if (before.session !== undefined && event.state.serverNowMs < before.session.serverNowMs)
        if (!laterAction) expect(after).toBe(before);
    });
  });

  it('keeps the arrival time and number of the state shown', () => {
    onEveryState((_, after, event) => {
      if (after.session === event.state) {
        expect(after.receivedAt).toBe(event.at);
        expect(after.shownOrder).toBe(event.order);
      }
    });
  });

  it('shows an action busy exactly while one is unanswered, and the last failure until a retry', () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        run(sequence, (_, after, __, { gone, actions }) => {
          if (gone) {
            expect(busyAction(after)).toBeUndefined();
            return;
          }
          const busy = busyAction(after);
          const unanswered = [...actions.unanswered.values()].some((count) => count > 0);
          expect(busy !== undefined).toBe(unanswered);
          if (busy !== undefined) expect(actions.unanswered.get(busy)).toBeGreaterThan(0);
          expect(after.failed).toBe(actions.lastFailed);
        });
      }),
    );
  });
});
