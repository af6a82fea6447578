import { describe, expect, it } from 'vitest';
import { studentsToRemove } from './students-to-remove';

const JOINED_MS = Date.UTC(2026, 10, 23, 8, 0, 0);

/** The session's students as listed: Ada and Bo at the start, Cy a second later, Di removed. */
const listed = [
  { id: 'ada', joinedAtMs: JOINED_MS, removedAtMs: null },
  { id: 'bo', joinedAtMs: JOINED_MS, removedAtMs: null },
  { id: 'cy', joinedAtMs: JOINED_MS + 1000, removedAtMs: null },
  { id: 'di', joinedAtMs: JOINED_MS + 2000, removedAtMs: JOINED_MS + 3000 },
];

describe('studentsToRemove', () => {
  it('takes the students named, in the order listed', () => {
    expect(studentsToRemove(listed, { studentIds: ['cy', 'ada'] })).toEqual(['ada', 'cy']);
  });

  it('skips a named student who was removed before', () => {
    expect(studentsToRemove(listed, { studentIds: ['di', 'bo'] })).toEqual(['bo']);
    expect(studentsToRemove(listed, { studentIds: ['di'] })).toEqual([]);
  });

  it('removes no one when one id is not a student of the session', () => {
    expect(studentsToRemove(listed, { studentIds: ['ada', 'stranger'] })).toBeUndefined();
  });

  it('takes everyone not yet removed who joined at the moment or later', () => {
    expect(studentsToRemove(listed, { joinedSinceMs: JOINED_MS + 1000 })).toEqual(['cy']);
    expect(studentsToRemove(listed, { joinedSinceMs: JOINED_MS })).toEqual(['ada', 'bo', 'cy']);
    expect(studentsToRemove(listed, { joinedSinceMs: JOINED_MS + 1001 })).toEqual([]);
  });
});
