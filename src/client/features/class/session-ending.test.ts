import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client';
import { sessionEndingOf } from './session-ending';

describe('sessionEndingOf', () => {
  it('says removed only when the server says the teacher removed the student', () => {
    expect(sessionEndingOf(new ApiRequestError('Removed', 403, 'student_removed'))).toBe('removed');
    expect(sessionEndingOf(new ApiRequestError('Not yours', 403, 'forbidden'))).toBe('ended');
    expect(sessionEndingOf(new ApiRequestError('Locked', 403, 'session_locked'))).toBeUndefined();
  });

  it('says ended when the session or the student is gone', () => {
    for (const code of ['session_not_found', 'student_not_found', 'reconnection_expired'] as const)
      expect(sessionEndingOf(new ApiRequestError('Gone', 404, code))).toBe('ended');
  });

  it('keeps the place for a refusal without a code, an unreachable server or a paused session', () => {
    expect(sessionEndingOf(new ApiRequestError('HTTP 404: Not Found', 404))).toBeUndefined();
    expect(sessionEndingOf(new ApiRequestError('Offline', 0))).toBeUndefined();
    expect(
      sessionEndingOf(new ApiRequestError('Paused', 409, 'session_not_running')),
    ).toBeUndefined();
    expect(sessionEndingOf(new Error('boom'))).toBeUndefined();
  });
});
