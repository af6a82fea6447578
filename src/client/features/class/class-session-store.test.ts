import { afterEach, describe, expect, it } from 'vitest';
import {
  PREVIOUS_SESSIONS,
  classSessionStore,
  currentSession,
  endStoredSession,
  endStoredSessionOf,
  previousSessionsStore,
  rememberedNameStore,
  storedStudentSession,
  tokenForCode,
  type StoredStudentSession,
} from './class-session-store';
import { SESSION_EXPIRY, canRestore, canStayStored } from './session-expiry';
import { checkStudentName, truncateName } from '#shared/contracts/student-name';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

function student(overrides: Partial<StoredStudentSession> = {}): StoredStudentSession {
  return {
    role: 'student',
    sessionId: 's1',
    sessionCode: 'ABC234',
    studentId: 'p1',
    studentName: 'Åse',
    reconnectionToken: 'token-1',
    isActive: true,
    isPersistent: true,
    joinedAt: NOW - HOUR,
    lastActivity: NOW - HOUR,
    ...overrides,
  };
}

afterEach(() => window.localStorage.clear());

describe('session store migrations', () => {
  it('drops a version 0 session', () => {
    window.localStorage.setItem(
      'mattemester.session',
      JSON.stringify({ version: 0, data: student() }),
    );
    expect(classSessionStore.read()).toBeUndefined();
  });

  it('wraps the single mathType of version 1 into one operation, not persistent, with a new token', () => {
    const v1 = {
      role: 'student',
      sessionId: 's1',
      sessionCode: 'ABC234',
      studentId: 'p1',
      studentName: 'Ola',
      mathType: 'division',
      minNumber: 2,
      maxNumber: 9,
      isActive: true,
      joinedAt: NOW,
      lastActivity: NOW,
    };
    window.localStorage.setItem(
      'mattemester.session',
      JSON.stringify({ version: 1, data: { ...v1, reconnectionToken: 'old' } }),
    );
    const migrated = classSessionStore.read();
    expect(migrated).toMatchObject({
      role: 'student',
      studentName: 'Ola',
      isPersistent: false,
      operations: [{ type: 'division', numberRange: { min: 2, max: 9 }, challengeCount: 10 }],
    });
    expect(migrated?.role === 'student' && migrated.reconnectionToken).not.toBe('old');
  });

  it('drops a version 1 teacher session, which had no token', () => {
    window.localStorage.setItem(
      'mattemester.session',
      JSON.stringify({
        version: 1,
        data: { role: 'teacher', sessionId: 's1', sessionCode: 'ABC234' },
      }),
    );
    expect(classSessionStore.read()).toBeUndefined();
  });
});

describe('expiry', () => {
  it('keeps a normal session 24 hours and a persistent one 8 hours in the store', () => {
    expect(
      canStayStored({ isActive: true, isPersistent: false, lastActivity: NOW - 23 * HOUR }, NOW),
    ).toBe(true);
    expect(
      canStayStored({ isActive: true, isPersistent: false, lastActivity: NOW - 25 * HOUR }, NOW),
    ).toBe(false);
    expect(
      canStayStored({ isActive: true, isPersistent: true, lastActivity: NOW - 7 * HOUR }, NOW),
    ).toBe(true);
    expect(
      canStayStored({ isActive: true, isPersistent: true, lastActivity: NOW - 9 * HOUR }, NOW),
    ).toBe(false);
  });

  it('restores a teacher’s session as long as it stays stored, so the report can still be exported', () => {
    const teacher = { role: 'teacher', isActive: true, isPersistent: true } as const;
    expect(canRestore({ ...teacher, lastActivity: NOW - 6 * HOUR }, NOW)).toBe(true);
    expect(canRestore({ ...teacher, lastActivity: NOW - 9 * HOUR }, NOW)).toBe(false);
    expect(canRestore({ ...teacher, role: 'student', lastActivity: NOW - 6 * HOUR }, NOW)).toBe(
      false,
    );
  });

  it('restores within 30 minutes, or 240 for a persistent session', () => {
    expect(
      canRestore({ isActive: true, isPersistent: false, lastActivity: NOW - 29 * 60_000 }, NOW),
    ).toBe(true);
    expect(
      canRestore({ isActive: true, isPersistent: false, lastActivity: NOW - 31 * 60_000 }, NOW),
    ).toBe(false);
    expect(
      canRestore(
        {
          isActive: true,
          isPersistent: true,
          lastActivity: NOW - SESSION_EXPIRY.restorePersistentMs,
        },
        NOW,
      ),
    ).toBe(true);
    expect(
      canRestore(
        {
          isActive: true,
          isPersistent: true,
          lastActivity: NOW - SESSION_EXPIRY.restorePersistentMs - 1,
        },
        NOW,
      ),
    ).toBe(false);
    expect(canRestore({ isActive: false, isPersistent: true, lastActivity: NOW }, NOW)).toBe(false);
  });

  it('moves an expired stored session to the previous sessions', () => {
    classSessionStore.write(student({ lastActivity: NOW - 9 * HOUR }));
    expect(currentSession(NOW)).toBeUndefined();
    expect(classSessionStore.read()).toBeUndefined();
    expect(previousSessionsStore.read()?.[0]).toMatchObject({
      sessionCode: 'ABC234',
      reconnectionToken: 'token-1',
      endedAt: NOW,
    });
  });
});

describe('previous sessions', () => {
  it('keeps the token of a session the student left, so the same code rejoins', () => {
    classSessionStore.write(student());
    expect(storedStudentSession(NOW)?.studentId).toBe('p1');
    endStoredSession(NOW);
    expect(storedStudentSession(NOW)).toBeUndefined();
    expect(tokenForCode('ABC234', NOW)).toBe('token-1');
    expect(tokenForCode('ZZZZZZ', NOW)).toBeUndefined();
  });

  it('keeps at most 10, newest first, none older than 30 days', () => {
    for (let index = 0; index < 12; index += 1) {
      classSessionStore.write(student({ sessionId: `s${index}`, sessionCode: `CODE${index}` }));
      endStoredSession(NOW - (12 - index) * HOUR);
    }
    const list = previousSessionsStore.read() ?? [];
    expect(list).toHaveLength(PREVIOUS_SESSIONS.max);
    expect(list[0]?.sessionId).toBe('s11');
    expect(tokenForCode('CODE11', NOW + PREVIOUS_SESSIONS.maxAgeMs + HOUR)).toBeUndefined();
  });

  it('leaves a newer session alone when a late reply ends an older one', () => {
    classSessionStore.write(student({ sessionId: 'new', sessionCode: 'NEW234' }));
    endStoredSessionOf('old', NOW);
    expect(storedStudentSession(NOW)?.sessionId).toBe('new');
    endStoredSessionOf('new', NOW);
    expect(storedStudentSession(NOW)).toBeUndefined();
  });
});

describe('the name remembered for the next join', () => {
  it('keeps a name of flag emoji at the length limit, four UTF-16 units a flag', () => {
    const name = truncateName(`Kari ${'🇳🇴'.repeat(20)}`);
    expect(checkStudentName(name)).toEqual({ ok: true, name });
    expect(name.length).toBeGreaterThan(60);
    rememberedNameStore.write(name);
    expect(rememberedNameStore.read()).toBe(name);
  });
});
