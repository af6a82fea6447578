import { describe, expect, it } from 'vitest';
import { rememberedUpTo } from './remembered';

/** A conversion that counts how often it really works a key out. */
function counted(max: number) {
  const worked: string[] = [];
  const convert = rememberedUpTo(max, (key) => {
    worked.push(key);
    return key.startsWith('x') ? undefined : key.toUpperCase();
  });
  return { convert, worked };
}

describe('a remembered conversion', () => {
  it('works a key out once and gives the same result after', () => {
    const { convert, worked } = counted(10);
    expect(convert('m7:8')).toBe('M7:8');
    expect(convert('m7:8')).toBe('M7:8');
    expect(worked).toEqual(['m7:8']);
  });

  it('remembers that a key has no result too', () => {
    const { convert, worked } = counted(10);
    expect(convert('x1')).toBeUndefined();
    expect(convert('x1')).toBeUndefined();
    expect(worked).toEqual(['x1']);
  });

  it('forgets everything once it holds its most, so any flood of keys holds little memory', () => {
    const { convert, worked } = counted(3);
    for (const key of ['a', 'b', 'c', 'd', 'a']) convert(key);
    // 'd' came when three were held: all were forgotten, so 'a' is worked out again.
    expect(worked).toEqual(['a', 'b', 'c', 'd', 'a']);
    convert('d');
    expect(worked).toHaveLength(5);
  });
});
