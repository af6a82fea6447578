import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client';
import { answerRefusalOf } from './answer-refusal';

describe('answerRefusalOf', () => {
  it('tells an answer that came after the stop or the exam end as late', () => {
    expect(answerRefusalOf(new ApiRequestError('x', 409, 'session_not_running'))).toBe('late');
    expect(answerRefusalOf(new ApiRequestError('x', 409, 'exam_ended'))).toBe('late');
  });

  it('tells an answer to a question dropped by a restart as gone', () => {
    expect(answerRefusalOf(new ApiRequestError('x', 404, 'problem_not_found'))).toBe('gone');
  });

  it('says nothing of other refusals and of errors that are not the server’s', () => {
    expect(answerRefusalOf(new ApiRequestError('x', 403, 'student_removed'))).toBeUndefined();
    expect(answerRefusalOf(new ApiRequestError('x', 0))).toBeUndefined();
    expect(answerRefusalOf(new Error('x'))).toBeUndefined();
  });
});
