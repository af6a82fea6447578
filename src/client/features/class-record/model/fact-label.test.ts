import { describe, expect, it } from 'vitest';
import { compareFactKeys, factLabel } from './fact-label';

describe('a fact as a pupil reads it', () => {
  it('writes each operation with its sign, and an unknown key as it is', () => {
    expect(factLabel('m6:7')).toBe('6 × 7');
    expect(factLabel('d42:6')).toBe('42 ÷ 6');
    expect(factLabel('s9:4')).toBe('9 − 4');
    expect(factLabel('x1:2')).toBe('x1:2');
  });

  it('lists facts by operation, then by their first and second number', () => {
    expect(['d42:6', 'm2:10', 'x', 'm2:3', 'a9:9', 'm10:10'].sort(compareFactKeys)).toEqual([
      'a9:9',
      'm2:3',
      'm2:10',
      'm10:10',
      'd42:6',
      'x',
    ]);
  });
});
