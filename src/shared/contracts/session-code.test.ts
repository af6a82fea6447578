import { describe, expect, it } from 'vitest';
import { hasSessionCodeShape, normalizeSessionCode, typedSessionCode } from './session-code';

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

describe('normalizeSessionCode', () => {
  it('keeps every character, so that a longer code is not taken for its first six', () => {
    expect(normalizeSessionCode(' k7qm 3x ')).toBe('K7QM3X');
    expect(normalizeSessionCode('k7qm3xz')).toBe('K7QM3XZ');
    expect(hasSessionCodeShape(normalizeSessionCode('K7QM3X-'))).toBe(false);
  });
});

describe('typedSessionCode', () => {
  it('keeps at most a code’s six characters of what is typed into the field', () => {
    expect(typedSessionCode('k7qm 3xz')).toBe('K7QM3X');
  });
});
