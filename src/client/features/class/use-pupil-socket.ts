import { useCallback, useEffect, useState } from 'react';
import { connectSessionSocket, type SessionSocket } from '../../lib/socket';
import { useLiveConnection, type LiveConnection } from '../../lib/use-live-connection';

/** What identifies a pupil on the live channel: the ids and token their join gave them. */
export interface PupilIdentity {
  readonly sessionId: string;
  readonly studentId: string;
  readonly reconnectionToken: string;
}

/**
 * A pupil's live channel for as long as the screen is shown: one socket, opened on mount and
 * closed on unmount, that comes back by itself after a drop (useLiveConnection).
 */
export function usePupilSocket(pupil: PupilIdentity): {
  socket: SessionSocket;
  connection: LiveConnection;
  /** The banner's "Try again": opens the channel now if it is down. */
  reconnect: () => void;
} {
  const [socket] = useState<SessionSocket>(() =>
    connectSessionSocket(
      {
        role: 'student',
        sessionId: pupil.sessionId,
        studentId: pupil.studentId,
        token: pupil.reconnectionToken,
      },
      { autoConnect: false },
    ),
  );
  const connection = useLiveConnection(socket);

  useEffect(() => {
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);

  const reconnect = useCallback(() => {
    if (!socket.connected) socket.connect();
  }, [socket]);

  return { socket, connection, reconnect };
}
