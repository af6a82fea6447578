import type { DeviceFact } from '#shared/contracts/device-facts';
import { lessonRecordReplySchema } from '#shared/contracts/lesson-record';
import { apiRequest } from '#client/lib/api-client';

/** What a running lesson leaves for its class (GET /api/sessions/{id}/lesson-record, teacher). */
export function fetchLessonRecord(sessionId: string, teacherToken: string) {
  return apiRequest('GET', `/sessions/${sessionId}/lesson-record`, {
    token: teacherToken,
    reply: lessonRecordReplySchema,
  });
}

/**
 * Sends the facts the class holds of a pupil for the lesson's student whose device had none
 * (PUT /api/sessions/{id}/students/{studentId}/class-facts, teacher); 409 `facts_kept` when their
 * facts came from their device or the class already.
 */
export async function sendClassFacts(
  sessionId: string,
  teacherToken: string,
  studentId: string,
  facts: readonly DeviceFact[],
): Promise<void> {
  await apiRequest('PUT', `/sessions/${sessionId}/students/${studentId}/class-facts`, {
    token: teacherToken,
    body: { facts },
  });
}
