import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import type { StudentsToRemove } from '#shared/contracts/remove-students';
import { TEACHER_HEARTBEAT_MS } from '#shared/contracts/socket-events';
import { sessionEndingOf } from '#client/features/class/session-ending';
import { classApi } from '#client/features/class/class-api';
import { teacherApi } from '../api/teacher-api';
import {
  endStoredSessionOf,
  touchStoredSession,
  type StoredTeacherSession,
} from '#client/features/class/class-session-store';
import { ApiRequestError } from '#client/lib/api-client';
import { connectSessionSocket, listen, type SessionSocket } from '#client/lib/socket';
import { useLiveConnection } from '#client/lib/use-live-connection';
import {
  INITIAL_TEACHER_SESSION,
  busyAction,
  teacherSessionReducer,
  type TeacherAction,
} from '../model/teacher-session-state';
import { useStudentList } from './use-student-list';

/**
 * The teacher's live view of a session: the full state from the server on every (re)connect,
 * students' joins and answers shown as they happen, the student list read again when live events mark
 * it stale (useStudentList), a heartbeat every 60 s. A session the server no longer knows is
 * forgotten on this device. What the screens show follows teacherSessionReducer; this hook talks to
 * the server and dispatches what it hears.
 */
export function useTeacherSession(session: StoredTeacherSession, onGone: () => void) {
  const [view, dispatch] = useReducer(teacherSessionReducer, INITIAL_TEACHER_SESSION);
  const [socket] = useState<SessionSocket>(() =>
    connectSessionSocket(
      { role: 'teacher', sessionId: session.sessionId, token: session.teacherToken },
      { autoConnect: false },
    ),
  );
  const connection = useLiveConnection(socket);
  const goneRef = useRef(onGone);
  useEffect(() => {
    goneRef.current = onGone;
  });
  const { sessionId, teacherToken } = session;

  // Once forgotten (ended here, or found gone), a late reply about this session changes nothing:
  // the teacher may already be running a new one on this page.
  // (Set again on mount: React's development mode mounts twice, running the cleanup between.)
  const forgotten = useRef(false);
  useEffect(() => {
    forgotten.current = false;
    return () => {
      forgotten.current = true;
    };
  }, []);
  const forget = useCallback(() => {
    if (forgotten.current) return;
    forgotten.current = true;
    dispatch({ type: 'sessionGone' });
    endStoredSessionOf(sessionId);
    goneRef.current();
  }, [sessionId]);

  const handleError = useCallback(
    (error: unknown, action?: TeacherAction) => {
      if (sessionEndingOf(error) !== undefined) forget();
      else if (action !== undefined)
        dispatch({ type: 'actionFailed', action, ...failureReason(error) });
    },
    [forget],
  );

  const fetchList = useCallback(
    () =>
      classApi.listStudents(sessionId, teacherToken).then(
        ({ students }) => students,
        (error: unknown) => {
          handleError(error);
          throw error;
        },
      ),
    [sessionId, teacherToken, handleError],
  );
  const { students, heard, lastHeard, received } = useStudentList(fetchList);

  // Full states are numbered as they arrive, so a reply can tell which it was sent after.
  const statesReceived = useRef(0);

  /**
   * The full state, whose student list was read after event number `readAfter`; for an action's
   * reply, `sentAfter` is the number of the last state received when the action was sent.
   */
  const applyState = useCallback(
    (next: TeacherSessionState, readAfter: number, sentAfter?: number) => {
      statesReceived.current += 1;
      dispatch({
        type: 'stateReceived',
        state: next,
        at: Date.now(),
        order: statesReceived.current,
        ...(sentAfter === undefined ? {} : { sentAfter }),
      });
      received(next.students, readAfter);
      touchStoredSession();
    },
    [received],
  );

  useEffect(() => {
    const refresh = () => socket.emit('joinSession', {});
    const stopListening = listen(socket, {
      // Sent on the live channel after every event before it, so its list includes them all.
      teacherState: (next) => applyState(next, lastHeard()),
      studentJoined: (student) => heard({ kind: 'joined', student }),
      studentLeft: () => heard(),
      studentAnswers: (answers) => {
        for (const { studentId, stats, finished, currentOperationIndex } of answers)
          heard({ kind: 'answered', studentId, stats, finished, currentOperationIndex });
      },
      sessionStarted: () => heard(),
      settingsChanged: () => heard(),
      sessionStopped: () => {
        heard();
        refresh();
      },
      sessionEnded: forget,
      connect_error: () => {
        void classApi
          .listStudents(sessionId, teacherToken)
          .catch((error: unknown) => handleError(error));
      },
    });
    socket.connect();
    // An open dashboard is activity, on the server and in the device's store alike.
    const heartbeat = window.setInterval(() => {
      socket.emit('heartbeat');
      touchStoredSession();
    }, TEACHER_HEARTBEAT_MS);
    return () => {
      window.clearInterval(heartbeat);
      stopListening();
      socket.disconnect();
    };
  }, [socket, sessionId, teacherToken, forget, handleError, applyState, heard, lastHeard]);

  const run = useCallback(
    async (action: TeacherAction, call: () => Promise<TeacherSessionState | undefined>) => {
      dispatch({ type: 'actionStarted', action });
      const readAfter = lastHeard();
      const sentAfter = statesReceived.current;
      try {
        const next = await call();
        if (next !== undefined) applyState(next, readAfter, sentAfter);
        dispatch({ type: 'actionSucceeded', action });
        return true;
      } catch (error) {
        handleError(error, action);
        return false;
      }
    },
    [applyState, handleError, lastHeard],
  );

  const actions = {
    start: () => run('start', () => teacherApi.start(sessionId, teacherToken)),
    stop: () => run('stop', () => teacherApi.stop(sessionId, teacherToken)),
    end: () =>
      run('end', async () => {
        await teacherApi.end(sessionId, teacherToken);
        forget();
        return undefined;
      }),
    update: (settings: SessionSettings) =>
      run('update', () => teacherApi.updateSettings(sessionId, teacherToken, settings)),
    /**
     * Moves the class on; resolves, after its reply's state is handed to the dashboard (shown
     * unless a state dated later is), to the step the server moved it to, or undefined on failure.
     */
    next: async () => {
      const moved: { step?: number } = {};
      const ok = await run('next', async () => {
        const state = await teacherApi.nextOperation(sessionId, teacherToken);
        moved.step = state.currentOperationIndex;
        return state;
      });
      return ok ? moved.step : undefined;
    },
    lock: (locked: boolean) =>
      run('lock', () => teacherApi.setLocked(sessionId, teacherToken, locked)),
    remove: (studentId: string) =>
      run('remove', () => teacherApi.removeStudent(sessionId, teacherToken, studentId)),
    /** Removes several students at once: those named, or everyone who joined since a moment. */
    removeMany: (which: StudentsToRemove) =>
      run('removeMany', () => teacherApi.removeStudents(sessionId, teacherToken, which)),
    anotherRound: () => run('anotherRound', () => teacherApi.anotherRound(sessionId, teacherToken)),
    focus: (on: boolean) =>
      run('focus', () =>
        on
          ? teacherApi.focusOnMissed(sessionId, teacherToken)
          : teacherApi.clearFocus(sessionId, teacherToken),
      ),
    reconnect: () => {
      if (!socket.connected) socket.connect();
    },
  };

  const { session: state, receivedAt, failed, failedReason } = view;
  const shown = useMemo(() => state && { ...state, students: [...students] }, [state, students]);
  return {
    state: shown,
    receivedAt,
    busy: busyAction(view),
    failed,
    failedReason,
    connection,
    actions,
  };
}

/**
 * Why an action failed, as the reply said it in the teacher's language ("the class has not missed
 * any fact...", "connection error..."); nothing for a failure that is not a call's.
 */
function failureReason(error: unknown): { reason?: string } {
  return error instanceof ApiRequestError && error.message !== '' ? { reason: error.message } : {};
}
