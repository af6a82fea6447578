import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#client/lib/i18n';
import { CATALOGS } from '#shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { answersGivenText } from './answers-given';

const fact = {
  wrongAnswers: [
    { value: 14, count: 2 },
    { value: 12, count: 1 },
    { value: 15, count: 1 },
    { value: 16, count: 1 },
    { value: 17, count: 1 },
  ],
  otherWrongAnswers: 3,
  timedOut: 1,
};

describe('answersGivenText', () => {
  it('shows the numbers given, how many answers had others, and the time-outs', () => {
    const t = createI18n({ language: 'en', detect: false, catalogs: CATALOGS }).t as TFunction;
    expect(answersGivenText(fact, t)).toBe(
      '(wrong answers: 14 ×2, 12, 15, 16, 17, 3 more, time ran out)',
    );
  });

  it('writes the line in every language, with the count of other answers in it', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const t = createI18n({ language, detect: false, catalogs: CATALOGS }).t as TFunction;
      const text = CATALOGS[language].teacher.insight;
      const line = answersGivenText(fact, t);
      expect(line, language).toContain(text.moreAnswers.replace('{{count}}', '3'));
      expect(line, language).toContain(text.timedOut);
      expect(line, language).not.toContain('{{');
    }
  });
});
