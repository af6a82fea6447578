import type { DeviceFacts } from '#shared/contracts/device-facts';
import {
  answerReplySchema,
  classProblemSchema,
  joinReplySchema,
  sessionPublicViewSchema,
  studentListReplySchema,
  studentProgressSchema,
  type AnswerBody,
} from '#shared/contracts/sessions';
import { apiRequest } from '../../lib/api-client';

/**
 * The class-session calls of docs/API.md that pupils, the join screen and the app make, each
 * checked against its contract; the teacher's own calls are in features/teacher/api.
 */
export const classApi = {
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
  /** The class list; also how the app checks on load that a stored teacher session is valid. */
  listStudents: (sessionId: string, teacherToken: string) =>
    apiRequest('GET', `/sessions/${sessionId}/students`, {
      token: teacherToken,
      reply: studentListReplySchema,
    }),
  nextProblem: (studentId: string, token: string) =>
    apiRequest('POST', `/students/${studentId}/problems`, { token, reply: classProblemSchema }),
  answer: (studentId: string, token: string, body: AnswerBody) =>
    apiRequest('POST', `/students/${studentId}/answers`, { token, body, reply: answerReplySchema }),
  progress: (studentId: string, token: string) =>
    apiRequest('GET', `/students/${studentId}/progress`, { token, reply: studentProgressSchema }),
  leave: (sessionId: string, studentId: string, token: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}/students/${studentId}`, { token }),
};
