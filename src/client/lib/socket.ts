import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketAuth,
} from '#shared/contracts/socket-events';

/** A live connection to one class session, typed by the shared event maps. */
export type SessionSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Live-channel timing of SPEC §9: 5 s per attempt, 5 reconnection attempts, 1 s apart. */
export const SOCKET_TIMING = {
  timeoutMs: 5000,
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1000,
} as const;

/**
 * The one place that uses socket.io-client: connects to this origin, websocket first with
 * polling as the fallback, identified by the handshake token (never by event payloads).
 */
export function connectSessionSocket(
  auth: SocketAuth,
  options: { autoConnect?: boolean } = {},
): SessionSocket {
  return io({
    auth,
    autoConnect: options.autoConnect ?? true,
    transports: ['websocket', 'polling'],
    timeout: SOCKET_TIMING.timeoutMs,
    reconnectionAttempts: SOCKET_TIMING.reconnectionAttempts,
    reconnectionDelay: SOCKET_TIMING.reconnectionDelayMs,
  });
}

/**
 * Listens to several server events at once; the returned function removes exactly these
 * listeners (and no one else's, such as the connection watcher's).
 */
export function listen(
  socket: SessionSocket,
  handlers: Partial<ServerToClientEvents> & { connect_error?: () => void },
): () => void {
  const entries = Object.entries(handlers) as [
    keyof ServerToClientEvents,
    (...args: never[]) => void,
  ][];
  for (const [event, handler] of entries) socket.on(event, handler);
  return () => {
    for (const [event, handler] of entries) socket.off(event, handler);
  };
}
