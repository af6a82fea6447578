import { describe, expect, it } from 'vitest';
import { createSessionShares } from './session-shares';

describe("an address's pupils' places shared by class", () => {
  const pupil = (sessionId: string, studentId: string) => ({ sessionId, studentId });

  it('give a newcomer of a small class the newest place of the largest class', () => {
    const shares = createSessionShares<string>();
    for (const index of [1, 2, 3])
      shares.add('school', pupil('script', `bot${index}`), `s${index}`);
    shares.add('school', pupil('class', 'ada'), 'ada');
    expect(shares.victimFor('school', 'class')).toBe('s3');
    expect(shares.victimFor('school', 'new class')).toBe('s3');
  });

  it('take nothing when the newcomer’s class holds within one place of the largest', () => {
    const shares = createSessionShares<string>();
    for (const index of [1, 2]) shares.add('school', pupil('a', `a${index}`), `a${index}`);
    shares.add('school', pupil('b', 'b1'), 'b1');
    expect(shares.victimFor('school', 'b')).toBeUndefined();
    expect(shares.victimFor('school', 'a')).toBeUndefined();
    expect(shares.victimFor('elsewhere', 'b')).toBeUndefined();
  });

  it("take a second tab's connection before anyone's only one", () => {
    const shares = createSessionShares<string>();
    shares.add('school', pupil('a', 'ada'), 'ada-1');
    shares.add('school', pupil('a', 'bo'), 'bo-1');
    shares.add('school', pupil('a', 'bo'), 'bo-2');
    shares.add('school', pupil('a', 'cato'), 'cato-1');
    expect(shares.victimFor('school', 'b')).toBe('bo-2');
  });

  it('forget a removed connection, and count each connection once however often it is added', () => {
    const shares = createSessionShares<string>();
    shares.add('school', pupil('a', 'ada'), 'ada-1');
    shares.add('school', pupil('a', 'ada'), 'ada-1');
    shares.add('school', pupil('a', 'bo'), 'bo-1');
    expect(shares.count('school', 'a')).toBe(2);
    shares.remove('bo-1');
    shares.remove('bo-1');
    expect(shares.count('school', 'a')).toBe(1);
    expect(shares.victimFor('school', 'b')).toBeUndefined();
  });

  it('keep every class within one place of the others as newcomers of each take places', () => {
    const shares = createSessionShares<number>();
    const sessionOf = new Map<number, string>();
    const capacity = 12;
    for (let id = 0; id < capacity; id += 1) {
      shares.add('school', pupil('script', `bot${id}`), id);
      sessionOf.set(id, 'script');
    }
    // Two honest classes arrive pupil by pupil while the script keeps asking for its places back.
    let next = capacity;
    for (let round = 0; round < 20; round += 1) {
      for (const sessionId of ['class A', 'class B', 'script']) {
        const victim = shares.victimFor('school', sessionId);
        if (victim === undefined) continue;
        shares.remove(victim);
        shares.add('school', pupil(sessionId, `p${next}`), next);
        sessionOf.set(next, sessionId);
        next += 1;
      }
    }
    const counts = ['class A', 'class B', 'script'].map((id) => shares.count('school', id));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(capacity);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
});
