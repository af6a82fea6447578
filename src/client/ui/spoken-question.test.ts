import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#client/lib/i18n';
import { spokenQuestion } from './spoken-question';
import { CATALOGS } from '#shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { MATH_OPERATIONS, OPERATION_SYMBOLS } from '#shared/maths/operations';

describe('spokenQuestion', () => {
  it('reads the signs as words in the current language, then the choices', () => {
    const t = createI18n({ language: 'en', detect: false, catalogs: CATALOGS }).t as TFunction;
    expect(spokenQuestion('7 × 8 = ?', ['56', '54', '64'], t)).toBe(
      'What is 7 times 8? Answer 1: 56. Answer 2: 54. Answer 3: 64',
    );
    expect(spokenQuestion('9 \u2212 4 = ?', ['5'], t)).toContain('9 minus 4');
  });

  it("reads every operation's sign as its word, in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const t = createI18n({ language, detect: false, catalogs: CATALOGS }).t as TFunction;
      for (const operation of MATH_OPERATIONS) {
        const sign = OPERATION_SYMBOLS[operation];
        const spoken = spokenQuestion(`12 ${sign} 4 = ?`, [], t);
        expect(spoken).not.toContain(sign);
        expect(spoken).toContain('12');
      }
    }
  });
});
