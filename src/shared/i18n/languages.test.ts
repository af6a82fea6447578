import { describe, expect, it } from 'vitest';
import { firstLanguage, isLanguage, languageFromAcceptHeader, languageFromTag } from './languages';

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
