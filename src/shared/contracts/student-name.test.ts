import { describe, expect, it } from 'vitest';
import { cleanStudentName, distinctName, nameLength, truncateName } from './student-name';

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
});

describe('truncateName and nameLength', () => {
  it('counts and cuts by characters, not UTF-16 units', () => {
    expect(nameLength('😀😀')).toBe(2);
    expect(truncateName('😀'.repeat(25))).toBe('😀'.repeat(20));
  });
});

describe('distinctName', () => {
  it('numbers a second pupil with the same name, ignoring case', () => {
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
});
