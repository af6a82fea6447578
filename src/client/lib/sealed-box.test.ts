import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeBytes, keysOfCode, newRecoveryCode, open, seal, writtenCode } from './sealed-box';

describe('the sealed box of a backup', () => {
  it('writes a recovery code as eight groups of four letters a person can copy', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){7}$/u);
    expect(newRecoveryCode()).not.toBe(code);
  });

  it('reads a code back however it is typed, and refuses what is no code', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const typed = writtenCode(bytes)
          .toLowerCase()
          .replaceAll('-', ' ')
          .replaceAll('0', 'o')
          .replaceAll('1', 'l');
        expect(codeBytes(typed)).toEqual(bytes);
      }),
    );
    expect(codeBytes('too-short')).toBeUndefined();
    expect(codeBytes('U'.repeat(32))).toBeUndefined();
  });

  it('opens what it sealed with the same code, on another device too', async () => {
    const code = newRecoveryCode();
    const here = await keysOfCode(code);
    const there = await keysOfCode(code.toLowerCase());
    if (here === undefined || there === undefined) throw new Error('expected keys');
    const box = await seal(here.key, '{"name":"4B","pupils":["Åse"]}');
    expect(new TextDecoder().decode(box)).not.toContain('Åse');
    expect(await open(there.key, box)).toBe('{"name":"4B","pupils":["Åse"]}');
    expect(there.backupId).toBe(here.backupId);
    expect(there.writeToken).toBe(here.writeToken);
  });

  it('opens nothing with another code or a changed box', async () => {
    const keys = await keysOfCode(newRecoveryCode());
    const other = await keysOfCode(newRecoveryCode());
    if (keys === undefined || other === undefined) throw new Error('expected keys');
    const box = await seal(keys.key, 'the class');
    expect(await open(other.key, box)).toBeUndefined();
    const changed = box.slice();
    changed[20] = (changed[20] ?? 0) ^ 1;
    expect(await open(keys.key, changed)).toBeUndefined();
    expect(await open(keys.key, box.subarray(0, 5))).toBeUndefined();
  });

  it('gives an id and a write token that differ from each other and from the code', async () => {
    const code = newRecoveryCode();
    const keys = await keysOfCode(code);
    expect(keys?.backupId).toMatch(/^[0-9a-f]{32}$/u);
    expect(keys?.writeToken).toMatch(/^[0-9a-f]{64}$/u);
    expect(keys?.writeToken.startsWith(keys.backupId)).toBe(false);
    expect(await keysOfCode('not a code')).toBeUndefined();
  });
});
