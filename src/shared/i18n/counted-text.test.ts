import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';
import { countedText } from './counted-text';

describe('countedText', () => {
  it('says one second in the singular and Ukrainian’s 2, 5 and 21 each in its own form', () => {
    const { en, uk } = CATALOGS;
    expect(countedText(en.practice.timer, 'spoken', 1, 'en')).toBe('1 second left');
    expect(countedText(en.practice.timer, 'spoken', 2, 'en')).toBe('2 seconds left');
    expect(
      [2, 5, 21].map((count) => countedText(uk.practice.timer, 'spoken', count, 'uk')),
    ).toEqual(['Залишилося 2 секунди', 'Залишилося 5 секунд', 'Залишилася 21 секунда']);
  });
});
