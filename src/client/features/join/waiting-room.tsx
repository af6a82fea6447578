import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { ApiRequestError } from '../../lib/api-client';
import { classApi } from '../../lib/class-api';
import { endStoredSession, type StoredStudentSession } from '../../lib/class-session-store';
import { listen } from '../../lib/socket';
import { usePupilSocket } from '../../lib/use-pupil-socket';
import { ConnectionBanner } from '../../ui/connection-banner';

/**
 * 'Waiting for teacher...': the pupil has joined and waits for the start (SPEC §4 Student join),
 * live on the channel (which comes back by itself after a drop), with Leave Session.
 */
export function WaitingRoom({
  session,
  onLeft,
}: {
  session: StoredStudentSession;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { socket, connection, reconnect } = usePupilSocket(session);

  useEffect(
    () =>
      listen(socket, {
        studentState: (state) => {
          const current =
            state.operations[state.student.progress.currentOperation] ?? state.operations[0];
          if (state.phase === 'running') navigate(`/practice/${current?.type ?? 'addition'}`);
        },
        sessionStarted: () => socket.emit('joinSession', {}),
        sessionEnded: () => {
          endStoredSession();
          onLeft();
        },
        connect_error: () => {
          // A session that ended while away (session_not_found): start again at /join. A network that is
          // down, or one asked to wait after too many wrong codes (429), keeps the session.
          void classApi.getSession(session.sessionCode).catch((error: unknown) => {
            if (!(error instanceof ApiRequestError) || error.code !== 'session_not_found') return;
            endStoredSession();
            onLeft();
          });
        },
      }),
    [socket, session.sessionCode, navigate, onLeft],
  );

  const leave = async () => {
    setLeaving(true);
    await classApi
      .leave(session.sessionId, session.studentId, session.reconnectionToken)
      .catch(() => undefined);
    endStoredSession();
    navigate('/', { replace: true });
  };

  return (
    <div className="page page--narrow join waiting" aria-busy="true">
      <ConnectionBanner state={connection} onRetry={reconnect} />
      <div className="card waiting__card">
        <div className="waiting__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h1>{t('join.waiting.title')}</h1>
        <p>{t('join.waiting.text', { name: session.studentName, code: session.sessionCode })}</p>
        <button
          type="button"
          className="button button--secondary button--large"
          onClick={() => void leave()}
          disabled={leaving}
        >
          {t('join.waiting.leave')}
        </button>
      </div>
    </div>
  );
}
