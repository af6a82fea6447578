import {
  hasQuestionCounts,
  withoutQuestionCounts,
  type DeviceFacts,
} from '#shared/contracts/device-facts';
import {
  joinReplySchema,
  studentListReplySchema,
  studentProgressSchema,
} from '#shared/contracts/sessions';
import { ApiRequestError, apiRequest } from '#client/lib/api-client';

/**
 * The class-session calls of docs/API.md that several features and the app make, each checked
 * against its contract; a feature's own calls are in the feature (teacher/api, class-session).
 */
export const classApi = {
  /**
   * Joins (or rejoins with the token); `facts` are the device's, for a new student to go on from,
   * and `lessonName` the name their last lesson gave them, to keep (joinBodySchema). A process of
   * the previous version, met during a rolling update, refuses the facts' question counts (400
   * `invalid_field`): the join is then sent once more without them.
   */
  join: async (
    code: string,
    name: string,
    reconnectionToken?: string,
    facts?: DeviceFacts,
    lessonName?: string,
  ) => {
    const send = (sent: DeviceFacts | undefined) =>
      apiRequest('POST', `/sessions/${encodeURIComponent(code)}/join`, {
        body: {
          name,
          ...(reconnectionToken === undefined ? {} : { reconnectionToken }),
          ...(sent === undefined || sent.length === 0 ? {} : { facts: sent }),
          ...(lessonName === undefined ? {} : { lessonName }),
        },
        reply: joinReplySchema,
      });
    try {
      return await send(facts);
    } catch (error) {
      const refusedCounts =
        error instanceof ApiRequestError &&
        error.code === 'invalid_field' &&
        hasQuestionCounts(facts);
      if (!refusedCounts) throw error;
      return send(withoutQuestionCounts(facts));
    }
  },
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
