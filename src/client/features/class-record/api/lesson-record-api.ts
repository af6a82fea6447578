import { lessonRecordReplySchema } from '#shared/contracts/lesson-record';
import { apiRequest } from '../../../lib/api-client';

/** What a running lesson leaves for its class (GET /api/sessions/{id}/lesson-record, teacher). */
export function fetchLessonRecord(sessionId: string, teacherToken: string) {
  return apiRequest('GET', `/sessions/${sessionId}/lesson-record`, {
    token: teacherToken,
    reply: lessonRecordReplySchema,
  });
}
