import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/contracts/error-codes';

describe('the API error codes', () => {
  it('are each documented in docs/API.md', () => {
    const apiDoc = readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8');
    const missing = ERROR_CODES.filter((code) => !apiDoc.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
