import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '#client/lib/router';
import { classApi } from '#client/features/class/class-api';
import {
  endStoredSessionOf,
  type StoredStudentSession,
} from '#client/features/class/class-session-store';
import { listen } from '#client/lib/socket';
import { useKeepClassFacts } from '#client/features/class/use-keep-class-facts';
import { useStudentSocket } from '#client/features/class/use-student-socket';
import { endingAfterRefusal } from '#client/features/class/session-ending';
import { ConnectionBanner } from '#client/ui/connection-banner';
import { ClassOverCard } from '#client/ui/class-over-card';
import { WAITING, waitingRoomReducer } from './waiting-room-state';

/**
 * 'Waiting for teacher...': the student has joined and waits for the start (SPEC §4 Student join),
 * live on the channel (which comes back by itself after a drop), with Leave Session. What the
 * room does next is decided by waitingRoomReducer.
 */
export function WaitingRoom({
  session,
  onGone,
}: {
  session: StoredStudentSession;
  /** The session was found gone on a reconnect (it ended while away): back to the join form. */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [room, dispatch] = useReducer(waitingRoomReducer, WAITING);
  const classOver = room.kind === 'removed' || room.kind === 'ended';
  const { socket, connection, reconnect } = useStudentSocket(session, !classOver);
  useKeepClassFacts(socket, session.keepsDeviceFacts);

  const { studentId, reconnectionToken: token, sessionId } = session;
  useEffect(
    () =>
      listen(socket, {
        studentState: (state) => dispatch({ type: 'stateReceived', state }),
        sessionStarted: () => socket.emit('joinSession', {}),
        sessionEnded: () => dispatch({ type: 'left', ending: 'ended' }),
        removed: () => dispatch({ type: 'left', ending: 'removed' }),
        connect_error: () => {
          // Removed while away: said so, as when it happens live. A session that ended while away
          // (or a place that expired): start again at /join. A network that is down, or one asked
          // to wait (429), keeps the session.
          void endingAfterRefusal(studentId, token).then((ending) => {
            if (ending === 'removed') dispatch({ type: 'left', ending });
            else if (ending === 'ended') {
              endStoredSessionOf(sessionId);
              onGone();
            }
          });
        },
      }),
    [socket, studentId, token, sessionId, onGone],
  );

  // The join form that had the focus is gone: the room's heading takes it, and is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // Carried out once per room state: a new render must not leave twice.
  const latest = useRef({ navigate, session });
  useEffect(() => {
    latest.current = { navigate, session };
  });
  useEffect(() => {
    const now = latest.current;
    switch (room.kind) {
      case 'starting':
        now.navigate(`/practice/${room.operation}`);
        return;
      case 'ended':
      case 'removed':
        endStoredSessionOf(now.session.sessionId);
        return;
      case 'leaving':
        void classApi
          .leave(now.session.sessionId, now.session.studentId, now.session.reconnectionToken)
          .catch(() => undefined)
          .then(() => {
            endStoredSessionOf(now.session.sessionId);
            now.navigate('/', { replace: true });
          });
        return;
      case 'waiting':
        return;
    }
  }, [room]);

  if (room.kind === 'removed') return <ClassOverCard message={t('errors.removed')} />;
  if (room.kind === 'ended') return <ClassOverCard message={t('classPractice.sessionEnded')} />;

  return (
    <div className="page page--narrow join waiting" aria-busy="true">
      <ConnectionBanner state={connection} onRetry={reconnect} />
      <div className="card waiting__card">
        <div className="waiting__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {t('join.waiting.title')}
        </h1>
        <p>{t('join.waiting.text', { name: session.studentName, code: session.sessionCode })}</p>
        <button
          type="button"
          className="button button--secondary button--large"
          onClick={() => dispatch({ type: 'leaveRequested' })}
          disabled={room.kind !== 'waiting'}
        >
          {t('join.waiting.leave')}
        </button>
      </div>
    </div>
  );
}
