import { useEffect, useState } from 'react';
import type { SessionSocket } from './socket';

/** The live channel as a screen shows it (SPEC §8). */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'timeout';

/** Overall guard: not connected within 10 s counts as a time-out (SPEC §9). */
export const CONNECT_GUARD_MS = 10_000;

/**
 * A page hidden this long (a locked tablet) opens its channel afresh when shown: the connection
 * it had may be dead without knowing it for up to 45 s (Socket.IO's ping deadline), and what the
 * teacher did meanwhile must show at once.
 */
export const AWAY_MS = 10_000;

/**
 * True when the page should open the channel again itself. Socket.IO retries a dropped
 * connection only a few times (SPEC §9); once it has given up, the socket still counts as
 * `active`, so that flag cannot tell. The only socket left alone is one the server sent away (the
 * session ended or the student was removed): it would be refused again.
 */
export function shouldReconnect(socket: { readonly connected: boolean }, sentAway: boolean) {
  return !socket.connected && !sentAway;
}

/**
 * Follows a socket's connection and keeps it coming back: after Socket.IO's own attempts are used
 * up, it tries again when the browser says it is online, when the tab becomes visible, and every
 * 10 seconds, so a student whose Wi-Fi was gone for a minute reconnects by themselves and gets the
 * full state. A page shown again after AWAY_MS hidden reconnects even if its socket still looks
 * connected.
 */
export function useLiveConnection(socket: SessionSocket | undefined): LiveConnection {
  const [state, setState] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (socket === undefined) return undefined;
    let sentAway = false;
    let hiddenAt: number | undefined;
    let guard = window.setTimeout(
      () => setState((current) => (current === 'connected' ? current : 'timeout')),
      CONNECT_GUARD_MS,
    );
    const restartGuard = () => {
      window.clearTimeout(guard);
      guard = window.setTimeout(
        () => setState((current) => (current === 'connected' ? current : 'timeout')),
        CONNECT_GUARD_MS,
      );
    };
    const retry = () => {
      if (!shouldReconnect(socket, sentAway)) return;
      restartGuard();
      // Harmless while Socket.IO is still trying: it opens no second connection.
      socket.connect();
    };
    const onConnect = () => {
      sentAway = false;
      window.clearTimeout(guard);
      setState('connected');
    };
    const onDisconnect = (reason: string) => {
      sentAway = reason === 'io server disconnect';
      setState('reconnecting');
      restartGuard();
    };
    const reopen = () => {
      restartGuard();
      socket.disconnect();
      socket.connect();
      setState('connecting');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt !== undefined && Date.now() - hiddenAt >= AWAY_MS;
      hiddenAt = undefined;
      if (away && socket.connected) reopen();
      else retry();
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisibility);
    const interval = window.setInterval(retry, CONNECT_GUARD_MS);
    return () => {
      window.clearTimeout(guard);
      window.clearInterval(interval);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [socket]);

  return state;
}
