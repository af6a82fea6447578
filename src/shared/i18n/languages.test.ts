import { describe, expect, it } from 'vitest';
import {
  dateLocales,
  firstLanguage,
  isLanguage,
  languageFromAcceptHeader,
  languageFromTag,
} from './languages';

describe('languageFromTag', () => {
  it('maps Norwegian Bokmål to no, Nynorsk to nn, and regional tags to their base', () => {
    expect(languageFromTag('nb-NO')).toBe('no');
    expect(languageFromTag('no')).toBe('no');
    expect(languageFromTag('nn')).toBe('nn');
    expect(languageFromTag('nn-NO')).toBe('nn');
    expect(languageFromTag('sv-FI')).toBe('sv');
    expect(languageFromTag('uk_UA')).toBe('uk');
  });

  it('refuses languages the app does not speak', () => {
    expect(languageFromTag('de-DE')).toBeUndefined();
    expect(isLanguage('fi')).toBe(false);
  });
});

describe('languageFromAcceptHeader', () => {
  it('picks the supported language with the highest quality', () => {
    expect(languageFromAcceptHeader('de-DE,de;q=0.9,da;q=0.8,en;q=0.7')).toBe('da');
    expect(languageFromAcceptHeader('en;q=0.5, nb;q=0.9')).toBe('no');
  });

  it('falls back to English when nothing fits', () => {
    expect(languageFromAcceptHeader(undefined)).toBe('en');
    expect(languageFromAcceptHeader('fr-FR, de')).toBe('en');
    expect(languageFromAcceptHeader('sv;q=0')).toBe('en');
  });
});

describe('firstLanguage', () => {
  it('takes the first candidate the app speaks, reading browser tags by their language', () => {
    expect(firstLanguage([null, undefined, '', 'de', 'nb-NO', 'sv'])).toBe('no');
    expect(firstLanguage(['uk', 'en'])).toBe('uk');
  });

  it('is undefined when no candidate is supported, so the caller decides the fallback', () => {
    expect(firstLanguage([])).toBeUndefined();
    expect(firstLanguage(['fr-FR', null, 'xx'])).toBeUndefined();
  });
});

describe('dateLocales', () => {
  it("takes the browser's first language when it is a variant of the page's, nb-NO for no", () => {
    expect(dateLocales('en', ['en-US', 'en'])).toEqual(['en-US']);
    expect(dateLocales('no', ['nb-NO', 'en-GB'])).toEqual(['nb-NO', 'nb']);
    expect(dateLocales('sv', ['sv-FI'])).toEqual(['sv-FI']);
  });

  it('writes English with a 24-hour clock on a browser whose first language is not English', () => {
    for (const tags of [[], ['en'], ['nb-NO', 'sv'], ['nb-NO', 'nb', 'en-US', 'en']])
      expect(dateLocales('en', tags)).toEqual(['en-GB']);
    const time = new Intl.DateTimeFormat(dateLocales('en', []), {
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(time.format(Date.UTC(2026, 11, 6, 15, 45))).toBe('15:45');
  });

  it("keeps the page's language when the browser lists none of its variants or a broken tag", () => {
    expect(dateLocales('uk', ['en-GB'])).toEqual(['uk']);
    expect(dateLocales('nn', [])).toEqual(['nn', 'nb']);
    expect(dateLocales('en', ['en-x-'])).toEqual(['en-GB']);
    expect(() => new Intl.DateTimeFormat('en-x-')).toThrow(RangeError);
  });

  it('falls back to Bokmål for Nynorsk, whose dates a browser may lack, never to English', () => {
    const locales = dateLocales('nn', ['nn-NO']);
    expect(locales.at(-1)).toBe('nb');
    // As in Chromium, which has no Nynorsk: the first locale Intl has of the list is Bokmål.
    const withoutNynorsk = locales.filter((locale) => !locale.startsWith('nn'));
    const day = new Intl.DateTimeFormat(withoutNynorsk, { month: 'long', timeZone: 'UTC' });
    expect(day.format(Date.UTC(2026, 11, 18))).toBe('desember');
  });
});
