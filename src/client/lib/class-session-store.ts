import { z } from 'zod';
import { defineStore } from './storage';

/** A pupil's place in a class, kept so a reload or a dropped connection does not lose it. */
export const studentSessionSchema = z.object({
  role: z.literal('student'),
  sessionId: z.string(),
  sessionCode: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  reconnectionToken: z.string(),
  isActive: z.boolean(),
  isPersistent: z.boolean(),
  joinedAt: z.number(),
  lastActivity: z.number(),
});
export type StoredStudentSession = z.infer<typeof studentSessionSchema>;

/** A teacher's session: the token is the only key to it, so it is kept on this device only. */
export const teacherSessionSchema = z.object({
  role: z.literal('teacher'),
  sessionId: z.string(),
  sessionCode: z.string(),
  teacherId: z.string(),
  teacherToken: z.string(),
  isActive: z.boolean(),
  createdAt: z.number(),
  lastActivity: z.number(),
});
export type StoredTeacherSession = z.infer<typeof teacherSessionSchema>;

/** The current class session of this device, pupil or teacher (session store v2, SPEC §4). */
export const classSessionStore = defineStore({
  key: 'mattemester.session',
  version: 2,
  schema: z.discriminatedUnion('role', [studentSessionSchema, teacherSessionSchema]),
});

/** The stored pupil session, if this device is a pupil in a class. */
export function storedStudentSession(): StoredStudentSession | undefined {
  const stored = classSessionStore.read();
  return stored?.role === 'student' && stored.isActive ? stored : undefined;
}

/** The stored teacher session, if this device runs a class. */
export function storedTeacherSession(): StoredTeacherSession | undefined {
  const stored = classSessionStore.read();
  return stored?.role === 'teacher' && stored.isActive ? stored : undefined;
}

/** The name a pupil joined with last time, offered again on the join screen. */
export const rememberedNameStore = defineStore({
  key: 'mattemester.studentName',
  version: 1,
  schema: z.string().max(20),
});
