import { describe, expect, it } from 'vitest';
import { pdfColumnWidths, wordsOf } from './pdf-table-columns';

describe('pdfColumnWidths', () => {
  it('gives each number column its need and the gap, and the names the rest of the line', () => {
    expect(pdfColumnWidths([40, 30, 55.2], 300, 6)).toEqual([300 - 36 - 62, 36, 62]);
  });

  it('never gives the names less than their own need, even when the line is full', () => {
    expect(pdfColumnWidths([80, 100, 100], 200, 6)).toEqual([86, 106, 106]);
  });

  it('sums to the whole line whenever the names fit in what is left', () => {
    const widths = pdfColumnWidths([50, 61.5, 48.3, 70.9, 52, 66.6, 44], 495, 6);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(495);
    expect(widths.slice(1)).toEqual([68, 55, 77, 58, 73, 50]);
  });
});

describe('wordsOf', () => {
  it('splits a heading at any run of white space', () => {
    expect(wordsOf(' Найбільше  поспіль\n')).toEqual(['Найбільше', 'поспіль']);
  });
});
