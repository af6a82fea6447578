import { useEffect, useState } from 'react';
import type { SessionSocket } from './socket';

/** The live channel as a screen shows it (SPEC §8). */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'timeout';

/** Overall guard: not connected within 10 s counts as a time-out (SPEC §9). */
export const CONNECT_GUARD_MS = 10_000;

/**
 * Follows a socket's connection and keeps it coming back: after Socket.IO's own attempts are used
 * up, it tries again when the browser says it is online, when the tab becomes visible, and every
 * 10 seconds, so a pupil whose Wi-Fi was gone for a minute reconnects by themselves.
 */
export function useLiveConnection(socket: SessionSocket | undefined): LiveConnection {
  const [state, setState] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (socket === undefined) return undefined;
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
      if (socket.connected || socket.active) return;
      restartGuard();
      socket.connect();
    };
    const onConnect = () => {
      window.clearTimeout(guard);
      setState('connected');
    };
    const onDisconnect = () => {
      setState('reconnecting');
      restartGuard();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    const interval = window.setInterval(retry, CONNECT_GUARD_MS);
    return () => {
      window.clearTimeout(guard);
      window.clearInterval(interval);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [socket]);

  return state;
}
