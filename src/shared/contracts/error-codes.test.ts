import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { ERROR_CODES, ERROR_MESSAGES, isErrorCode } from './error-codes';

describe('the API error codes', () => {
  it('are snake_case and each has an English message', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const [section, ...rest] = ERROR_MESSAGES[code].split('.');
      const catalog: unknown = rest.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        (CATALOGS.en as unknown as Record<string, unknown>)[section ?? ''],
      );
      expect(typeof catalog, code).toBe('string');
    }
  });

  it('are told from anything else a reply may hold', () => {
    expect(isErrorCode('session_not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('errors.sessionNotFound')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
