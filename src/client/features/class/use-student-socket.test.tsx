import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_GUARD_MS } from '#client/lib/use-live-connection';
import { useStudentSocket } from './use-student-socket';

/** A socket that never connects, as on a tablet whose token the server now refuses. */
const socket = vi.hoisted(() => ({
  connected: false,
  connect: vi.fn(),
  disconnect: vi.fn(),
  on: vi.fn(),
  off: vi.fn(),
}));

vi.mock('#client/lib/socket', () => ({ connectSessionSocket: () => socket }));

const STUDENT = { sessionId: 'session-1', studentId: 'student-1', reconnectionToken: 'token' };

beforeEach(() => {
  vi.useFakeTimers();
  socket.connect.mockClear();
  socket.disconnect.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a student's live channel", () => {
  it('keeps trying to open while the class goes on', () => {
    renderHook(() => useStudentSocket(STUDENT));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * CONNECT_GUARD_MS);
    expect(socket.connect).toHaveBeenCalledTimes(4);
  });

  it('closes and tries no more once the class is over for the student', () => {
    const { rerender } = renderHook(({ open }) => useStudentSocket(STUDENT, open), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    expect(socket.disconnect).toHaveBeenCalled();
    socket.connect.mockClear();
    vi.advanceTimersByTime(6 * CONNECT_GUARD_MS);
    window.dispatchEvent(new Event('online'));
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
