import type { DeviceFacts } from '#shared/contracts/device-facts';
import type { SessionSettings } from '#shared/contracts/session-settings';
import {
  answerReplySchema,
  classProblemSchema,
  createSessionReplySchema,
  joinReplySchema,
  nextOperationReplySchema,
  sessionPublicViewSchema,
  studentListReplySchema,
  studentProgressSchema,
  teacherSessionStateSchema,
  type AnswerBody,
} from '#shared/contracts/sessions';
import { classInsightReplySchema, studentInsightReplySchema } from '#shared/contracts/insight';
import { apiDownload, apiRequest } from '../../lib/api-client';

/** The class-session calls of docs/API.md, each checked against its contract. */
export const classApi = {
  createSession: (settings: SessionSettings) =>
    apiRequest('POST', '/sessions', { body: settings, reply: createSessionReplySchema }),
  getSession: (code: string) =>
    apiRequest('GET', `/sessions/${encodeURIComponent(code)}`, { reply: sessionPublicViewSchema }),
  /** Joins (or rejoins with the token); `facts` are the device's, for a new pupil to go on from. */
  join: (code: string, name: string, reconnectionToken?: string, facts?: DeviceFacts) =>
    apiRequest('POST', `/sessions/${encodeURIComponent(code)}/join`, {
      body: {
        name,
        ...(reconnectionToken === undefined ? {} : { reconnectionToken }),
        ...(facts === undefined || facts.length === 0 ? {} : { facts }),
      },
      reply: joinReplySchema,
    }),
  rejoin: (code: string, name: string, reconnectionToken: string) =>
    apiRequest('POST', `/sessions/${encodeURIComponent(code)}/join`, {
      body: { name, reconnectionToken, rejoinOnly: true },
      reply: joinReplySchema,
    }),

  listStudents: (sessionId: string, teacherToken: string) =>
    apiRequest('GET', `/sessions/${sessionId}/students`, {
      token: teacherToken,
      reply: studentListReplySchema,
    }),
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
      reply: nextOperationReplySchema,
    }),
  /** Another round for every pupil who has finished (409 none_finished while nobody has). */
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
  /** "Practise what the class missed": the class's most missed facts come back more often. */
  focusOnMissed: (sessionId: string, teacherToken: string) =>
    apiRequest('POST', `/sessions/${sessionId}/focus`, {
      token: teacherToken,
      reply: teacherSessionStateSchema,
    }),
  /** Back to each pupil's own schedule. */
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
      `/sessions/${sessionId}/report.${format}`,
      teacherToken,
      `mattemester-report.${format}`,
    ),
  end: (sessionId: string, teacherToken: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}`, { token: teacherToken }),

  nextProblem: (studentId: string, token: string) =>
    apiRequest('POST', `/students/${studentId}/problems`, { token, reply: classProblemSchema }),
  answer: (studentId: string, token: string, body: AnswerBody) =>
    apiRequest('POST', `/students/${studentId}/answers`, { token, body, reply: answerReplySchema }),
  progress: (studentId: string, token: string) =>
    apiRequest('GET', `/students/${studentId}/progress`, { token, reply: studentProgressSchema }),
  leave: (sessionId: string, studentId: string, token: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}/students/${studentId}`, { token }),
};
