import type { DeviceFacts } from '#shared/contracts/device-facts';
import {
  joinReplySchema,
  sessionPublicViewSchema,
  studentListReplySchema,
  studentProgressSchema,
} from '#shared/contracts/sessions';
import { apiRequest } from '../../lib/api-client';

/**
 * The class-session calls of docs/API.md that several features and the app make, each checked
 * against its contract; a feature's own calls are in the feature (teacher/api, class-session).
 */
export const classApi = {
  getSession: (code: string) =>
    apiRequest('GET', `/sessions/${encodeURIComponent(code)}`, { reply: sessionPublicViewSchema }),
  /** Joins (or rejoins with the token); `facts` are the device's, for a new student to go on from. */
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
  progress: (studentId: string, token: string) =>
    apiRequest('GET', `/students/${studentId}/progress`, { token, reply: studentProgressSchema }),
  leave: (sessionId: string, studentId: string, token: string) =>
    apiRequest('DELETE', `/sessions/${sessionId}/students/${studentId}`, { token }),
};
