import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStudentName, distinctName, type NameCheck } from '#shared/contracts/student-name';
import { lookAlikeKeys, skeleton } from './name-skeleton';

/** Latin letters and a Cyrillic or Greek letter drawn the same, and capitals. */
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  a: ['а', 'A'],
  e: ['е', 'E'],
  o: ['о', 'ο', 'O'],
  i: ['і', 'I'],
  l: ['I', 'L'],
  A: ['А', 'Α', 'a'],
  B: ['В', 'Β'],
  O: ['О', 'Ο', '0'],
};

/** A name with some letters swapped for look-alikes. */
function lookAlikeOf(name: string): fc.Arbitrary<string> {
  const characters = Array.from(name);
  return fc
    .tuple(
      ...characters.map((character) =>
        fc.constantFrom(character, ...(LOOK_ALIKES[character] ?? [])),
      ),
    )
    .map((swapped) => swapped.join(''));
}

const acceptedName = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
    fc.string({
      unit: fc.constantFrom('a', 'e', 'o', 'i', 'l', 'A', 'B', 'O', 'd', ' ', 'Å'),
      minLength: 1,
      maxLength: 20,
    }),
  )
  .map((text) => checkStudentName(text))
  .filter((checked): checked is Extract<NameCheck, { ok: true }> => checked.ok)
  .map((checked) => checked.name);

describe('skeleton', () => {
  it('is the same for Latin letters and their Cyrillic and Greek look-alikes', () => {
    expect(skeleton('Аda')).toBe(skeleton('Ada'));
    expect(skeleton('Αda')).toBe(skeleton('Ada'));
    expect(skeleton('Вjørn')).toBe(skeleton('Bjørn'));
    expect(skeleton('ℝ𝓊𝓈𝓉')).toBe(skeleton('Rust'));
  });

  it('ignores joiners and variation selectors', () => {
    expect(skeleton('O\u200Dla')).toBe(skeleton('Ola'));
    expect(skeleton('☺\uFE0F')).toBe(skeleton('☺'));
  });

  it('tells names that look different apart', () => {
    expect(skeleton('Ada')).not.toBe(skeleton('Oda'));
    expect(skeleton('Åse')).not.toBe(skeleton('Ase'));
    expect(skeleton('Ольга')).not.toBe(skeleton('Olga'));
  });

  it('changes nothing when taken twice', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (text) => {
          expect(skeleton(skeleton(text))).toBe(skeleton(text));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('lookAlikeKeys', () => {
  const shareAKey = (one: string, other: string) =>
    lookAlikeKeys(one).some((key) => lookAlikeKeys(other).includes(key));

  it('share a key for a name, its capitals, its full-width form and its look-alikes', () => {
    for (const same of ['ada', 'ADA', 'Аda', 'АDА', 'Ａｄａ'])
      expect(shareAKey(same, 'Ada')).toBe(true);
    expect(shareAKey('Ida', 'lda')).toBe(true);
  });

  it('share none for names that only look alike in lower case', () => {
    expect(shareAKey('Clara', 'Dara')).toBe(false);
    expect(shareAKey('Ida', 'Ada')).toBe(false);
  });

  it('always include the lower case the session stores as the unique key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(lookAlikeKeys(name)).toContain(name.toLocaleLowerCase());
      }),
    );
  });
});

describe('distinctName with look-alike keys', () => {
  it('numbers a second student whose name only looks the same', () => {
    expect(distinctName('Аda', ['Ada'], lookAlikeKeys)).toBe('Аda 2');
    expect(distinctName('lda', ['Ida'], lookAlikeKeys)).toBe('lda 2');
    expect(distinctName('Ada', ['Oda', 'Ida'], lookAlikeKeys)).toBe('Ada');
  });

  it('never gives a name that looks like a taken one, and always an accepted one', () => {
    fc.assert(
      fc.property(
        acceptedName.chain((name) =>
          fc.tuple(fc.constant(name), fc.array(lookAlikeOf(name), { minLength: 1, maxLength: 4 })),
        ),
        fc.array(acceptedName, { maxLength: 3 }),
        ([name, lookAlikes], others) => {
          const taken = [...lookAlikes, ...others];
          const result = distinctName(name, taken, lookAlikeKeys);
          const takenKeys = new Set(taken.flatMap(lookAlikeKeys));
          for (const key of lookAlikeKeys(result)) expect(takenKeys.has(key)).toBe(false);
          const takenSkeletons = taken.map((other) => skeleton(other.normalize('NFKC')));
          expect(takenSkeletons).not.toContain(skeleton(result.normalize('NFKC')));
          expect(checkStudentName(result)).toEqual({ ok: true, name: result });
        },
      ),
      { numRuns: 500 },
    );
  });
});
