import type { StoredStudentSession } from './class-session-store';

/** A test object: a student of a class whose session this device keeps, active at `at`. */
export function storedStudent(at: number): StoredStudentSession {
  return {
    role: 'student',
    sessionId: 'session-1',
    sessionCode: 'K7QM3X',
    studentId: 'student-1',
    studentName: 'Ola',
    reconnectionToken: 'token-1',
    isActive: true,
    isPersistent: true,
    joinedAt: at,
    lastActivity: at,
  };
}
