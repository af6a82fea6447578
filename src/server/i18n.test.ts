import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { countedText } from '#shared/i18n/counted-text';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { translateError, translateReport } from './i18n';

describe('the messages the server counts in', () => {
  it('picks the plural form of each count in every language, as countedText does', () => {
    for (const language of SUPPORTED_LANGUAGES)
      for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 60])
        expect(translateError(language, 'errors.tooManyJoins', { count })).toBe(
          countedText(CATALOGS[language].errors, 'tooManyJoins', count, language),
        );
  });

  it('says "1 second" and "1 time" in the singular', () => {
    expect(translateError('en', 'errors.tooManyLookups', { count: 1 })).toContain('wait 1 second,');
    expect(translateError('sv', 'errors.reportBusy', { count: 1 })).toContain('om 1 sekund.');
    const line = { fact: '7 × 8', answer: 56, wrong: 1, count: 1 };
    expect(translateReport('da', 'report.missedLine', line)).toBe(
      '7 × 8 = 56: forkert 1 af 1 gang',
    );
    expect(translateReport('uk', 'report.missedLine', { ...line, count: 3 })).toBe(
      '7 × 8 = 56 — помилок: 1 з 3',
    );
  });
});
