import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NAME_CODE_POINTS,
  MAX_NAME_LENGTH,
  checkStudentName,
  cleanStudentName,
  distinctName,
  numberedByLesson,
  plainNameOf,
  nameLength,
  truncateName,
} from './student-name';

const FAMILY = '👨‍👩‍👧';
const RAINBOW_FLAG = '🏳️‍🌈';
const TECHNOLOGIST = '👩🏽‍💻';
const ENGLAND = '🏴󠁧󠁢󠁥󠁮󠁧󠁿';
/** Persian "I want": the ZWNJ keeps "می" apart from the verb without a space. */
const PERSIAN_WITH_ZWNJ = 'می\u200Cخواهم';
const ZALGO = `A${'\u0300\u0301\u0302\u0303\u0304'.repeat(30)}`;

/** Characters that draw nothing, each a whole name on its own. */
const BLANK_CHARACTERS = [
  '\u3164',
  '\u115F',
  '\u1160',
  '\uFFA0',
  '\u2800',
  '\u00A0',
  '\u3000',
  '\u2000',
  '\u2003',
  '\u200A',
  '\u205F',
  '\u202F',
  '\u1680',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u180E',
  '\u00AD',
  '\u034F',
  '\uFE0F',
  '\u{E0020}',
  '\u202E',
  '\u2066',
  '\u0301',
  '\u20E3',
  '\uE000',
  '\uFFFF',
  ' ',
  '\t',
  '\n',
];

/** An independent reading of "draws nothing": blanks, ignorables, marks and other non-graphics. */
const INVISIBLE_ONLY =
  /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\p{C}\u2800\u3164\uFFA0\u115F\u1160]*$/u;
const LONE_SURROGATE = /\p{Cs}/u;

const codePoints = (text: string) => Array.from(text).length;

/** One unit of text a hostile or unusual keyboard sends: the edge cases, mixed with anything. */
const trickyUnit = fc.constantFrom(
  'a',
  'A',
  'I',
  'l',
  '0',
  'e',
  'А',
  'а',
  'ø',
  ' ',
  '=',
  '\u0338',
  '\u0301',
  '\u0316',
  '\u200C',
  '\u200D',
  '\uFE0F',
  '\u{1F3FD}',
  '\u{1F3F4}',
  '\u{E0067}',
  '\u{E007F}',
  '👨',
  '😀',
  'ی',
  '\uD800',
  '\uDC00',
  ...BLANK_CHARACTERS,
);
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: trickyUnit, maxLength: 30 }),
  fc.string({
    unit: fc.oneof(trickyUnit, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
    maxLength: 60,
  }),
);
const acceptedName = anyText.chain((text) => {
  const checked = checkStudentName(text);
  return checked.ok ? fc.constant(checked.name) : fc.constantFrom('Ola', 'Åse', FAMILY);
});

describe('cleanStudentName', () => {
  it('keeps Nordic and Cyrillic letters exactly and trims white space', () => {
    expect(cleanStudentName('  Åse   Ørn ')).toBe('Åse Ørn');
    expect(cleanStudentName('Ольга')).toBe('Ольга');
  });

  it('composes decomposed letters (NFC)', () => {
    expect(cleanStudentName('A\u030Ase')).toBe('Åse');
  });

  it('removes control, zero-width and bidi characters', () => {
    expect(cleanStudentName('Ola\u200B\u202E\u0007 Nordmann\u2066')).toBe('Ola Nordmann');
    expect(cleanStudentName('\u200B\u200D')).toBe('');
  });

  it('makes every kind of blank one space, tabs and Hangul fillers included', () => {
    expect(cleanStudentName('Ola\u3000\u00A0Nordmann')).toBe('Ola Nordmann');
    expect(cleanStudentName('Ola\tNordmann')).toBe('Ola Nordmann');
    expect(cleanStudentName('\u3164Ola\u2800\u2800Nordmann\uFFA0')).toBe('Ola Nordmann');
  });

  it('keeps emoji sequences whole: joiners, variation selectors, skin tones and tag flags', () => {
    for (const emoji of [FAMILY, RAINBOW_FLAG, TECHNOLOGIST, ENGLAND, '👍🏽', '1️⃣']) {
      expect(cleanStudentName(`Ola ${emoji}`)).toBe(`Ola ${emoji}`);
    }
  });

  it('keeps a ZWNJ or ZWJ inside a word, as Persian and Indic spellings need', () => {
    expect(cleanStudentName(PERSIAN_WITH_ZWNJ)).toBe(PERSIAN_WITH_ZWNJ);
    expect(cleanStudentName('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('removes joiners that join nothing: at the ends, beside a space, doubled', () => {
    expect(cleanStudentName('\u200DOla\u200C')).toBe('Ola');
    expect(cleanStudentName('Ola\u200D Nordmann')).toBe('Ola Nordmann');
    expect(cleanStudentName('O\u200D\u200Dla')).toBe('Ola');
  });

  it('removes tag characters outside an emoji flag, private use and noncharacters', () => {
    expect(cleanStudentName('Ola\u{E0041}\u{E0042}')).toBe('Ola');
    expect(cleanStudentName('O\uE000la\uFFFF')).toBe('Ola');
  });

  it('gives the same name when cleaned twice', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cleaned = cleanStudentName(text);
        expect(cleanStudentName(cleaned)).toBe(cleaned);
      }),
      { numRuns: 2000 },
    );
  });

  it('always gives well-formed NFC text without blanks at the ends or doubled', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cleaned = cleanStudentName(text);
        expect(LONE_SURROGATE.test(cleaned)).toBe(false);
        expect(cleaned.normalize('NFC')).toBe(cleaned);
        expect(cleaned).toBe(cleaned.trim());
        expect(cleaned).not.toMatch(/\s\s|[\p{Cc}\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/u);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkStudentName', () => {
  it('accepts names in every script and with emoji, cleaned', () => {
    for (const name of ['Ola', 'Åse Ørn', 'Ольга', 'Ірина', PERSIAN_WITH_ZWNJ, `Ola ${FAMILY}`]) {
      expect(checkStudentName(` ${name} `)).toEqual({ ok: true, name });
    }
  });

  it('refuses as blank every name that draws nothing', () => {
    for (const blank of BLANK_CHARACTERS) {
      expect(checkStudentName(blank)).toEqual({ ok: false, problem: 'blank' });
      expect(checkStudentName(blank.repeat(3))).toEqual({ ok: false, problem: 'blank' });
    }
    expect(checkStudentName('\u0301\u0300\u0302')).toEqual({ ok: false, problem: 'blank' });
    expect(checkStudentName('\u3164 \u2800\u3000\u115F\u1160')).toEqual({
      ok: false,
      problem: 'blank',
    });
  });

  it('refuses as blank any mix of characters that draw nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BLANK_CHARACTERS), maxLength: 40 }),
        (text) => {
          expect(checkStudentName(text)).toEqual({ ok: false, problem: 'blank' });
        },
      ),
    );
  });

  it('refuses text with a lone surrogate as malformed, wherever it is', () => {
    expect(checkStudentName('\uD800')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkStudentName('Ola\uDC00')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkStudentName('\uDE00\uD83D')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkStudentName('\uD83D\uDE00')).toEqual({ ok: true, name: '😀' });
  });

  it('counts 20 characters, not UTF-16 units, and refuses the 21st', () => {
    expect(checkStudentName('😀'.repeat(MAX_NAME_LENGTH))).toMatchObject({ ok: true });
    expect(checkStudentName('x'.repeat(MAX_NAME_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });

  it('refuses more code points than the cap, even in few characters', () => {
    const families = `${FAMILY}${FAMILY}${FAMILY}${FAMILY}${FAMILY}`;
    expect(codePoints(families)).toBe(25);
    expect(checkStudentName(families)).toMatchObject({ ok: true });
    const tooMany = `${families}${families}`;
    expect(nameLength(tooMany)).toBe(10);
    expect(checkStudentName(tooMany)).toEqual({ ok: false, problem: 'tooLong' });
    expect(codePoints(ZALGO)).toBe(151);
    expect(checkStudentName(ZALGO)).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses marks stacked on one letter, as UTS #39 advises, but not real accents', () => {
    expect(checkStudentName('A\u0300\u0301\u0302\u0303\u0304')).toEqual({
      ok: false,
      problem: 'stackedMarks',
    });
    expect(checkStudentName('Ada\u0301\u0301')).toEqual({ ok: false, problem: 'stackedMarks' });
    for (const name of ['Nguyễn Thị Ánh', 'Zoë', 'ஸ்ரீனிவாசன்', 'Йосип', 'שָׁלוֹם']) {
      expect(checkStudentName(name)).toEqual({ ok: true, name: name.normalize('NFC') });
    }
  });

  it('accepts only well-formed, visible names within both limits, and accepts them again as they are', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const checked = checkStudentName(text);
        if (!checked.ok) return;
        const { name } = checked;
        expect(name).toBe(cleanStudentName(text));
        expect(LONE_SURROGATE.test(name)).toBe(false);
        expect(INVISIBLE_ONLY.test(name)).toBe(false);
        expect(nameLength(name)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        expect(codePoints(name)).toBeLessThanOrEqual(MAX_NAME_CODE_POINTS);
        expect(checkStudentName(name)).toEqual(checked);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('truncateName and nameLength', () => {
  it('counts and cuts by characters, not UTF-16 units', () => {
    expect(nameLength('😀😀')).toBe(2);
    expect(truncateName('😀'.repeat(25))).toBe('😀'.repeat(20));
  });

  it('keeps an emoji sequence whole or leaves it out', () => {
    expect(truncateName(`Ola${FAMILY}`, 4)).toBe(`Ola${FAMILY}`);
    expect(truncateName(`Ola${FAMILY}`, 3)).toBe('Ola');
    expect(truncateName(`Ola${FAMILY}`, 20, 7)).toBe('Ola');
  });

  it('only cuts, so a student can type a space', () => {
    expect(truncateName('Ola ')).toBe('Ola ');
  });

  it('gives the longest start within both limits', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    fc.assert(
      fc.property(anyText, fc.nat(25), fc.nat(50), (text, max, maxCodePoints) => {
        const cut = truncateName(text, max, maxCodePoints);
        expect(text.startsWith(cut)).toBe(true);
        expect(nameLength(cut)).toBeLessThanOrEqual(max);
        expect(codePoints(cut)).toBeLessThanOrEqual(maxCodePoints);
        const next = Array.from(segmenter.segment(text))[nameLength(cut)]?.segment;
        if (next !== undefined) {
          const longer = cut + next;
          expect(nameLength(longer) > max || codePoints(longer) > maxCodePoints).toBe(true);
        }
      }),
    );
  });
});

describe('distinctName', () => {
  it('numbers a second student with the same name, ignoring case', () => {
    expect(distinctName('Ola', [])).toBe('Ola');
    expect(distinctName('Ola', ['ola'])).toBe('Ola 2');
    expect(distinctName('Ola', ['Ola', 'Ola 2'])).toBe('Ola 3');
  });

  it('stays within 20 characters', () => {
    const long = 'Abcdefghijklmnopqrst';
    const result = distinctName(long, [long]);
    expect(result).toBe('Abcdefghijklmnopqr 2');
    expect(nameLength(result)).toBeLessThanOrEqual(20);
  });

  it('stays within the code point cap and never ends the shortened name on a space', () => {
    const families = `Ola ${FAMILY}${FAMILY}${FAMILY}${FAMILY}${FAMILY}`;
    expect(codePoints(families)).toBe(29);
    const packed = `${families}${'x'.repeat(MAX_NAME_CODE_POINTS - 29)}`;
    expect(distinctName(packed, [packed])).toBe(`Ola ${FAMILY.repeat(5)}${'x'.repeat(9)} 2`);
    expect(distinctName('Abcdefghijklmnopq rs', ['Abcdefghijklmnopq rs'])).toBe(
      'Abcdefghijklmnopq 2',
    );
  });

  it('gives the number alone when the first character leaves no room for it', () => {
    const chain = Array.from({ length: 20 }, () => '😀').join('\u200D');
    expect(nameLength(chain)).toBe(1);
    expect(checkStudentName(chain)).toEqual({ ok: true, name: chain });
    expect(distinctName(chain, [chain])).toBe('2');
  });

  it('gives back the numbered name of the last lesson, whoever joined first', () => {
    expect(distinctName('Emil', [], undefined, 'Emil 2')).toBe('Emil 2');
    expect(distinctName('Emil', ['Emil 2'], undefined, 'Emil 2')).toBe('Emil');
    expect(distinctName('emil', ['Emil'], undefined, 'Emil 3')).toBe('emil 3');
    const long = 'Abcdefghijklmnopqrst';
    expect(distinctName(long, [], undefined, 'Abcdefghijklmnopqr 2')).toBe('Abcdefghijklmnopqr 2');
  });

  it('ignores a last lesson name that is taken, another name or no number it gives', () => {
    expect(distinctName('Emil', ['emil 2'], undefined, 'Emil 2')).toBe('Emil');
    expect(distinctName('Emil', ['Emil', 'Emil 2'], undefined, 'Emil 2')).toBe('Emil 3');
    expect(distinctName('Emil', [], undefined, 'Ada 2')).toBe('Emil');
    expect(distinctName('Emil', [], undefined, 'Emil B')).toBe('Emil');
    expect(distinctName('Emil', [], undefined, 'Emil 1')).toBe('Emil');
    expect(distinctName('Emil', [], undefined, 'Emil 1000')).toBe('Emil');
    expect(distinctName('Emil', [], undefined, 'Emil 02')).toBe('Emil');
    expect(distinctName('Emil 2', [], undefined, 'Emil 2')).toBe('Emil 2');
    expect(distinctName('Abcdefghijklmnopqrst', [], undefined, 'Abcdefghijklmnopqrst 2')).toBe(
      'Abcdefghijklmnopqrst',
    );
  });

  it('never gives a taken name, whatever the last lesson name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Emil', 'emil 2', 'Emil 3', 'EMIL 10', 'Ada'), { maxLength: 6 }),
        fc.constantFrom('Emil', 'Ada'),
        fc.option(fc.constantFrom('Emil 2', 'emil 3', 'Emil 10', 'Ada 2', 'Emil'), {
          nil: undefined,
        }),
        (taken, name, last) => {
          const given = distinctName(name, taken, undefined, last);
          const keys = new Set(taken.map((takenName) => takenName.toLocaleLowerCase()));
          expect(keys.has(given.toLocaleLowerCase())).toBe(false);
          expect(plainNameOf(given) ?? given).toBe(name);
        },
      ),
    );
  });

  it('compares by the keys it is given', () => {
    const withoutAccents = (name: string) => [name.normalize('NFD').replace(/\p{M}/gu, '')];
    expect(distinctName('Åse', ['Ase'], withoutAccents)).toBe('Åse 2');
    expect(distinctName('Åse', ['ase'], withoutAccents)).toBe('Åse');
  });

  it('gives a name no taken name shares a key with, that is accepted as it is', () => {
    fc.assert(
      fc.property(acceptedName, fc.array(acceptedName, { maxLength: 6 }), (name, others) => {
        const taken = [name, ...others, `${name} 2`];
        const result = distinctName(name, taken);
        const takenKeys = new Set(taken.map((other) => other.toLocaleLowerCase()));
        expect(takenKeys.has(result.toLocaleLowerCase())).toBe(false);
        expect(checkStudentName(result)).toEqual({ ok: true, name: result });
      }),
      { numRuns: 500 },
    );
  });
});

describe('plainNameOf', () => {
  it('gives the plain name of a numbered one, whatever distinctName numbered', () => {
    expect(plainNameOf('Ola 2')).toBe('Ola');
    expect(plainNameOf('Ola Nordmann 12')).toBe('Ola Nordmann');
    fc.assert(
      fc.property(
        fc.constantFrom('Ola', 'Åse K', 'Дмитро'),
        fc.integer({ min: 1, max: 30 }),
        (name, others) => {
          const taken = [
            name,
            ...Array.from({ length: others - 1 }, (_, i) => `${name} ${String(i + 2)}`),
          ];
          expect(plainNameOf(distinctName(name, taken))).toBe(name);
        },
      ),
    );
  });

  it('gives nothing for a name without a number of its own', () => {
    for (const name of ['Ola', 'Ola2', '2', 'Ola 1', 'Ola 02'])
      expect(plainNameOf(name)).toBeUndefined();
  });
});

describe('numberedByLesson', () => {
  it('tells a name the lesson numbered from one typed with its number', () => {
    expect(numberedByLesson('Ada 2', 'Ada')).toBe(true);
    expect(numberedByLesson('Ada 2', undefined)).toBe(true);
    expect(numberedByLesson('Ada 10', 'Ada 10')).toBe(false);
    expect(numberedByLesson('ada 10', ' Ada 10 ')).toBe(false);
    expect(numberedByLesson('Ada', 'Ada')).toBe(false);
    expect(numberedByLesson('Ada 3', 'Ada 2')).toBe(true);
    expect(numberedByLesson('Ada 10', 'Ada  10')).toBe(false);
    expect(numberedByLesson('Ada 10', 'Ada\u00A010')).toBe(false);
  });
});
