import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ClassProblem, StudentSessionState } from '#shared/contracts/sessions';
import { ApiRequestError } from '#client/lib/api-client';
import {
  endingAfterRefusal,
  sessionEndingOf,
  type SessionEnding,
} from '#client/features/class/session-ending';
import { classApi } from '#client/features/class/class-api';
import { studentApi } from './student-api';
import {
  endStoredSessionOf,
  touchStoredSession,
  type StoredStudentSession,
} from '#client/features/class/class-session-store';
import { readFactMemory, writeFactMemory } from '#client/lib/fact-memory-store';
import { listen } from '#client/lib/socket';
import { forgetJoinProblem, joinProblemFor } from '#client/features/class/join-problem-handover';
import { feedbackMs } from '#shared/contracts/feedback-time';
import { useKeepClassFacts } from '#client/features/class/use-keep-class-facts';
import { useStudentSocket } from '#client/features/class/use-student-socket';
import { canGiveAnswer, classPracticeReducer, initialClassPractice } from './class-practice-state';
import type { PendingAnswer } from './class-practice-types';
import { withClassAnswer } from './device-fact-memory';
import { answerRefusalOf } from './answer-refusal';

/** How often an answer given offline is tried again. */
const PENDING_RETRY_MS = 3000;
/** How long leaving waits for a waiting answer to be sent, on Wi-Fi that may not answer at all. */
const LEAVE_SEND_WAIT_MS = 5000;

/**
 * A student's practice in a class: classPracticeReducer decides what the screen shows, and this hook
 * carries out what it asks for. Problems come from the server, answers are checked there, and
 * the teacher's start, stop and end arrive on the live channel. An answer given while offline is
 * kept (also across a reload) and sent when the connection is back; the server counts it once.
 */
export function useClassPractice(session: StoredStudentSession) {
  const [state, dispatch] = useReducer(classPracticeReducer, session, (stored) =>
    initialClassPractice(stored.pendingAnswer, joinProblemFor(stored.studentId), Date.now()),
  );
  useEffect(forgetJoinProblem, []);
  const classOver = state.screen.kind === 'removed' || state.screen.kind === 'ended';
  const { socket, connection, reconnect } = useStudentSocket(session, !classOver);
  useKeepClassFacts(socket, session.keepsDeviceFacts);
  const shownAt = useRef(0);
  /** The question last answered, whose verdict the device keeps among the student's facts. */
  const answered = useRef<ClassProblem>(undefined);
  const { sessionId, studentId, keepsDeviceFacts, reconnectionToken: token } = session;
  const { problem, verdict, pending, wantsProblem } = state;

  const finish = useCallback(
    (ending: SessionEnding) => {
      endStoredSessionOf(sessionId);
      dispatch({ type: 'left', ending });
    },
    [sessionId],
  );

  /** A refused request: the place in the class is over, or the server's state is asked for. */
  const handleFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError)) return;
      const ending = sessionEndingOf(error);
      if (ending === undefined) socket.emit('joinSession', {});
      else finish(ending);
    },
    [socket, finish],
  );

  /** The requests for a question so far: each reply names its own, so a stale one is dropped. */
  const asks = useRef(0);
  // A question to ask for (a start, a reconnect, new settings): the one issued may be gone.
  useEffect(() => {
    if (!wantsProblem) return;
    asks.current += 1;
    const ask = asks.current;
    dispatch({ type: 'problemRequested', ask });
    studentApi
      .nextProblem(studentId, token)
      .then((next) => dispatch({ type: 'problemShown', problem: next, ask }), handleFailure);
  }, [wantsProblem, studentId, token, handleFailure]);

  // A question's time runs from when the practice screen shows it, again after a pause or a
  // lost connection, but not when only its place in the lesson is updated ("3 of 20").
  const shownId = problem?.problemId;
  const shownOperation = problem?.operation;
  const onPracticeScreen = state.screen.kind === 'practice';
  useEffect(() => {
    if (shownId === undefined) return;
    shownAt.current = performance.now();
    touchStoredSession({ currentOperation: shownOperation });
  }, [shownId, shownOperation, onPracticeScreen]);

  const submit = useCallback(
    async (answer: PendingAnswer) => {
      try {
        const reply = await studentApi.answer(studentId, token, answer);
        touchStoredSession({ pendingAnswer: undefined });
        const problemAnswered = answered.current;
        if (keepsDeviceFacts === true && problemAnswered?.problemId === answer.problemId)
          writeFactMemory(
            withClassAnswer(readFactMemory(), problemAnswered, {
              isCorrect: reply.isCorrect,
              timeSpentMs: answer.timeSpentMs,
              atMs: Date.now(),
            }),
          );
        dispatch({ type: 'verdictReceived', answer, reply });
      } catch (error) {
        if (error instanceof ApiRequestError && error.unreachable) {
          dispatch({ type: 'answerUnsent' });
          return;
        }
        touchStoredSession({ pendingAnswer: undefined });
        dispatch({ type: 'answerRefused', reason: answerRefusalOf(error) });
        handleFailure(error);
      }
    },
    [studentId, keepsDeviceFacts, token, handleFailure],
  );

  useEffect(() => {
    const at = () => Date.now();
    return listen(socket, {
      studentState: (serverState: StudentSessionState) =>
        dispatch({ type: 'stateReceived', state: serverState, at: at() }),
      sessionStarted: ({ endsAtMs, serverNowMs }) =>
        dispatch({ type: 'started', endsAtMs, serverNowMs, at: at() }),
      sessionStopped: ({ reason }) => dispatch({ type: 'stopped', reason }),
      settingsChanged: () => socket.emit('joinSession', {}),
      sessionEnded: () => finish('ended'),
      removed: () => finish('removed'),
      connect_error: () => {
        void endingAfterRefusal(studentId, token).then((ending) => {
          if (ending !== undefined) finish(ending);
        });
      },
    });
  }, [socket, studentId, token, finish]);

  const connected = connection === 'connected';
  useEffect(() => {
    if (pending === undefined) return undefined;
    // Sent at once, again whenever the live connection comes back, and every few seconds.
    const first = window.setTimeout(() => void submit(pending), 0);
    const retry = window.setInterval(() => void submit(pending), PENDING_RETRY_MS);
    const onOnline = () => void submit(pending);
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [pending, submit, connected]);

  const answerable = canGiveAnswer(state);
  /**
   * Gives the answer to the question on screen, once: a choice or a typed number, or nothing
   * when its time ran out.
   */
  const give = useCallback(
    (given: { choiceIndex: number } | { typedAnswer: number } | null) => {
      if (!answerable || problem === undefined) return;
      const typed = problem.answerInput === 'typed';
      const choiceIndex = given !== null && 'choiceIndex' in given ? given.choiceIndex : null;
      const typedAnswer = given !== null && 'typedAnswer' in given ? given.typedAnswer : null;
      const answer = {
        problemId: problem.problemId,
        choiceIndex: typed ? null : choiceIndex,
        ...(typed ? { typedAnswer } : {}),
        timeSpentMs: Math.round(performance.now() - shownAt.current),
      };
      touchStoredSession({ pendingAnswer: answer });
      answered.current = problem;
      dispatch({ type: 'answerGiven', answer });
    },
    [answerable, problem],
  );
  const choose = useCallback((choiceIndex: number) => give({ choiceIndex }), [give]);
  const type = useCallback((typedAnswer: number) => give({ typedAnswer }), [give]);
  /** The question's time limit ran out: it counts as not answered, and the answer is shown. */
  const timeUp = useCallback(() => give(null), [give]);

  const next = useCallback(() => dispatch({ type: 'nextRequested' }), []);

  useEffect(() => {
    if (verdict === undefined) return undefined;
    const timer = window.setTimeout(next, feedbackMs(verdict.isCorrect));
    return () => window.clearTimeout(timer);
  }, [verdict, next]);

  /**
   * Leaves the class, an answer still waiting sent first (waiting at most LEAVE_SEND_WAIT_MS):
   * once the class is left, nothing sends it.
   */
  const leave = useCallback(async () => {
    if (pending !== undefined)
      await Promise.race([
        submit(pending),
        new Promise((resolve) => window.setTimeout(resolve, LEAVE_SEND_WAIT_MS)),
      ]);
    socket.emit('leaveSession', {});
    await classApi.leave(sessionId, studentId, token).catch(() => undefined);
    endStoredSessionOf(sessionId);
  }, [pending, submit, socket, sessionId, studentId, token]);

  return {
    screen: state.screen,
    problem,
    verdict,
    pending,
    pendingUnsent: state.pendingUnsent,
    refusal: state.refusal,
    stats: state.stats,
    progress: state.progress,
    deadline: state.deadline,
    connection,
    choose,
    type,
    timeUp,
    next,
    leave,
    reconnect,
  };
}
