import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassProblem, StudentProgress, StudentStats } from '#shared/contracts/sessions';
import type { StopReason } from '#shared/contracts/socket-events';
import { ApiRequestError } from '../../lib/api-client';
import { classApi } from '../../lib/class-api';
import { classSessionStore, type StoredStudentSession } from '../../lib/class-session-store';
import { connectSessionSocket, type SessionSocket } from '../../lib/socket';

/** How long feedback stays before the next question (SPEC §4 Practice flow). */
const FEEDBACK_MS = { correct: 2000, wrong: 1500 } as const;

/** The verdict the server gave on the current problem. */
export interface ClassVerdict {
  readonly choiceIndex: number;
  readonly correctIndex: number;
  readonly correctAnswer: number;
  readonly isCorrect: boolean;
}

/** What the class practice screen shows. */
export type ClassScreen =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'practice' }
  | { readonly kind: 'results'; readonly reason: StopReason }
  | { readonly kind: 'ended' };

const EMPTY_STATS: StudentStats = {
  correct: 0,
  incorrect: 0,
  streak: 0,
  bestStreak: 0,
  questionsAnswered: 0,
  totalTimeSpent: 0,
};

/**
 * A pupil's practice in a class: problems come from the server, answers are checked there, and
 * the teacher's start, stop and end arrive on the live channel. On every (re)connect the server's
 * full state decides what is shown.
 */
export function useClassPractice(session: StoredStudentSession) {
  const [screen, setScreen] = useState<ClassScreen>({ kind: 'connecting' });
  const [problem, setProblem] = useState<ClassProblem>();
  const [verdict, setVerdict] = useState<ClassVerdict>();
  const [stats, setStats] = useState<StudentStats>(EMPTY_STATS);
  const [progress, setProgress] = useState<StudentProgress>();
  const [submitting, setSubmitting] = useState(false);
  const shownAt = useRef(0);
  const socketRef = useRef<SessionSocket>(undefined);
  const { studentId, reconnectionToken: token } = session;

  const endLocally = useCallback(() => {
    classSessionStore.clear();
    setScreen({ kind: 'ended' });
  }, []);

  const loadProblem = useCallback(async () => {
    setVerdict(undefined);
    setProblem(undefined);
    try {
      const next = await classApi.nextProblem(studentId, token);
      shownAt.current = performance.now();
      setProblem(next);
      setScreen({ kind: 'practice' });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 409) socketRef.current?.emit('joinSession', {});
      else if (error.status === 404 || error.status === 403) endLocally();
    }
  }, [studentId, token, endLocally]);

  useEffect(() => {
    const socket = connectSessionSocket({
      role: 'student',
      sessionId: session.sessionId,
      studentId,
      token,
    });
    socketRef.current = socket;
    socket.on('studentState', (state) => {
      setStats(state.student.stats);
      setProgress(state.student.progress);
      if (state.student.progress.finished) setScreen({ kind: 'results', reason: 'completed' });
      else if (state.phase === 'running') void loadProblem();
      else if (state.phase === 'stopped') setScreen({ kind: 'results', reason: 'teacher-stopped' });
      else setScreen({ kind: 'waiting' });
    });
    socket.on('sessionStarted', () => void loadProblem());
    socket.on('sessionStopped', ({ reason }) => setScreen({ kind: 'results', reason }));
    socket.on('settingsChanged', () => socket.emit('joinSession', {}));
    socket.on('sessionEnded', endLocally);
    socket.on('connect_error', () => {
      void classApi.getSession(session.sessionCode).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) endLocally();
      });
    });
    return () => {
      socket.disconnect();
      socketRef.current = undefined;
    };
  }, [session.sessionId, session.sessionCode, studentId, token, loadProblem, endLocally]);

  const choose = useCallback(
    (choiceIndex: number) => {
      if (problem === undefined || verdict !== undefined || submitting) return;
      setSubmitting(true);
      const timeSpent = Math.round(performance.now() - shownAt.current);
      classApi
        .answer(studentId, token, { problemId: problem.problemId, choiceIndex, timeSpent })
        .then((reply) => {
          setVerdict({
            choiceIndex,
            correctIndex: reply.correctIndex,
            correctAnswer: reply.correctAnswer,
            isCorrect: reply.isCorrect,
          });
          setStats(reply.stats);
          setProgress(reply.progress);
          classSessionStore.write({ ...session, lastActivity: Date.now() });
        })
        .catch((error: unknown) => {
          // The question was replaced (the teacher moved on) or the session paused: resync.
          if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409))
            socketRef.current?.emit('joinSession', {});
        })
        .finally(() => setSubmitting(false));
    },
    [problem, verdict, submitting, studentId, token, session],
  );

  const next = useCallback(() => {
    if (verdict === undefined) return;
    if (progress?.finished === true) setScreen({ kind: 'results', reason: 'completed' });
    else void loadProblem();
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
    socketRef.current?.emit('leaveSession', {});
    await classApi.leave(session.sessionId, studentId, token).catch(() => undefined);
    classSessionStore.clear();
  }, [session.sessionId, studentId, token]);

  return { screen, problem, verdict, stats, progress, submitting, choose, next, leave };
}
