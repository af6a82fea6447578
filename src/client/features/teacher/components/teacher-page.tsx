import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSettings } from '#shared/contracts/session-settings';
import { ApiRequestError } from '#client/lib/api-client';
import { teacherApi } from '../api/teacher-api';
import {
  classSessionStore,
  storedTeacherSession,
  type StoredTeacherSession,
} from '#client/features/class/class-session-store';
import { rememberSessionSetup, sessionSetupStore } from '../stores/session-setup-store';
import { usePageTitle } from '#client/ui/use-page-title';
import { Dashboard } from './dashboard';
import { SessionForm } from './session-form';
import { draftFromSettings, type SettingsDraft } from '../model/settings-draft';
import { ClassList } from '#client/features/class-record/components/class-list';
import { useClassRecord } from '#client/features/class-record/hooks/use-classes';
import '#client/ui/error-banner.css';
import './teacher-page.css';

/** The class a lesson is to be kept in, when the address names one (`/teacher?class=ID`). */
function classOfAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get('class') ?? undefined;
}

/**
 * /teacher: without a session, a card whose first click opens the configuration (filled in with
 * the last configuration this device used, if any) and whose form creates the session, and the
 * teacher's classes on this device, each of which starts a lesson kept in it; with a session
 * (also after a reload), the live dashboard.
 */
export function TeacherPage() {
  const { t } = useTranslation();
  const [session, setSession] = useState<StoredTeacherSession | undefined>(() =>
    storedTeacherSession(),
  );
  const [lessonClassId, setLessonClassId] = useState<string | undefined>(classOfAddress);
  useEffect(() => {
    // The address's class is taken once: a reload or a later lesson does not go into it unasked.
    const address = new URL(window.location.href);
    if (!address.searchParams.has('class')) return;
    address.searchParams.delete('class');
    window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}`);
  }, []);
  const lessonClass = useClassRecord(lessonClassId);
  const lessonClassName =
    lessonClassId !== undefined && lessonClass.status === 'ready'
      ? lessonClass.value?.name
      : undefined;
  /** A lesson for a class waits until the class is read, so that it is never left out. */
  const classPending = lessonClassId !== undefined && lessonClass.status === 'loading';
  const [configuring, setConfiguring] = useState(() => classOfAddress() !== undefined);
  const [lastDraft, setLastDraft] = useState<SettingsDraft | undefined>(() => {
    const last = classOfAddress() === undefined ? undefined : sessionSetupStore.read();
    return last === undefined ? undefined : draftFromSettings(last);
  });
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string>();
  usePageTitle(t('teacher.title'));
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const classLine = useRef<HTMLParagraphElement>(null);
  const lessonClassRead = lessonClassId !== undefined && lessonClass.status !== 'loading';
  useEffect(() => {
    // A class's lesson form opens under the line that names the class: the focus goes there
    // (to the page's heading if the class is gone), not past it into the form.
    if (configuring && lessonClassRead) (classLine.current ?? pageHeading.current)?.focus();
  }, [configuring, lessonClassRead]);
  const configureButton = useRef<HTMLButtonElement>(null);
  /**
   * After Back, the form's opener, Configure (no class) or a class's Start lesson, takes the
   * focus; after a session ends, Configure.
   */
  const [backFrom, setBackFrom] = useState<{ classId: string | undefined }>();
  useEffect(() => {
    if (backFrom !== undefined && backFrom.classId === undefined && !configuring)
      configureButton.current?.focus();
  }, [backFrom, configuring]);
  /** Where the focus goes back when the class whose lesson form was open is gone. */
  const focusConfigure = useCallback(() => configureButton.current?.focus(), []);

  if (session !== undefined) {
    // Once the session is over (ended here or elsewhere), Configure session takes the focus.
    const gone = () => {
      setSession(undefined);
      setBackFrom({ classId: undefined });
    };
    return <Dashboard session={session} onGone={gone} />;
  }

  const create = async (settings: SessionSettings) => {
    setCreating(true);
    setError(undefined);
    try {
      const created = await teacherApi.createSession(settings);
      const time = Date.now();
      const stored: StoredTeacherSession = {
        role: 'teacher',
        ...created,
        isActive: true,
        isPersistent: true,
        createdAt: time,
        lastActivity: time,
        ...(lessonClassName === undefined || lessonClassId === undefined
          ? {}
          : { classId: lessonClassId }),
      };
      classSessionStore.write(stored);
      rememberSessionSetup(settings);
      setConfiguring(false);
      setSession(stored);
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.message !== ''
          ? caught.message
          : t('teacher.errors.create'),
      );
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="page page--narrow teacher">
      <h1 ref={pageHeading} tabIndex={-1}>
        {t('teacher.title')}
      </h1>
      {error === undefined ? null : (
        <p className="error-banner" role="alert">
          {error}
        </p>
      )}
      {configuring ? (
        <>
          {lessonClassName === undefined ? null : (
            <p ref={classLine} tabIndex={-1} className="teacher__for-class">
              {t('classes.lesson.for', { name: lessonClassName })}
            </p>
          )}
          <SessionForm
            initial={lastDraft}
            onUseDefaults={lastDraft === undefined ? undefined : () => sessionSetupStore.clear()}
            busy={creating || classPending}
            takeFocus={lessonClassId === undefined}
            onSubmit={(settings) => void create(settings)}
            onBack={() => {
              setBackFrom({ classId: lessonClassId });
              setConfiguring(false);
              setLessonClassId(undefined);
            }}
          />
        </>
      ) : (
        <>
          <section className="card teacher__intro" aria-labelledby="teacher-intro-title">
            <h2 id="teacher-intro-title">{t('teacher.intro.title')}</h2>
            <p>{t('teacher.intro.text')}</p>
            <ul className="teacher__points">
              <li>{t('teacher.intro.point1')}</li>
              <li>{t('teacher.intro.point2')}</li>
              <li>{t('teacher.intro.point3')}</li>
            </ul>
            <button
              ref={configureButton}
              type="button"
              className="button button--primary button--large"
              onClick={() => {
                const last = sessionSetupStore.read();
                setLastDraft(last === undefined ? undefined : draftFromSettings(last));
                setLessonClassId(undefined);
                setBackFrom(undefined);
                setConfiguring(true);
              }}
            >
              {t('teacher.intro.configure')}
            </button>
          </section>
          <ClassList
            focusStartOf={backFrom?.classId}
            onStartMissing={focusConfigure}
            onStartLesson={(record) => {
              const last = sessionSetupStore.read();
              setLastDraft(last === undefined ? undefined : draftFromSettings(last));
              setLessonClassId(record.id);
              setBackFrom(undefined);
              setConfiguring(true);
            }}
          />
        </>
      )}
    </div>
  );
}
