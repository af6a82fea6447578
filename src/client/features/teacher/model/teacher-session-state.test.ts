import { describe, expect, it } from 'vitest';
import {
  INITIAL_TEACHER_SESSION,
  busyAction,
  teacherSessionReducer,
  type TeacherSessionEvent,
  type TeacherSessionView,
} from './teacher-session-state';
import { testSessionState } from '../testing/test-session-state';

const T = testSessionState().serverNow;

function after(...events: readonly TeacherSessionEvent[]): TeacherSessionView {
  return events.reduce(teacherSessionReducer, INITIAL_TEACHER_SESSION);
}

const running = testSessionState({ phase: 'running', serverNow: T });
const stopped = testSessionState({
  phase: 'stopped',
  stopReason: 'teacher-stopped',
  serverNow: T + 50,
});

describe('teacherSessionReducer', () => {
  it('shows the first state the server sends, with the time it arrived', () => {
    const view = after({ type: 'stateReceived', state: running, at: 1_000 });
    expect(view.session).toBe(running);
    expect(view.receivedAt).toBe(1_000);
  });

  it('shows a newer state in place of the one shown', () => {
    const view = after(
      { type: 'stateReceived', state: running, at: 1 },
      { type: 'stateReceived', state: stopped, at: 2 },
    );
    expect(view.session?.phase).toBe('stopped');
    expect(view.receivedAt).toBe(2);
  });

  it('keeps a confirmed stop when a snapshot built before it arrives later', () => {
    const view = after(
      { type: 'stateReceived', state: stopped, at: 1 },
      { type: 'stateReceived', state: running, at: 2 },
    );
    expect(view.session).toBe(stopped);
    expect(view.receivedAt).toBe(1);
  });

  it('takes the later of two states built at the same server time', () => {
    const locked = testSessionState({ serverNow: T, locked: true });
    const view = after(
      { type: 'stateReceived', state: running, at: 1 },
      { type: 'stateReceived', state: locked, at: 2 },
    );
    expect(view.session).toBe(locked);
  });

  it('shows a moved step at once, until the next full state', () => {
    const moved = after(
      { type: 'stateReceived', state: running, at: 1 },
      { type: 'stepMoved', currentOperationIndex: 1 },
    );
    expect(moved.session?.currentOperationIndex).toBe(1);
    const confirmed = teacherSessionReducer(moved, {
      type: 'stateReceived',
      state: testSessionState({ currentOperationIndex: 2, serverNow: T + 1 }),
      at: 2,
    });
    expect(confirmed.session?.currentOperationIndex).toBe(2);
  });

  it('keeps a moved step when an older snapshot arrives', () => {
    const view = after(
      { type: 'stateReceived', state: running, at: 1 },
      { type: 'stepMoved', currentOperationIndex: 1 },
      { type: 'stateReceived', state: testSessionState({ serverNow: T - 1 }), at: 2 },
    );
    expect(view.session?.currentOperationIndex).toBe(1);
  });

  it('ignores a moved step before any state has come', () => {
    expect(after({ type: 'stepMoved', currentOperationIndex: 1 })).toEqual(INITIAL_TEACHER_SESSION);
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

  it('changes nothing once the session is gone', () => {
    const gone = after(
      { type: 'stateReceived', state: running, at: 1 },
      { type: 'actionStarted', action: 'end' },
      { type: 'sessionGone' },
    );
    expect(gone.ended).toBe(true);
    expect(busyAction(gone)).toBeUndefined();
    const late: readonly TeacherSessionEvent[] = [
      { type: 'stateReceived', state: stopped, at: 2 },
      { type: 'stepMoved', currentOperationIndex: 2 },
      { type: 'actionStarted', action: 'start' },
      { type: 'actionFailed', action: 'start' },
    ];
    expect(late.reduce(teacherSessionReducer, gone)).toBe(gone);
  });
});
