import { useCallback, useEffect, useState } from 'react';
import { connectSessionSocket, type SessionSocket } from '#client/lib/socket';
import { useLiveConnection, type LiveConnection } from '#client/lib/use-live-connection';

/** What identifies a student on the live channel: the ids and token their join gave them. */
export interface StudentIdentity {
  readonly sessionId: string;
  readonly studentId: string;
  readonly reconnectionToken: string;
}

/**
 * A student's live channel for as long as the screen is shown and `open`: one socket, opened on
 * mount and closed on unmount, that comes back by itself after a drop (useLiveConnection). Once
 * the class is over for the student (`open` false: removed, or the session ended), it is closed
 * and tried no more: the server would refuse it again, every 10 s for as long as the tab is open.
 */
export function useStudentSocket(
  student: StudentIdentity,
  open = true,
): {
  socket: SessionSocket;
  connection: LiveConnection;
  /** The banner's "Try again": opens the channel now if it is down. */
  reconnect: () => void;
} {
  const [socket] = useState<SessionSocket>(() =>
    connectSessionSocket(
      {
        role: 'student',
        sessionId: student.sessionId,
        studentId: student.studentId,
        token: student.reconnectionToken,
      },
      { autoConnect: false },
    ),
  );
  const connection = useLiveConnection(open ? socket : undefined);

  useEffect(() => {
    if (!open) return undefined;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket, open]);

  const reconnect = useCallback(() => {
    if (!socket.connected) socket.connect();
  }, [socket]);

  return { socket, connection, reconnect };
}
