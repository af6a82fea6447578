import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { ApiRequestError } from '#client/lib/api-client';
import { createI18n } from '#client/lib/i18n';
import { contactErrorMessage } from './contact-error-message';

const tIn = (language: 'en' | 'no') =>
  createI18n({ language, detect: false, catalogs: CATALOGS }).t as TFunction;

describe('contactErrorMessage', () => {
  it('tells a school behind one address how many whole minutes to wait', () => {
    const limited = new ApiRequestError('Too many requests.', 429, 'too_many_requests', 61);
    expect(contactErrorMessage(limited, tIn('en'))).toBe(
      'Too many messages from this network. Minutes to wait before sending again: 2.',
    );
    expect(contactErrorMessage(limited, tIn('no'))).toBe(
      'For mange meldinger fra dette nettverket. Minutter å vente før du kan sende igjen: 2.',
    );
  });

  it('shows the server’s message for a refusal without a wait, and names a lost connection', () => {
    const t = tIn('en');
    expect(
      contactErrorMessage(new ApiRequestError('Slow down.', 429, 'too_many_requests'), t),
    ).toBe('Slow down.');
    expect(contactErrorMessage(new ApiRequestError('x', 0), t)).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(contactErrorMessage(new ApiRequestError('', 500), t)).toBe(
      'Unable to submit support request. Please try again later.',
    );
    expect(contactErrorMessage(new Error('boom'), t)).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
