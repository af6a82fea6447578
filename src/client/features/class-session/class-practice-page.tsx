import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberedByLesson } from '#shared/contracts/student-name';
import { Link, Navigate, useNavigate, useParams } from '#client/lib/router';
import {
  rememberedNameStore,
  storedStudentSession,
  type StoredStudentSession,
} from '#client/features/class/class-session-store';
import { ConnectionBanner } from '#client/ui/connection-banner';
import { ClassOverCard } from '#client/ui/class-over-card';
import { Countdown } from '#client/ui/countdown';
import { PracticeView } from '#client/ui/practice-view';
import { QuestionTimer } from '#client/ui/question-timer';
import { ResultsView } from '#client/ui/results-view';
import { usePageTitle } from '#client/ui/use-page-title';
import { LeaveClassDialog } from './leave-class-dialog';
import { StoppedCard } from './stopped-card';
import type { AnswerRefusal, ResultsReason } from './class-practice-types';
import { countersScope } from './later-round';
import { useClassPractice } from './use-class-practice';

const REASON_KEYS: Readonly<
  Record<
    ResultsReason,
    'classPractice.teacherStopped' | 'classPractice.finished' | 'errors.examEnded'
  >
> = {
  'teacher-stopped': 'classPractice.teacherStopped',
  finished: 'classPractice.finished',
  'exam-ended': 'errors.examEnded',
};

/** /practice/:skill for a student in a class: the practice screen with problems from the server. */
export function ClassPracticePage() {
  const [session] = useState(() => storedStudentSession());
  if (session === undefined) return <Navigate to="/join" replace />;
  return <ClassPractice session={session} />;
}

function ClassPractice({ session }: { session: StoredStudentSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { skill } = useParams();
  const [confirmLeave, setConfirmLeave] = useState(false);
  // The name the child typed, to tell them when the lesson numbered it.
  const [typedName] = useState(() => rememberedNameStore.read());
  const practice = useClassPractice(session);
  const { screen, problem, verdict, pending, stats, progress, deadline, connection } = practice;
  const answerNotice = <AnswerNotice unsent={practice.pendingUnsent} refusal={practice.refusal} />;
  const operation = problem?.operation ?? session.currentOperation ?? 'addition';
  const title = t('classPractice.title', { operation: t(`operations.${operation}`) });
  usePageTitle(title);

  // Keep the address on the operation being practised, so a reload lands on the same screen.
  useEffect(() => {
    if (problem !== undefined && skill !== problem.operation)
      navigate(`/practice/${problem.operation}`, { replace: true });
  }, [problem, skill, navigate]);

  useEffect(() => {
    if (screen.kind === 'removed' || screen.kind === 'ended') return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [screen.kind]);

  if (screen.kind === 'removed') return <ClassOverCard message={t('errors.removed')} />;

  const figures = { ...stats, timeSpentMs: stats.totalTimeSpentMs };
  if (screen.kind === 'ended' && stats.questionsAnswered === 0)
    return <ClassOverCard message={t('classPractice.sessionEnded')} />;
  if (screen.kind === 'ended') {
    // The session and its data are gone from the server; what the student did stays readable here
    // until they go.
    return (
      <ResultsView
        intro={
          <p className="results__reason" role="status">
            {t('classPractice.sessionEndedResults')}
          </p>
        }
        figures={figures}
        actions={
          <Link className="button button--primary button--large" to="/" replace>
            {t('results.goHome')}
          </Link>
        }
      />
    );
  }

  const leaveButton = (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => setConfirmLeave(true)}
    >
      {t('classPractice.leaveButton')}
    </button>
  );
  const dialog = (
    <LeaveClassDialog
      open={confirmLeave}
      answerUnsent={practice.pendingUnsent}
      onCancel={() => setConfirmLeave(false)}
      onConfirm={() => {
        setConfirmLeave(false);
        void practice.leave().then(() => navigate('/', { replace: true }));
      }}
    />
  );
  const banner = <ConnectionBanner state={connection} onRetry={practice.reconnect} />;

  // A pupil with no answer (none on its way either) has no results yet to show at a stop.
  if (
    screen.kind === 'results' &&
    screen.reason === 'teacher-stopped' &&
    stats.questionsAnswered === 0 &&
    pending === undefined
  ) {
    return (
      <div className="page page--narrow">
        {banner}
        <StoppedCard
          sessionLine={t('classPractice.session', {
            code: session.sessionCode,
            name: session.studentName,
          })}
        >
          {answerNotice}
          {leaveButton}
        </StoppedCard>
        {dialog}
      </div>
    );
  }

  if (screen.kind === 'results') {
    return (
      <>
        <ResultsView
          intro={
            <>
              <p
                className={
                  screen.reason === 'exam-ended'
                    ? 'results__reason results__reason--exam'
                    : 'results__reason'
                }
                role="status"
              >
                {t(REASON_KEYS[screen.reason])}
              </p>
              {screen.reason === 'teacher-stopped' && (
                // A stop is a pause the teacher may lift: the pupil should not leave for good.
                <p className="results__hint">{t('classPractice.teacherStoppedWait')}</p>
              )}
              {answerNotice}
            </>
          }
          figures={figures}
          actions={leaveButton}
        />
        {dialog}
      </>
    );
  }

  if (screen.kind === 'waiting' || screen.kind === 'connecting') {
    return (
      <div className="page page--narrow" aria-busy="true">
        {banner}
        <div className="card waiting-card">
          <h1>
            {screen.kind === 'waiting' ? t('join.waiting.title') : t('classPractice.connecting')}
          </h1>
          <p>
            {t('classPractice.session', { code: session.sessionCode, name: session.studentName })}
          </p>
          {leaveButton}
        </div>
        {dialog}
      </div>
    );
  }

  const total = problem?.totalQuestions ?? progress?.totalQuestions ?? 10;
  const current = problem?.questionNumber ?? (progress?.questionsAnswered ?? 0) + 1;
  const operationCount = progress?.operationProgress.length ?? 1;
  const scope = countersScope(
    stats.questionsAnswered,
    current,
    problem?.round,
    verdict !== undefined,
  );
  const laterRound = scope === 'anotherRound';
  const progressValues = { current, total };
  return (
    <>
      <PracticeView
        operation={operation}
        title={title}
        exit={leaveButton}
        notice={
          <div className="practice__notices">
            {deadline === undefined ? null : <Countdown deadline={deadline} />}
            {problem === undefined || problem.timeLimitSeconds === null ? null : (
              <QuestionTimer
                key={problem.problemId}
                seconds={problem.timeLimitSeconds}
                startLeftMs={problem.timeLeftMs ?? undefined}
                running={verdict === undefined && pending === undefined}
                onTimeUp={practice.timeUp}
              />
            )}
            {!numberedByLesson(session.studentName, typedName) ? null : (
              <p className="practice__lesson-name">
                {t('classPractice.numberedName', { name: session.studentName })}
              </p>
            )}
            {banner}
            {answerNotice}
          </div>
        }
        progressText={
          operationCount > 1 && problem !== undefined
            ? t(
                laterRound
                  ? 'classPractice.progressAnotherRoundWithStep'
                  : 'classPractice.progressWithStep',
                {
                  ...progressValues,
                  step: problem.operationStep ?? problem.operationIndex + 1,
                  steps: operationCount,
                },
              )
            : t(
                laterRound ? 'classPractice.progressAnotherRound' : 'practice.progress',
                progressValues,
              )
        }
        progressValue={Math.min(total, current - (verdict ? 0 : 1))}
        progressMax={total}
        stats={stats}
        statsCaption={scope === 'round' ? undefined : t('classPractice.countersLesson')}
        question={
          problem === undefined
            ? undefined
            : {
                id: problem.problemId,
                stem: problem.stem,
                choices: problem.choices,
                answerInput: problem.answerInput,
              }
        }
        verdict={verdict}
        canAnswer={pending === undefined}
        pendingIndex={
          pending?.problemId === problem?.problemId
            ? (pending?.choiceIndex ?? undefined)
            : undefined
        }
        pendingTyped={
          pending?.problemId === problem?.problemId
            ? (pending?.typedAnswer ?? undefined)
            : undefined
        }
        onChoose={practice.choose}
        onType={practice.type}
        onNext={practice.next}
        nextLabel={progress?.finished === true ? t('practice.seeResults') : t('practice.next')}
      />
      {dialog}
    </>
  );
}

/**
 * What the screen says of the student's last answer: saved and sent when the connection is back,
 * only while its send really found no connection; or why the server did not count it.
 */
function AnswerNotice({
  unsent,
  refusal,
}: {
  unsent: boolean;
  refusal: AnswerRefusal | undefined;
}) {
  const { t } = useTranslation();
  if (unsent)
    return (
      <p className="practice__pending" role="status">
        {t('classPractice.pending')}
      </p>
    );
  if (refusal === undefined) return null;
  return (
    <p className="practice__pending" role="status">
      {t(refusal === 'late' ? 'classPractice.answerLate' : 'classPractice.answerGone')}
    </p>
  );
}
