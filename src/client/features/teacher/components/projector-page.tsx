import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import {
  storedTeacherSession,
  type StoredTeacherSession,
} from '#client/features/class/class-session-store';
import { ConnectionBanner } from '#client/ui/connection-banner';
import { usePageTitle } from '#client/ui/use-page-title';
import { FullscreenButton } from './fullscreen-button';
import { ProjectorLobby } from './projector-lobby';
import { useTeacherSession } from '../hooks/use-teacher-session';

/**
 * /teacher/projector: the window the teacher drags to the projector (opened from the dashboard),
 * for the session this device runs, over its own live channel: how to join and how many have
 * joined and answered, never a name or a result. When the session ends it says so.
 */
export function ProjectorPage() {
  const { t } = useTranslation();
  const [session] = useState<StoredTeacherSession | undefined>(() => storedTeacherSession());
  const [ended, setEnded] = useState(false);
  usePageTitle(t('teacher.projector.pageTitle'));

  if (session === undefined || ended) {
    return (
      <div className="page page--narrow projector-page__gone">
        <h1>{ended ? t('teacher.projector.ended') : t('teacher.projector.none')}</h1>
        {ended ? (
          <p>{t('teacher.projector.endedHint', { button: t('teacher.projector.open') })}</p>
        ) : (
          <p>
            <Link to="/teacher">{t('teacher.projector.toTeacher')}</Link>
          </p>
        )}
      </div>
    );
  }
  return <ProjectorLive session={session} onGone={() => setEnded(true)} />;
}

function ProjectorLive({ session, onGone }: { session: StoredTeacherSession; onGone: () => void }) {
  const { state, receivedAt, connection, actions } = useTeacherSession(session, onGone);
  return (
    <div className="page projector-page">
      <ConnectionBanner state={connection} onRetry={actions.reconnect} />
      <ProjectorLobby
        code={session.sessionCode}
        state={state}
        receivedAt={receivedAt}
        headingLevel={1}
      />
      <FullscreenButton />
    </div>
  );
}
