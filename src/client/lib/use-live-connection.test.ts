import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSocket } from './socket';
import { AWAY_MS, useLiveConnection } from './use-live-connection';

/** A real Socket.IO server on a port of this machine, which can be stopped and started again. */
async function liveServer(port = 0) {
  const http: HttpServer = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => void server.close(() => resolve()));
  return { server, port: (http.address() as AddressInfo).port, stop };
}

const servers: { stop: () => Promise<void> }[] = [];
const sockets: SessionSocket[] = [];

/** The browser hides or shows the page (a tablet locked or unlocked). */
function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  setVisibility('visible');
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

function clientFor(port: number): SessionSocket {
  const socket = io(`http://127.0.0.1:${String(port)}`, {
    transports: ['websocket'],
    reconnectionAttempts: 1,
    reconnectionDelay: 10,
    reconnectionDelayMax: 10,
    timeout: 500,
  }) as SessionSocket;
  sockets.push(socket);
  return socket;
}

describe('useLiveConnection', () => {
  it('opens the channel again when the browser is back online after Socket.IO gave up', async () => {
    const first = await liveServer();
    const socket = clientFor(first.port);
    const { result } = renderHook(() => useLiveConnection(socket));
    await waitFor(() => expect(result.current).toBe('connected'));

    const gaveUp = new Promise<void>((resolve) => socket.io.once('reconnect_failed', resolve));
    await first.stop();
    await gaveUp;
    // The hook hears the loss in a Socket.IO event; React shows it at its next render.
    await waitFor(() => expect(result.current).toBe('reconnecting'));

    const again = await liveServer(first.port);
    servers.push(again);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe('connected'));
    expect(socket.connected).toBe(true);
  });

  it('leaves a socket alone that the server sent away', async () => {
    const live = await liveServer();
    servers.push(live);
    live.server.on('connection', (serverSide) => {
      serverSide.disconnect(true);
    });
    const socket = clientFor(live.port);
    const { result } = renderHook(() => useLiveConnection(socket));
    await waitFor(() => expect(result.current).toBe('reconnecting'));
    act(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // connect() would have made the socket active again at once.
    expect(socket.active).toBe(false);
    expect(socket.connected).toBe(false);
  });

  it('opens a fresh connection when the page is shown after being hidden for a while', async () => {
    const live = await liveServer();
    servers.push(live);
    let connections = 0;
    live.server.on('connection', () => {
      connections += 1;
    });
    const socket = clientFor(live.port);
    const { result } = renderHook(() => useLiveConnection(socket));
    await waitFor(() => expect(result.current).toBe('connected'));

    // The clock is held still, so the hook sees exactly AWAY_MS pass.
    const hiddenAt = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(hiddenAt);
    setVisibility('hidden');
    clock.mockReturnValue(hiddenAt + AWAY_MS);
    setVisibility('visible');
    vi.restoreAllMocks();
    await waitFor(() => expect(connections).toBe(2));
    await waitFor(() => expect(result.current).toBe('connected'));
  });

  it('keeps the connection when the page was hidden only briefly', async () => {
    const live = await liveServer();
    servers.push(live);
    const socket = clientFor(live.port);
    const { result } = renderHook(() => useLiveConnection(socket));
    await waitFor(() => expect(result.current).toBe('connected'));

    setVisibility('hidden');
    setVisibility('visible');
    // Reopening would have closed the socket at once.
    expect(socket.connected).toBe(true);
    expect(result.current).toBe('connected');
  });
});
