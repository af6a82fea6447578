import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '#client/lib/router';
import { hasSessionCodeShape, typedSessionCode } from '#shared/contracts/session-code';
import { MAX_NAME_LENGTH, truncateName } from '#shared/contracts/student-name';
import {
  classSessionStore,
  rememberedNameStore,
  storedStudentSession,
  tokenForCode,
  type StoredStudentSession,
} from '#client/features/class/class-session-store';
import { deviceFactsOf } from '#shared/contracts/device-facts';
import {
  factMemoryOwner,
  keepOwnerLessonName,
  ownerLessonName,
  readFactMemory,
  writeFactMemory,
} from '#client/lib/fact-memory-store';
import { PageLoading } from '#client/ui/page-loading';
import { usePageTitle } from '#client/ui/use-page-title';
import { joinErrorMessage, waitSecondsOf } from './join-error-message';
import { useCountdown } from './use-countdown';
import { belongsOnPractice } from '#client/features/class/class-phase';
import { handOverJoinProblem } from '#client/features/class/join-problem-handover';
import './join-page.css';

/** The waiting room holds the live connection: its code loads once the student has joined. */
/**
 * The class API with its reply contracts (and their validator) downloads when the student starts
 * filling in the form, not with the page.
 */
const loadClassApi = () =>
  import('#client/features/class/class-api').then((module) => module.classApi);

function prefetchClassApi(): void {
  loadClassApi().catch(() => undefined);
}

const WaitingRoom = lazy(() =>
  import('./waiting-room').then((module) => ({ default: module.WaitingRoom })),
);

/** /join: a student enters their name and the code (or arrives by link or QR code) and joins. */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A link's code is kept as typing keeps it: at most a code's length.
  const codeFromLink = typedSessionCode(params.get('code') ?? '');
  const rememberedName = rememberedNameStore.read() ?? '';
  const [name, setName] = useState(rememberedName);
  const [nameCut, setNameCut] = useState(false);
  const [code, setCode] = useState(codeFromLink);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The wait the server asked of this network after too many tries.
  const wait = useCountdown();
  const [waiting, setWaiting] = useState(() => storedStudentSession());
  // The facts practised on this device, and whose they are (a shared tablet has many students).
  const [memory] = useState(readFactMemory);
  const [owner] = useState(factMemoryOwner);
  const [lastLessonName] = useState(ownerLessonName);
  const hasDeviceFacts = Object.keys(memory.scheduler.facts).length > 0;
  const isOwnersName = owner?.toLocaleLowerCase() === name.trim().toLocaleLowerCase();
  // Ticked for the owner's own name (or a device no class has named yet) until the student chooses.
  const [factsChoice, setWithDeviceFacts] = useState<boolean>();
  const withDeviceFacts = factsChoice ?? (owner === undefined || isOwnersName);
  usePageTitle(t('join.title'));

  if (waiting !== undefined) {
    return (
      <Suspense fallback={<PageLoading />}>
        <WaitingRoom session={waiting} onGone={() => setWaiting(undefined)} />
      </Suspense>
    );
  }

  const mustWait = wait.secondsLeft > 0;
  const canSubmit = name.trim() !== '' && code.trim() !== '' && !busy && !mustWait;
  const submit = async () => {
    if (mustWait) return;
    if (name.trim() === '' || code.trim() === '') {
      setError(t('join.errors.missing'));
      return;
    }
    if (!hasSessionCodeShape(code)) {
      setError(t('join.errors.codeShape'));
      return;
    }
    setBusy(true);
    setError(undefined);
    wait.clear();
    try {
      const classApi = await loadClassApi();
      // A student who is not the device's owner starts fresh and leaves the owner's facts alone.
      const keepsDeviceFacts = !hasDeviceFacts || withDeviceFacts;
      const facts = hasDeviceFacts && withDeviceFacts ? deviceFactsOf(memory) : undefined;
      // The owner asks for the name their last lesson gave them, to keep it (Emil 2 stays Emil 2).
      const lessonName = keepsDeviceFacts && isOwnersName ? lastLessonName : undefined;
      const joined = await classApi.join(code, name.trim(), tokenForCode(code), facts, lessonName);
      if (keepsDeviceFacts) {
        writeFactMemory(memory, truncateName(name.trim()));
        keepOwnerLessonName(joined.studentName);
      }
      const time = Date.now();
      const stored: StoredStudentSession = {
        role: 'student',
        sessionId: joined.sessionId,
        sessionCode: joined.sessionCode,
        studentId: joined.studentId,
        studentName: joined.studentName,
        reconnectionToken: joined.reconnectionToken,
        isActive: true,
        isPersistent: joined.sessionState.isPersistent,
        joinedAt: time,
        lastActivity: time,
        operations: joined.operations,
        currentOperation: joined.settings.skill,
        keepsDeviceFacts,
      };
      classSessionStore.write(stored);
      // A new student's question shows at once; a returning one's waits for their figures.
      handOverJoinProblem(
        joined.studentId,
        joined.isRejoin ? undefined : joined.firstProblem,
        time,
      );
      rememberedNameStore.write(truncateName(name.trim()));
      if (belongsOnPractice(joined.sessionState.phase))
        navigate(`/practice/${joined.settings.skill}`);
      else setWaiting(stored);
    } catch (caught) {
      const seconds = waitSecondsOf(caught);
      if (seconds === undefined) setError(joinErrorMessage(caught, t));
      else wait.start(seconds);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page page--narrow join">
      <h1>{t('join.title')}</h1>
      <p className="join__lead">{t('join.lead')}</p>
      <form
        className="join__form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="join-name">{t('join.name')}</label>
          <input
            id="join-name"
            name="name"
            autoComplete="given-name"
            value={name}
            onFocus={prefetchClassApi}
            onChange={(event) => {
              const kept = truncateName(event.target.value, MAX_NAME_LENGTH);
              setName(kept);
              setNameCut(kept !== event.target.value);
            }}
            aria-describedby={rememberedName !== '' ? 'join-name-note' : undefined}
            required
          />
          {/* Said as the name is cut, rather than letters silently not appearing. */}
          <p className="field__note join__name-limit" aria-live="polite">
            {nameCut ? t('join.nameTooLong', { count: MAX_NAME_LENGTH }) : ''}
          </p>
          {rememberedName !== '' ? (
            <p id="join-name-note" className="field__note">
              {t('join.nameRemembered')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="join-code">{t('join.code')}</label>
          <input
            id="join-code"
            name="code"
            className="join__code-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onFocus={prefetchClassApi}
            onChange={(event) => setCode(typedSessionCode(event.target.value))}
            aria-describedby={codeFromLink !== '' ? 'join-code-note' : 'join-code-hint'}
            required
          />
          <p id={codeFromLink !== '' ? 'join-code-note' : 'join-code-hint'} className="field__note">
            {codeFromLink !== '' ? t('join.codeFromLink') : t('join.codeHint')}
          </p>
        </div>
        {hasDeviceFacts ? (
          <div className="field join__device-facts">
            <label className="checkbox-field">
              <input
                type="checkbox"
                checked={withDeviceFacts}
                onChange={(event) => setWithDeviceFacts(event.target.checked)}
                aria-describedby="join-device-facts-note"
              />
              <span>
                {owner === undefined
                  ? t('join.deviceFacts')
                  : t('join.deviceFactsOf', { name: owner })}
              </span>
            </label>
            <p id="join-device-facts-note" className="field__note">
              {t('join.deviceFactsNote')}
            </p>
          </div>
        ) : null}
        {error === undefined ? null : (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {/* Always in the page, so screen readers hear its two changes: the wait, and its end.
            The seconds tick in a timer beside it, which they read only when asked. */}
        <div className={wait.started ? 'join__wait' : 'join__wait join__wait--idle'}>
          <p className={mustWait ? 'form-error' : 'join__wait-over'} role="status">
            {!wait.started
              ? null
              : mustWait
                ? t('join.errors.tooManyTries')
                : t('join.errors.tryAgainNow')}
          </p>
          {mustWait ? (
            <p className="join__countdown" role="timer">
              {t('join.errors.secondsLeft', { seconds: wait.secondsLeft })}
            </p>
          ) : null}
        </div>
        {/* Only marked unavailable while a field is empty, so that Enter and a tap still reach
            submit and explain what is missing. */}
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={busy || mustWait}
          aria-disabled={!canSubmit}
        >
          {busy ? t('join.joining') : t('join.submit')}
        </button>
      </form>
      <p className="join__home">
        <Link to="/">{t('join.backHome')}</Link>
      </p>
    </div>
  );
}
