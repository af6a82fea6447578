import { describe, expect, it } from 'vitest';
import { csvField, csvSeparatorFor, guardFormula, toCsv } from './csv';

describe('guardFormula', () => {
  it('keeps cells that start like a formula as text', () => {
    expect(['=1+2', '+47', '-3', '@SUM(A1)', '\tx', '\rx'].map(guardFormula)).toEqual([
      "'=1+2",
      "'+47",
      "'-3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
  });

  it('keeps a part that starts after a comma, semicolon, tab or line break as text', () => {
    expect([';=1+2;', 'a,=1+2', 'a\t+47', 'a\n@SUM(A1)', 'a;-3'].map(guardFormula)).toEqual([
      ";'=1+2;",
      "a,'=1+2",
      "a\t'+47",
      "a\n'@SUM(A1)",
      "a;'-3",
    ]);
  });

  it('leaves ordinary names alone', () => {
    expect(['Åse Ørn', 'Ольга', 'Ola-Nordmann'].map(guardFormula)).toEqual([
      'Åse Ørn',
      'Ольга',
      'Ola-Nordmann',
    ]);
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Ola "O" Nordmann')).toBe('"Ola ""O"" Nordmann"');
    expect(csvField('Nordmann, Ola')).toBe('"Nordmann, Ola"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Ola; Kari')).toBe('"Ola; Kari"');
    expect(csvField('tab\there')).toBe('"tab\there"');
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12.5)).toBe('12.5');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const text = toCsv(
      ['name', 'correct'],
      [
        ['Åse', 3],
        ['=1+2', 0],
      ],
    );
    expect(text).toBe("\uFEFFname,correct\r\nÅse,3\r\n'=1+2,0\r\n");
  });

  it('splits on the semicolon for the comma-decimal languages, quoting a cell that holds one', () => {
    expect(
      ['en', 'no', 'sv', 'da', 'uk'].map((language) => csvSeparatorFor(language as never)),
    ).toEqual([',', ';', ';', ';', ';']);
    expect(toCsv(['navn', 'riktige'], [['Ola; Kari', 3]], ';')).toBe(
      '\uFEFFnavn;riktige\r\n"Ola; Kari";3\r\n',
    );
  });
});
