import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { ERROR_CODES, ERROR_MESSAGES, isErrorCode } from './error-codes';

describe('the API error codes', () => {
  it('are snake_case and each has an English message, or its plural forms', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const path = ERROR_MESSAGES[code].split('.');
      const key = path.pop() ?? '';
      const section = path.reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        CATALOGS.en,
      ) as Record<string, unknown> | undefined;
      const message = section?.[key] ?? section?.[`${key}_other`];
      expect(typeof message, code).toBe('string');
    }
  });

  it('are told from anything else a reply may hold', () => {
    expect(isErrorCode('session_not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('errors.sessionNotFound')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
