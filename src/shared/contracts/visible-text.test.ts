import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text';

describe('hasVisibleText', () => {
  it('sees letters, digits, punctuation and symbols in any script', () => {
    for (const text of ['Åse', 'Олена', '7', '?', '🦄', ' a '])
      expect(hasVisibleText(text), text).toBe(true);
  });

  it('sees nothing in blanks, zero-width characters, joiners or Hangul fillers alone', () => {
    for (const text of ['', '   ', '\u200B\u200B', '\u200D\uFEFF', '\u00A0\u3000', '\u3164'])
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
  });
});
