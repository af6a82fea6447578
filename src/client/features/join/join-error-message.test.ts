import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client';
import { createI18n } from '#client/lib/i18n';
import { joinErrorMessage, waitSecondsOf } from './join-error-message';
import { CATALOGS } from '#shared/i18n/catalogs';

const t = createI18n({ language: 'en', detect: false, catalogs: CATALOGS }).t as TFunction;

describe('joinErrorMessage', () => {
  it('tells an unknown code, a lost connection and anything else apart', () => {
    expect(joinErrorMessage(new ApiRequestError('x', 404, 'session_not_found'), t)).toBe(
      'Session not found. Please check your session code.',
    );
    expect(joinErrorMessage(new ApiRequestError('x', 0), t)).toBe(
      'Connection error. Please check your internet connection.',
    );
    expect(joinErrorMessage(new ApiRequestError('Server is busy', 503), t)).toBe(
      'Error: Server is busy',
    );
    expect(joinErrorMessage(new Error('boom'), t)).toBe(
      'Failed to join session. Please try again.',
    );
  });

  it('goes by the code, not the status: a 404 that is no unknown session is an error', () => {
    expect(joinErrorMessage(new ApiRequestError('Not here', 404), t)).toBe('Error: Not here');
  });

  it("shows the server's own message for a refused name", () => {
    const tooLong = 'A name can have at most 20 characters.';
    expect(joinErrorMessage(new ApiRequestError(tooLong, 400, 'name_too_long'), t)).toBe(tooLong);
  });

  it("shows the server's own message for a full session and for too many wrong codes", () => {
    const full = 'This session is full (200 pupils). Ask your teacher for help.';
    expect(joinErrorMessage(new ApiRequestError(full, 409, 'session_full'), t)).toBe(full);
    const limited = 'Too many wrong codes from this network. Please wait 40 seconds.';
    expect(joinErrorMessage(new ApiRequestError(limited, 429, 'too_many_lookups'), t)).toBe(
      limited,
    );
  });

  it('gives the seconds to count down only for a refusal for too many tries that names them', () => {
    const tooMany = (seconds?: number) =>
      new ApiRequestError('Too many', 429, 'too_many_lookups', seconds);
    expect(waitSecondsOf(tooMany(42))).toBe(42);
    expect(waitSecondsOf(tooMany())).toBeUndefined();
    expect(waitSecondsOf(tooMany(0))).toBeUndefined();
    expect(waitSecondsOf(new ApiRequestError('Full', 409, 'session_full', 42))).toBeUndefined();
    expect(waitSecondsOf(new Error('boom'))).toBeUndefined();
  });
});
