import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ClassProblem,
  StudentProgressSummary,
  StudentSessionState,
  StudentStats,
} from '#shared/contracts/sessions';
import { ApiRequestError } from '../../lib/api-client';
import { sessionEndingOf, type SessionEnding } from '../../lib/session-ending';
import { classApi } from '../../lib/class-api';
import {
  endStoredSession,
  touchStoredSession,
  type StoredStudentSession,
} from '../../lib/class-session-store';
import { listen } from '../../lib/socket';
import { usePupilSocket } from '../../lib/use-pupil-socket';
import type { ServerDeadline } from '../../ui/countdown';

/** How long feedback stays before the next question (SPEC §4 Practice flow). */
const FEEDBACK_MS = { correct: 2000, wrong: 1500 } as const;
/** How often an answer given offline is tried again. */
const PENDING_RETRY_MS = 3000;

/** The verdict the server gave on the current problem. */
export interface ClassVerdict {
  /** Null when the question's time ran out before a choice. */
  readonly choiceIndex: number | null;
  readonly correctIndex: number;
  readonly correctAnswer: number;
  readonly isCorrect: boolean;
}

/** Why the results are shown. */
export type ResultsReason = 'teacher-stopped' | 'exam-ended' | 'finished';

/** What the class practice screen shows. */
export type ClassScreen =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'practice' }
  | { readonly kind: 'results'; readonly reason: ResultsReason }
  | { readonly kind: 'removed' }
  | { readonly kind: 'ended' };

const EMPTY_STATS: StudentStats = {
  correct: 0,
  incorrect: 0,
  streak: 0,
  bestStreak: 0,
  questionsAnswered: 0,
  totalTimeSpent: 0,
};

function screenFor(state: StudentSessionState): ClassScreen | 'practice' {
  if (state.phase === 'stopped')
    return {
      kind: 'results',
      reason: state.stopReason === 'completed' ? 'exam-ended' : 'teacher-stopped',
    };
  if (state.student.progress.finished) return { kind: 'results', reason: 'finished' };
  return state.phase === 'running' ? 'practice' : { kind: 'waiting' };
}

/**
 * A pupil's practice in a class: problems come from the server, answers are checked there, and
 * the teacher's start, stop and end arrive on the live channel. On every (re)connect the server's
 * full state decides what is shown. An answer given while offline is kept (also across a reload)
 * and sent when the connection is back; the server counts it once.
 */
export function useClassPractice(session: StoredStudentSession) {
  const [screen, setScreen] = useState<ClassScreen>({ kind: 'connecting' });
  const [problem, setProblem] = useState<ClassProblem>();
  const [verdict, setVerdict] = useState<ClassVerdict>();
  const [pending, setPending] = useState(session.pendingAnswer);
  const [stats, setStats] = useState<StudentStats>(EMPTY_STATS);
  const [progress, setProgress] = useState<StudentProgressSummary>();
  const [deadline, setDeadline] = useState<ServerDeadline>();
  const { socket, connection, reconnect } = usePupilSocket(session);
  const shownAt = useRef(0);
  /** The next question that came with the last verdict, so Next needs no request. */
  const issuedNext = useRef<ClassProblem | undefined>(undefined);
  const { studentId, reconnectionToken: token } = session;

  const finish = useCallback((kind: SessionEnding) => {
    endStoredSession();
    setScreen({ kind });
  }, []);

  const handleFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError)) return;
      const ending = sessionEndingOf(error);
      if (ending === undefined) socket.emit('joinSession', {});
      else finish(ending);
    },
    [socket, finish],
  );

  /**
   * Shows the next question. Right after a verdict it is the one that came with it; any other
   * time (a start, a reconnect, changed settings) it is asked for, as the one issued may be gone.
   */
  const loadProblem = useCallback(
    async (afterVerdict = false) => {
      // Clear the answered question first, so its buttons never look open again while the next loads.
      setVerdict(undefined);
      setProblem(undefined);
      const issued = afterVerdict ? issuedNext.current : undefined;
      issuedNext.current = undefined;
      try {
        const next = issued ?? (await classApi.nextProblem(studentId, token));
        shownAt.current = performance.now();
        setProblem(next);
        setScreen({ kind: 'practice' });
        touchStoredSession({ currentOperation: next.operation });
      } catch (error) {
        handleFailure(error);
      }
    },
    [studentId, token, handleFailure],
  );

  const submit = useCallback(
    async (answer: NonNullable<StoredStudentSession['pendingAnswer']>) => {
      try {
        const reply = await classApi.answer(studentId, token, answer);
        setPending(undefined);
        touchStoredSession({ pendingAnswer: undefined });
        setVerdict({
          choiceIndex: answer.choiceIndex,
          correctIndex: reply.correctIndex,
          correctAnswer: reply.correctAnswer,
          isCorrect: reply.isCorrect,
        });
        setStats(reply.stats);
        setProgress(reply.progress);
        issuedNext.current = reply.nextProblem ?? undefined;
      } catch (error) {
        if (error instanceof ApiRequestError && error.unreachable) return;
        setPending(undefined);
        touchStoredSession({ pendingAnswer: undefined });
        handleFailure(error);
      }
    },
    [studentId, token, handleFailure],
  );

  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  useEffect(() => {
    const onState = (state: StudentSessionState) => {
      setStats(state.student.stats);
      setProgress(state.student.progress);
      setDeadline(
        state.endsAt === null
          ? undefined
          : { endsAt: state.endsAt, serverNow: state.serverNow, receivedAt: Date.now() },
      );
      const next = screenFor(state);
      if (next !== 'practice') setScreen(next);
      else if (pendingRef.current === undefined) void loadProblem();
    };
    const onStarted = ({ endsAt, serverNow }: { endsAt: number | null; serverNow: number }) => {
      setDeadline(endsAt === null ? undefined : { endsAt, serverNow, receivedAt: Date.now() });
      void loadProblem();
    };
    const onStopped = ({ reason }: { reason: 'teacher-stopped' | 'completed' }) =>
      setScreen({
        kind: 'results',
        reason: reason === 'completed' ? 'exam-ended' : 'teacher-stopped',
      });
    const onSettings = () => socket.emit('joinSession', {});
    const onEnded = () => finish('ended');
    const onRemoved = () => finish('removed');
    const onConnectError = () => {
      classApi.progress(studentId, token).catch((error: unknown) => {
        const ending = sessionEndingOf(error);
        if (ending !== undefined) finish(ending);
      });
    };
    return listen(socket, {
      studentState: onState,
      sessionStarted: onStarted,
      sessionStopped: onStopped,
      settingsChanged: onSettings,
      sessionEnded: onEnded,
      removed: onRemoved,
      connect_error: onConnectError,
    });
  }, [socket, studentId, token, loadProblem, finish]);

  useEffect(() => {
    if (pending === undefined) return undefined;
    const first = window.setTimeout(() => void submit(pending), 0);
    const retry = window.setInterval(() => void submit(pending), PENDING_RETRY_MS);
    const onOnline = () => void submit(pending);
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [pending, submit]);

  /** Gives the answer to the question on screen (null: its time ran out), once. */
  const give = useCallback(
    (choiceIndex: number | null) => {
      if (problem === undefined || verdict !== undefined || pending !== undefined) return;
      const answer = {
        problemId: problem.problemId,
        choiceIndex,
        timeSpent: Math.round(performance.now() - shownAt.current),
      };
      touchStoredSession({ pendingAnswer: answer });
      setPending(answer);
    },
    [problem, verdict, pending],
  );
  const choose = useCallback((choiceIndex: number) => give(choiceIndex), [give]);
  /** The question's time limit ran out: it counts as not answered, and the answer is shown. */
  const timeUp = useCallback(() => give(null), [give]);

  const next = useCallback(() => {
    if (verdict === undefined) return;
    if (progress?.finished === true) setScreen({ kind: 'results', reason: 'finished' });
    else void loadProblem(true);
  }, [verdict, progress, loadProblem]);

  useEffect(() => {
    if (verdict === undefined) return undefined;
    const timer = window.setTimeout(
      next,
      verdict.isCorrect ? FEEDBACK_MS.correct : FEEDBACK_MS.wrong,
    );
    return () => window.clearTimeout(timer);
  }, [verdict, next]);

  const leave = useCallback(async () => {
    socket.emit('leaveSession', {});
    await classApi.leave(session.sessionId, studentId, token).catch(() => undefined);
    endStoredSession();
  }, [socket, session.sessionId, studentId, token]);

  return {
    screen,
    problem,
    verdict,
    pending,
    stats,
    progress,
    deadline,
    connection,
    choose,
    timeUp,
    next,
    leave,
    reconnect,
  };
}
