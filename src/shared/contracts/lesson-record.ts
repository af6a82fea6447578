import { z } from 'zod/mini';
import { operationConfigSchema } from './session-settings';
import { deviceFactsSchema, studentStatsSchema } from './sessions';

/**
 * One student as a lesson leaves them, for the teacher's device to keep with the class: their
 * figures, and each fact of the lesson's operations (and picked tables) they have met, in this
 * lesson or on their own device before it, in the form a device sends with a join (DeviceFact:
 * key, the scheduler's box, when last answered, the tally, questions since). A fact not listed is
 * not practised yet; the box says learning or fluent (factStatus).
 */
export const lessonRecordStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  /** Milliseconds since 1970. */
  joinedAtMs: z.number(),
  lastSeenAtMs: z.number(),
  /** The teacher removed the student; their answers still count. */
  removed: z.boolean(),
  stats: studentStatsSchema,
  facts: deviceFactsSchema,
  /**
   * Where the student's facts came from when the lesson began: their device's join, their class
   * (PUT .../class-facts), or neither yet (null), when the teacher's device may send the class's;
   * absent from a server before it was kept, when nothing is sent.
   */
  factsFrom: z.optional(z.nullable(z.enum(['device', 'class']))),
});
export type LessonRecordStudent = z.infer<typeof lessonRecordStudentSchema>;

/**
 * GET /api/sessions/{id}/lesson-record (teacher): what the lesson leaves behind for the teacher's
 * device, which keeps it with the class; the server keeps nothing of it after End.
 */
export const lessonRecordReplySchema = z.object({
  sessionId: z.string(),
  /** When the teacher first started the lesson (milliseconds since 1970); null before. */
  startedAtMs: z.nullable(z.number()),
  /** The server's time of this record. */
  recordedAtMs: z.number(),
  operations: z.array(operationConfigSchema),
  students: z.array(lessonRecordStudentSchema),
});
export type LessonRecordReply = z.infer<typeof lessonRecordReplySchema>;
