import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import type { StoredStudentSession } from '#client/features/class/class-session-store';
import type * as socketModule from '#client/lib/socket';
import { WaitingRoom } from './waiting-room';

/** A live channel the server refuses: the test calls its handlers. */
const channel = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    handlers,
    socket: {
      connected: false,
      connect: vi.fn(),
      disconnect: vi.fn(),
      emit: vi.fn(),
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      off: (event: string) => handlers.delete(event),
    },
  };
});

vi.mock('#client/lib/socket', async (original) => ({
  ...(await original<typeof socketModule>()),
  connectSessionSocket: () => channel.socket,
}));

const SESSION: StoredStudentSession = {
  role: 'student',
  sessionId: 'session-1',
  sessionCode: 'K7QM3X',
  studentId: 'student-1',
  studentName: 'Siv',
  reconnectionToken: 'token-1',
  isActive: true,
  isPersistent: true,
  joinedAt: 0,
  lastActivity: 0,
};

/** The server's reply to the pupil's progress, as an error with this status and code. */
function progressRefused(status: number, code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code, message: code } }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
}

function waitInRoom() {
  const onGone = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={memoryLocation({ path: '/join' }).hook}>
        <WaitingRoom session={SESSION} onGone={onGone} />
      </Router>
    </I18nextProvider>,
  );
  return onGone;
}

/** The live channel is refused, as on a tablet back from a time offline. */
function refuseChannel() {
  const refused = channel.handlers.get('connect_error');
  if (refused === undefined) throw new Error('the room does not listen for a refusal');
  refused();
}

beforeEach(() => {
  channel.socket.connect.mockClear();
  channel.socket.disconnect.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the waiting room when the live channel is refused', () => {
  it('says the pupil was removed, and closes the channel', async () => {
    progressRefused(403, 'student_removed');
    const onGone = waitInRoom();
    refuseChannel();
    expect(
      await screen.findByRole('heading', {
        name: 'Your teacher has removed you from this session.',
      }),
    ).toBeInTheDocument();
    // The channel closes in an effect after the render that shows the card.
    await vi.waitFor(() => expect(channel.socket.disconnect).toHaveBeenCalled());
    expect(onGone).not.toHaveBeenCalled();
  });

  it('goes back to the join form when the session is gone', async () => {
    progressRefused(404, 'session_not_found');
    const onGone = waitInRoom();
    refuseChannel();
    await vi.waitFor(() => expect(onGone).toHaveBeenCalled());
  });

  it('keeps the pupil waiting while the network is down', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const onGone = waitInRoom();
    refuseChannel();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Waiting for teacher...' })).toBeInTheDocument();
    expect(onGone).not.toHaveBeenCalled();
  });
});
