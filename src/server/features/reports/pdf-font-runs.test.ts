import { describe, expect, it } from 'vitest';
import { fontRunsOf } from './pdf-font-runs';

/** The code points of `text`, one by one (joiners and selectors too). */
const cp = (text: string) => Array.from(text, (char) => char.codePointAt(0) ?? 0);
const LATIN = new Set(cp('ElaogÅsAd ❤\u{FE0F}'));
const EMOJI_A = { name: 'emoji-a', codePoints: new Set(cp('🦄\u{200D}\u{FE0F}')) };
const EMOJI_B = { name: 'emoji-b', codePoints: new Set(cp('👨👩👧🦄\u{200D}\u{1F3FD}')) };

describe('fontRunsOf', () => {
  it('keeps text the main font covers in one run', () => {
    expect(fontRunsOf('Ella og Åse', 'regular', LATIN, [EMOJI_A])).toEqual([
      { font: 'regular', text: 'Ella og Åse' },
    ]);
  });

  it('draws an emoji in the first fallback that has it, and goes back after it', () => {
    expect(fontRunsOf('Ella 🦄 og Åse', 'regular', LATIN, [EMOJI_A, EMOJI_B])).toEqual([
      { font: 'regular', text: 'Ella ' },
      { font: 'emoji-a', text: '🦄' },
      { font: 'regular', text: ' og Åse' },
    ]);
  });

  it('keeps a joined emoji and a skin tone with the emoji they belong to', () => {
    const family = '👨\u{200D}👩\u{200D}👧';
    const wave = '👨\u{1F3FD}';
    expect(fontRunsOf(`Ada ${family}${wave}`, 'regular', LATIN, [EMOJI_A, EMOJI_B])).toEqual([
      { font: 'regular', text: 'Ada ' },
      { font: 'emoji-b', text: family + wave },
    ]);
  });

  it('leaves an emoji the main font has, with its selector, in the main font', () => {
    expect(fontRunsOf('Ada ❤\u{FE0F}', 'regular', LATIN, [EMOJI_A])).toEqual([
      { font: 'regular', text: 'Ada ❤\u{FE0F}' },
    ]);
  });

  it('draws a skin-toned emoji in a font that has both its parts, not only its first', () => {
    const toned = '✌\u{1F3FD}';
    const withTone = { name: 'emoji-c', codePoints: new Set(cp(toned)) };
    const withoutTone = { name: 'emoji-d', codePoints: new Set(cp('✌')) };
    expect(
      fontRunsOf(`Ada ${toned}`, 'regular', new Set([...LATIN, ...cp('✌')]), [
        withoutTone,
        withTone,
      ]),
    ).toEqual([
      { font: 'regular', text: 'Ada ' },
      { font: 'emoji-c', text: toned },
    ]);
  });

  it('draws what no font has in the main font', () => {
    expect(fontRunsOf('Ada 山', 'regular', LATIN, [EMOJI_A])).toEqual([
      { font: 'regular', text: 'Ada 山' },
    ]);
  });

  it('gives no run for no text', () => {
    expect(fontRunsOf('', 'regular', LATIN, [EMOJI_A])).toEqual([]);
  });

  it('draws a word the main font lacks part of whole in a fallback that has all of it', () => {
    const arabic = new Set(cp('فاطمہ'));
    const urdu = { name: 'arabic', codePoints: arabic };
    const dejaVu = new Set(cp('فاطم Ada'));
    expect(fontRunsOf('Ada فاطمہ', 'regular', dejaVu, [EMOJI_A, urdu])).toEqual([
      { font: 'regular', text: 'Ada ' },
      { font: 'arabic', text: 'فاطمہ' },
    ]);
  });

  it('falls back grapheme by grapheme where no font has the whole word', () => {
    expect(fontRunsOf('Ella🦄', 'regular', LATIN, [EMOJI_A])).toEqual([
      { font: 'regular', text: 'Ella' },
      { font: 'emoji-a', text: '🦄' },
    ]);
  });
});
