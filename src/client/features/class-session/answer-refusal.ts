import { ApiRequestError } from '#client/lib/api-client';
import type { AnswerRefusal } from './class-practice-types';

/**
 * Why the server refused an answer, as the student is told: it came after the class had stopped
 * and the stop's grace (the session no longer running, or the exam over), or its question is
 * gone (the class was restarted meanwhile). Undefined for any other refusal, which says nothing
 * of the answer (a removal or the end of the session, shown on their own).
 */
export function answerRefusalOf(error: unknown): AnswerRefusal | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'session_not_running' || error.code === 'exam_ended') return 'late';
  if (error.code === 'problem_not_found') return 'gone';
  return undefined;
}
