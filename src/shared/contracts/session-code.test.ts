import { describe, expect, it } from 'vitest';
import { hasSessionCodeShape, normalizeSessionCode } from './session-code';

describe('hasSessionCodeShape', () => {
  it('takes six characters of the codes’ alphabet, as typed codes are normalized', () => {
    expect(hasSessionCodeShape(normalizeSessionCode(' k7qm 3x '))).toBe(true);
    expect(hasSessionCodeShape('ABCDEF')).toBe(true);
  });

  it('refuses a code too short, or with a letter or digit no code has (0, O, 1, I, L)', () => {
    for (const code of ['', 'K7QM3', 'K7QM3O', 'K7QM30', 'K7QM31', 'K7QM3I', 'K7QM3L', 'K7QM3-'])
      expect(hasSessionCodeShape(code), code).toBe(false);
  });
});
