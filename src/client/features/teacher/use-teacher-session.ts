import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { StudentSummary, TeacherSessionState } from '#shared/contracts/sessions';
import { STUDENT_LIST_POLL_MS, TEACHER_HEARTBEAT_MS } from '#shared/contracts/socket-events';
import { sessionEndingOf } from '../../lib/session-ending';
import { classApi } from '../../lib/class-api';
import {
  endStoredSession,
  touchStoredSession,
  type StoredTeacherSession,
} from '../../lib/class-session-store';
import { connectSessionSocket, listen, type SessionSocket } from '../../lib/socket';
import { useLiveConnection } from '../../lib/use-live-connection';

/** A teacher action; each has its own SPEC §8 failure message. */
export type TeacherAction =
  'start' | 'stop' | 'end' | 'update' | 'next' | 'lock' | 'remove' | 'focus';

/**
 * The teacher's live view of a session: the full state from the server on every (re)connect,
 * pupils' joins and answers as they happen, the list fetched again every 15 s, a heartbeat every
 * 60 s. A session the server no longer knows is forgotten on this device.
 */
export function useTeacherSession(session: StoredTeacherSession, onGone: () => void) {
  const [state, setState] = useState<TeacherSessionState>();
  const [receivedAt, setReceivedAt] = useState(0);
  const [busy, setBusy] = useState<TeacherAction>();
  const [failed, setFailed] = useState<TeacherAction>();
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

  const forget = useCallback(() => {
    endStoredSession();
    goneRef.current();
  }, []);

  const applyState = useCallback((next: TeacherSessionState) => {
    setState(next);
    setReceivedAt(Date.now());
    touchStoredSession();
  }, []);

  const handleError = useCallback(
    (error: unknown, action?: TeacherAction) => {
      if (sessionEndingOf(error) !== undefined) forget();
      else if (action !== undefined) setFailed(action);
    },
    [forget],
  );

  useEffect(() => {
    const refresh = () => socket.emit('joinSession', {});
    const mapStudents = (change: (students: readonly StudentSummary[]) => StudentSummary[]) =>
      setState((current) => current && { ...current, students: change(current.students) });
    const stopListening = listen(socket, {
      teacherState: applyState,
      studentJoined: (student) => mapStudents((students) => mergeStudent(students, student)),
      studentLeft: refresh,
      studentAnswer: ({ studentId, stats, finished, currentOperationIndex }) =>
        mapStudents((students) =>
          students.map((s) =>
            s.id === studentId ? { ...s, stats, finished, currentOperationIndex } : s,
          ),
        ),
      sessionStopped: refresh,
      sessionEnded: forget,
      connect_error: () => {
        void classApi
          .listStudents(sessionId, teacherToken)
          .catch((error: unknown) => handleError(error));
      },
    });
    socket.connect();
    const heartbeat = window.setInterval(() => socket.emit('heartbeat'), TEACHER_HEARTBEAT_MS);
    const poll = window.setInterval(() => {
      classApi
        .listStudents(sessionId, teacherToken)
        .then(({ students }) => setState((current) => current && { ...current, students }))
        .catch((error: unknown) => handleError(error));
    }, STUDENT_LIST_POLL_MS);
    return () => {
      window.clearInterval(heartbeat);
      window.clearInterval(poll);
      stopListening();
      socket.disconnect();
    };
  }, [socket, sessionId, teacherToken, forget, handleError, applyState]);

  const run = useCallback(
    async (action: TeacherAction, call: () => Promise<TeacherSessionState | undefined>) => {
      setBusy(action);
      setFailed(undefined);
      try {
        const next = await call();
        if (next !== undefined) applyState(next);
        return true;
      } catch (error) {
        handleError(error, action);
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [applyState, handleError],
  );

  const actions = {
    start: () => run('start', () => classApi.start(sessionId, teacherToken)),
    stop: () => run('stop', () => classApi.stop(sessionId, teacherToken)),
    end: () =>
      run('end', async () => {
        await classApi.end(sessionId, teacherToken);
        forget();
        return undefined;
      }),
    update: (settings: SessionSettings) =>
      run('update', () => classApi.updateSettings(sessionId, teacherToken, settings)),
    next: () =>
      run('next', async () => {
        await classApi.nextOperation(sessionId, teacherToken);
        socket.emit('joinSession', {});
        return undefined;
      }),
    lock: (locked: boolean) =>
      run('lock', () => classApi.setLocked(sessionId, teacherToken, locked)),
    remove: (studentId: string) =>
      run('remove', () => classApi.removeStudent(sessionId, teacherToken, studentId)),
    focus: (on: boolean) =>
      run('focus', () =>
        on
          ? classApi.focusOnMissed(sessionId, teacherToken)
          : classApi.clearFocus(sessionId, teacherToken),
      ),
    reconnect: () => {
      if (!socket.connected) socket.connect();
    },
  };

  return { state, receivedAt, busy, failed, connection, actions };
}

function mergeStudent(
  students: readonly StudentSummary[],
  student: StudentSummary,
): StudentSummary[] {
  return students.some((existing) => existing.id === student.id)
    ? students.map((existing) => (existing.id === student.id ? student : existing))
    : [...students, student];
}
