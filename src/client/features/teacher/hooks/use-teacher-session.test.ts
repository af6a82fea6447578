import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { ApiRequestError } from '#client/lib/api-client';
import type * as SocketModule from '#client/lib/socket';
import { classSessionStore } from '#client/features/class/class-session-store';
import { teacherApi } from '../api/teacher-api';
import { testSessionState, testTeacherSession } from '../testing/test-session-state';
import { useTeacherSession } from './use-teacher-session';

/** The live channel as the hook uses it: listeners, connect and disconnect, what it emitted. */
class FakeSocket {
  connected = false;
  readonly emitted: string[] = [];
  private readonly listeners = new Map<string, Set<(...args: never[]) => void>>();
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(listener));
    return this;
  }
  off(event: string, listener: (...args: never[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string) {
    this.emitted.push(event);
    return this;
  }
  connect() {
    this.connected = true;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  /** The server sends `event`. */
  receive(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }
}

const socket = vi.hoisted(() => ({ current: undefined as FakeSocket | undefined }));

vi.mock('#client/lib/socket', async (original) => ({
  ...(await original<typeof SocketModule>()),
  connectSessionSocket: () => socket.current,
}));
vi.mock('#client/features/class/class-api', () => ({
  classApi: { listStudents: () => Promise.resolve({ students: [] }) },
}));
vi.mock('../api/teacher-api', () => ({
  teacherApi: {
    start: vi.fn(),
    stop: vi.fn(),
    setLocked: vi.fn(),
    end: vi.fn(),
    focusOnMissed: vi.fn(),
    nextOperation: vi.fn(),
    updateSettings: vi.fn(),
  },
}));

const T = testSessionState().serverNowMs;
const SESSION = testTeacherSession(Date.now());

function render() {
  const onGone = vi.fn();
  const hook = renderHook(() => useTeacherSession(SESSION, onGone));
  return { hook, onGone };
}

function serverSends(state: TeacherSessionState) {
  act(() => socket.current!.receive('teacherState', state));
}

beforeEach(() => {
  socket.current = new FakeSocket();
  classSessionStore.write(SESSION);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('useTeacherSession', () => {
  it('shows the state the live channel sends', () => {
    const { hook } = render();
    expect(hook.result.current.state).toBeUndefined();
    serverSends(testSessionState({ phase: 'waiting' }));
    expect(hook.result.current.state?.phase).toBe('waiting');
  });

  it('keeps a confirmed stop when a snapshot built before it arrives after its reply', async () => {
    vi.mocked(teacherApi.stop).mockResolvedValue(
      testSessionState({ phase: 'stopped', stopReason: 'teacher-stopped', serverNowMs: T + 10 }),
    );
    const { hook } = render();
    serverSends(testSessionState({ phase: 'running', serverNowMs: T }));
    await act(() => hook.result.current.actions.stop());
    serverSends(testSessionState({ phase: 'running', serverNowMs: T + 5 }));
    expect(hook.result.current.state?.phase).toBe('stopped');
  });

  it('keeps the class on the step Next operation moved it to when a state taken before comes after', async () => {
    vi.mocked(teacherApi.nextOperation).mockResolvedValue(
      testSessionState({ currentOperationIndex: 1, serverNowMs: T + 10 }),
    );
    const { hook } = render();
    serverSends(testSessionState({ currentOperationIndex: 0, serverNowMs: T }));
    let step: number | undefined;
    await act(async () => {
      step = await hook.result.current.actions.next();
    });
    expect(step).toBe(1);
    expect(hook.result.current.state?.currentOperationIndex).toBe(1);
    serverSends(testSessionState({ currentOperationIndex: 0, serverNowMs: T + 5 }));
    expect(hook.result.current.state?.currentOperationIndex).toBe(1);
  });

  it('keeps a later edit when the reply to Next operation, sent before it, comes after it', async () => {
    let answerNext: (state: TeacherSessionState) => void = () => undefined;
    vi.mocked(teacherApi.nextOperation).mockReturnValue(
      new Promise((resolve) => {
        answerNext = resolve;
      }),
    );
    const oneOperation = testSessionState({ currentOperationIndex: 0, serverNowMs: T + 20 });
    vi.mocked(teacherApi.updateSettings).mockResolvedValue(oneOperation);
    const { hook } = render();
    serverSends(testSessionState({ currentOperationIndex: 0, serverNowMs: T }));
    let moving: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      moving = hook.result.current.actions.next();
    });
    const { settings, operations } = oneOperation;
    await act(() => hook.result.current.actions.update({ ...settings, operations }));
    await act(async () => {
      answerNext(testSessionState({ currentOperationIndex: 1, serverNowMs: T + 10 }));
      await moving;
    });
    expect(hook.result.current.state?.serverNowMs).toBe(T + 20);
    expect(hook.result.current.state?.currentOperationIndex).toBe(0);
  });

  it('shows the reply to the teacher’s action even when the state before it has a later clock', async () => {
    vi.mocked(teacherApi.stop).mockResolvedValue(
      testSessionState({ phase: 'stopped', stopReason: 'teacher-stopped', serverNowMs: T }),
    );
    const { hook } = render();
    serverSends(testSessionState({ phase: 'running', serverNowMs: T + 100 }));
    await act(() => hook.result.current.actions.stop());
    expect(hook.result.current.state?.phase).toBe('stopped');
  });

  it('shows the action busy until its reply, and names it when it fails', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    vi.mocked(teacherApi.start).mockReturnValue(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    const { hook, onGone } = render();
    let result: Promise<boolean> = Promise.resolve(true);
    act(() => {
      result = hook.result.current.actions.start();
    });
    expect(hook.result.current.busy).toBe('start');
    await act(async () => {
      refuse(new ApiRequestError('No connection', 0));
      await result;
    });
    expect(hook.result.current.busy).toBeUndefined();
    expect(hook.result.current.failed).toBe('start');
    expect(hook.result.current.failedReason).toBe('No connection');
    expect(onGone).not.toHaveBeenCalled();
  });

  it('gives the reason the server gave for a refusal, none for other failures, and clears it', async () => {
    vi.mocked(teacherApi.focusOnMissed).mockRejectedValueOnce(
      new ApiRequestError('The class has not missed any fact.', 409, 'nothing_missed'),
    );
    vi.mocked(teacherApi.stop).mockRejectedValueOnce(new Error('bug'));
    const { hook } = render();
    await act(() => hook.result.current.actions.focus(true));
    expect(hook.result.current.failed).toBe('focus');
    expect(hook.result.current.failedReason).toBe('The class has not missed any fact.');

    await act(() => hook.result.current.actions.stop());
    expect(hook.result.current.failed).toBe('stop');
    expect(hook.result.current.failedReason).toBeUndefined();

    vi.mocked(teacherApi.stop).mockResolvedValueOnce(testSessionState({ phase: 'stopped' }));
    await act(() => hook.result.current.actions.stop());
    expect(hook.result.current.failed).toBeUndefined();
    expect(hook.result.current.failedReason).toBeUndefined();
  });

  it('forgets the session once when a reply says it is gone, and nothing changes it after', async () => {
    vi.mocked(teacherApi.setLocked).mockRejectedValue(
      new ApiRequestError('Gone', 404, 'session_not_found'),
    );
    const { hook, onGone } = render();
    serverSends(testSessionState({ locked: false }));
    await act(() => hook.result.current.actions.lock(true));
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(classSessionStore.read()).toBeUndefined();
    act(() => socket.current!.receive('sessionEnded'));
    serverSends(testSessionState({ locked: true, serverNowMs: T + 1 }));
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state?.locked).toBe(false);
  });
});
