import { scheduleFromDeviceFacts, type DeviceFacts } from '#shared/contracts/device-facts';
import { ApiError } from '#server/api-error';
import type { ClassDeps } from '#server/features/class/class-deps';
import { classFactsBeforeJoin, mayTakeClassFacts } from '#server/features/class/model/class-facts';
import type { ClassSession } from '#server/features/class/model/class-model';

/**
 * A child on a device with no facts of theirs (a shared tablet, a cleared browser) continues from
 * the facts their class holds of them: the teacher's device sends them, the student's questions
 * follow them from their next one, and their device is told, to keep them. Both take them dated at
 * most just before the join (classFactsBeforeJoin).
 */
export function createClassFactsService({ store, notifier, now }: ClassDeps) {
  return {
    /**
     * Gives the student of the session the class's facts: 404 for a student not (or no longer)
     * of this session, 409 `facts_kept` when their facts came from their device or the class
     * already (a child on their own device keeps their own).
     */
    async give(session: ClassSession, studentId: string, facts: DeviceFacts): Promise<void> {
      const student = await store.students.findById(studentId);
      if (student?.sessionId !== session.id || student.removedAtMs !== null)
        throw new ApiError(404, 'student_not_found');
      if (!mayTakeClassFacts(student)) throw new ApiError(409, 'facts_kept');
      const beforeJoin = classFactsBeforeJoin(facts, student.joinedAtMs);
      const schedule = scheduleFromDeviceFacts(beforeJoin, now());
      if (!(await store.students.giveClassFacts(studentId, schedule)))
        throw new ApiError(409, 'facts_kept');
      // The device keeps them as the server does, so both date them by the server's clock.
      notifier.toStudent(studentId, 'classFacts', { facts: beforeJoin });
    },
  };
}

/** The class facts service. */
export type ClassFactsService = ReturnType<typeof createClassFactsService>;
