import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudentSummary, TeacherSessionState } from '#shared/contracts/sessions';
import { STUDENT_LIST_POLL_MS, TEACHER_HEARTBEAT_MS } from '#shared/contracts/socket-events';
import { ApiRequestError } from '../../lib/api-client';
import { classApi } from '../../lib/class-api';
import { classSessionStore, type StoredTeacherSession } from '../../lib/class-session-store';
import { connectSessionSocket } from '../../lib/socket';

/** A teacher action and the SPEC §8 message key shown when it fails. */
export type TeacherAction = 'start' | 'stop' | 'end';

/**
 * The teacher's live view of a session: the full state from the server on every (re)connect,
 * pupils' joins and answers as they happen, the list fetched again every 15 s, a heartbeat every
 * 60 s. A session the server no longer knows is forgotten on this device.
 */
export function useTeacherSession(session: StoredTeacherSession, onGone: () => void) {
  const [state, setState] = useState<TeacherSessionState>();
  const [busy, setBusy] = useState<TeacherAction>();
  const [failed, setFailed] = useState<TeacherAction>();
  const [connected, setConnected] = useState(false);
  const goneRef = useRef(onGone);
  useEffect(() => {
    goneRef.current = onGone;
  });
  const { sessionId, teacherToken } = session;

  const forget = useCallback(() => {
    classSessionStore.clear();
    goneRef.current();
  }, []);

  const handleError = useCallback(
    (error: unknown, action?: TeacherAction) => {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
        forget();
      else if (action !== undefined) setFailed(action);
    },
    [forget],
  );

  useEffect(() => {
    const socket = connectSessionSocket({ role: 'teacher', sessionId, token: teacherToken });
    const upsert = (student: StudentSummary) =>
      setState(
        (current) => current && { ...current, students: mergeStudent(current.students, student) },
      );
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on('teacherState', setState);
    socket.on('studentJoined', upsert);
    socket.on('studentAnswer', ({ studentId, stats }) =>
      setState(
        (current) =>
          current && {
            ...current,
            students: current.students.map((s) => (s.id === studentId ? { ...s, stats } : s)),
          },
      ),
    );
    socket.on('studentProgress', ({ studentId, progress }) =>
      setState(
        (current) =>
          current && {
            ...current,
            students: current.students.map((s) =>
              s.id === studentId
                ? {
                    ...s,
                    finished: progress.finished,
                    currentOperationIndex: progress.currentOperation,
                  }
                : s,
            ),
          },
      ),
    );
    socket.on('sessionEnded', forget);
    socket.on('connect_error', () => {
      void classApi
        .listStudents(sessionId, teacherToken)
        .catch((error: unknown) => handleError(error));
    });
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
      socket.disconnect();
    };
  }, [sessionId, teacherToken, forget, handleError]);

  const run = useCallback(
    async (action: TeacherAction) => {
      setBusy(action);
      setFailed(undefined);
      try {
        if (action === 'end') {
          await classApi.end(sessionId, teacherToken);
          forget();
        } else {
          setState(
            await (action === 'start'
              ? classApi.start(sessionId, teacherToken)
              : classApi.stop(sessionId, teacherToken)),
          );
        }
      } catch (error) {
        handleError(error, action);
      } finally {
        setBusy(undefined);
      }
    },
    [sessionId, teacherToken, forget, handleError],
  );

  return { state, busy, failed, connected, run };
}

function mergeStudent(
  students: readonly StudentSummary[],
  student: StudentSummary,
): StudentSummary[] {
  return students.some((existing) => existing.id === student.id)
    ? students.map((existing) => (existing.id === student.id ? student : existing))
    : [...students, student];
}
