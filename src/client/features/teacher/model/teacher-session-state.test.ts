import { describe, expect, it } from 'vitest';
import {
  INITIAL_TEACHER_SESSION,
  busyAction,
  teacherSessionReducer,
  type TeacherSessionEvent,
  type TeacherSessionView,
} from './teacher-session-state';
import { testSessionState } from '../testing/test-session-state';
import type { TeacherSessionState } from '#shared/contracts/sessions';

const T = testSessionState().serverNowMs;

/** The live channel's full state, the `order`th received, arrived at time `order`. */
function snapshot(state: TeacherSessionState, order: number): TeacherSessionEvent {
  return { type: 'stateReceived', state, at: order, order };
}

/** An action's reply, the `order`th state received, the action sent after the `sentAfter`th. */
function reply(state: TeacherSessionState, order: number, sentAfter: number): TeacherSessionEvent {
  return { type: 'stateReceived', state, at: order, order, sentAfter };
}

function after(...events: readonly TeacherSessionEvent[]): TeacherSessionView {
  return events.reduce(teacherSessionReducer, INITIAL_TEACHER_SESSION);
}

const running = testSessionState({ phase: 'running', serverNowMs: T });
const stopped = testSessionState({
  phase: 'stopped',
  stopReason: 'teacher-stopped',
  serverNowMs: T + 50,
});

describe('teacherSessionReducer', () => {
  it('shows the first state the server sends, with the time it arrived', () => {
    const view = after(snapshot(running, 1_000));
    expect(view.session).toBe(running);
    expect(view.receivedAt).toBe(1_000);
  });

  it('shows a newer state in place of the one shown', () => {
    const view = after(snapshot(running, 1), snapshot(stopped, 2));
    expect(view.session?.phase).toBe('stopped');
    expect(view.receivedAt).toBe(2);
  });

  it('keeps a confirmed stop when a snapshot built before it arrives after its reply', () => {
    const view = after(snapshot(running, 1), reply(stopped, 2, 1), snapshot(running, 3));
    expect(view.session).toBe(stopped);
    expect(view.receivedAt).toBe(2);
  });

  it('shows the reply to an action sent after the shown state, whatever the server clocks say', () => {
    // Another process, its clock ahead, sent the state shown when the teacher pressed Stop.
    const ahead = testSessionState({ phase: 'running', serverNowMs: T + 100 });
    const view = after(snapshot(ahead, 1), reply(stopped, 2, 1));
    expect(view.session).toBe(stopped);
  });

  it('drops the reply of an earlier action when it was built before the state shown', () => {
    const lockedEarlier = testSessionState({ locked: true, serverNowMs: T + 10 });
    const view = after(snapshot(running, 1), snapshot(stopped, 2), reply(lockedEarlier, 3, 1));
    expect(view.session).toBe(stopped);
  });

  it('takes the later of two states built at the same server time', () => {
    const locked = testSessionState({ serverNowMs: T, locked: true });
    const view = after(snapshot(running, 1), snapshot(locked, 2));
    expect(view.session).toBe(locked);
  });

  it('shows the last action sent as busy until its reply', () => {
    const sent = after(
      { type: 'actionStarted', action: 'lock' },
      { type: 'actionStarted', action: 'stop' },
    );
    expect(busyAction(sent)).toBe('stop');
    const stopAnswered = teacherSessionReducer(sent, { type: 'actionSucceeded', action: 'stop' });
    expect(busyAction(stopAnswered)).toBe('lock');
    expect(
      busyAction(teacherSessionReducer(stopAnswered, { type: 'actionSucceeded', action: 'lock' })),
    ).toBeUndefined();
  });

  it('names a failed action until the teacher tries another', () => {
    const failed = after(
      { type: 'actionStarted', action: 'start' },
      { type: 'actionFailed', action: 'start' },
    );
    expect(failed.failed).toBe('start');
    expect(busyAction(failed)).toBeUndefined();
    expect(
      teacherSessionReducer(failed, { type: 'actionStarted', action: 'start' }).failed,
    ).toBeUndefined();
  });

  it('keeps the reason the server gave for a failure until the teacher tries again', () => {
    const reason = 'The class has not missed any fact this session still asks.';
    const failed = after(
      { type: 'actionStarted', action: 'focus' },
      { type: 'actionFailed', action: 'focus', reason },
    );
    expect(failed.failedReason).toBe(reason);
    const retried = teacherSessionReducer(failed, { type: 'actionStarted', action: 'focus' });
    expect(retried.failedReason).toBeUndefined();
    const failedWithoutReason = teacherSessionReducer(retried, {
      type: 'actionFailed',
      action: 'focus',
    });
    expect(failedWithoutReason.failedReason).toBeUndefined();
  });

  it('changes nothing once the session is gone', () => {
    const gone = after(
      snapshot(running, 1),
      { type: 'actionStarted', action: 'end' },
      { type: 'sessionGone' },
    );
    expect(gone.ended).toBe(true);
    expect(busyAction(gone)).toBeUndefined();
    const late: readonly TeacherSessionEvent[] = [
      snapshot(stopped, 2),
      { type: 'actionStarted', action: 'start' },
      { type: 'actionFailed', action: 'start' },
    ];
    expect(late.reduce(teacherSessionReducer, gone)).toBe(gone);
  });
});
