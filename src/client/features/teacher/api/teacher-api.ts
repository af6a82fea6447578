import { isTimeZone } from '#shared/reports/local-time';
import type { SessionSettings } from '#shared/contracts/session-settings';
import {
  createSessionReplySchema,
  teacherSessionStateSchema,
  type TeacherSessionState,
} from '#shared/contracts/sessions';
import { classInsightReplySchema, studentInsightReplySchema } from '#shared/contracts/insight';
import {
  MAX_STUDENTS_REMOVED_AT_ONCE,
  type StudentsToRemove,
} from '#shared/contracts/remove-students';
import { apiDownload, apiRequest } from '#client/lib/api-client';

/**
 * The teacher's own time zone as a report's query, for the join times and the dates; left out
 * (UTC) where the browser names none the reports know, so that an odd setting never blocks an export.
 */
function timeZoneQuery(): string {
  const timeZone: unknown = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof timeZone === 'string' && isTimeZone(timeZone)
    ? `?${new URLSearchParams({ timeZone }).toString()}`
    : '';
}

/**
 * The teacher's calls of docs/API.md: creating and running a session, the class insight and the
 * reports, each checked against its contract and, but for creating, authorised by the teacher token.
 */
export const teacherApi = {
  createSession: (settings: SessionSettings) =>
    apiRequest('POST', '/sessions', { body: settings, reply: createSessionReplySchema }),
  updateSettings: (sessionId: string, teacherToken: string, settings: SessionSettings) =>
    apiRequest('PUT', `/sessions/${sessionId}/settings`, {
      token: teacherToken,
      body: settings,
      reply: teacherSessionStateSchema,
    }),
  start: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/start`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  stop: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/stop`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  nextOperation: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/next-operation`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  /** Another round for every student who has finished (409 none_finished while nobody has). */
  anotherRound: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/another-round`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  setLocked: (sessionId: string, teacherToken: string, locked: boolean) =>
    apiRequest('PUT', `/sessions/${sessionId}/lock`, {
      token: teacherToken,
      body: { locked },
      reply: teacherSessionStateSchema,
    }),
  removeStudent: (sessionId: string, teacherToken: string, studentId: string) =>
    apiRequest('POST', `/sessions/${sessionId}/students/${studentId}/remove`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  /**
   * Removes the students named, or everyone who joined since a moment; resolves to the teacher's
   * state after the last. A list longer than one request takes goes in several, one after another.
   */
  removeStudents: async (sessionId: string, teacherToken: string, which: StudentsToRemove) => {
    const bodies: StudentsToRemove[] = [];
    if ('joinedSinceMs' in which) bodies.push(which);
    else
      for (let from = 0; from < which.studentIds.length; from += MAX_STUDENTS_REMOVED_AT_ONCE)
        bodies.push({
          studentIds: which.studentIds.slice(from, from + MAX_STUDENTS_REMOVED_AT_ONCE),
        });
    let state: TeacherSessionState | undefined;
    for (const body of bodies)
      state = await apiRequest('POST', `/sessions/${sessionId}/students/remove`, {
        token: teacherToken,
        body,
        reply: teacherSessionStateSchema,
      });
    return state;
  },
  /** "Practise what the class missed": the class's most missed facts come back more often. */
  focusOnMissed: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/focus`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  /** Back to each student's own schedule. */
  clearFocus: (sessionId: string, teacherToken: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}/focus`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  insight: (sessionId: string, teacherToken: string) =>
    apiRequest('GET', `/sessions/${sessionId}/insight`, {
      token: teacherToken,
      reply: classInsightReplySchema,
    }),
  studentInsight: (sessionId: string, teacherToken: string, studentId: string) =>
    apiRequest('GET', `/sessions/${sessionId}/students/${studentId}/insight`, {
      token: teacherToken,
      reply: studentInsightReplySchema,
    }),
  downloadReport: (sessionId: string, teacherToken: string, format: 'csv' | 'pdf') =>
    apiDownload(
      `/sessions/${sessionId}/report.${format}${timeZoneQuery()}`,
      teacherToken,
      `mattemester-report.${format}`,
    ),
  end: (sessionId: string, teacherToken: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}`, { token: teacherToken }),
};
