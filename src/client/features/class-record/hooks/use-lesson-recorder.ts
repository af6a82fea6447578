import type { LessonRecordReply } from '#shared/contracts/lesson-record';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#client/lib/api-client';
import { fetchLessonRecord, sendClassFacts } from '../api/lesson-record-api';
import { classFactsToSend } from '../model/class-facts-to-send';
import { recordLesson, type LessonQuestion } from '../model/record-lesson';
import type { ClassRecord } from '../model/class-record';
import { changeClass } from '../stores/classes';

/** How often a running lesson is recorded into its class, besides after answers. */
export const RECORD_EVERY_MS = 30_000;
/** After the class moves (a join, an answer), the lesson is recorded again this long after. */
export const RECORD_AFTER_ANSWERS_MS = 2_000;

/** The lesson's link to its class on the teacher's device. */
export interface LessonRecorder {
  /** Questions the teacher has still to answer ("Is 'Ada 2' the class's Ada?"). */
  readonly questions: readonly LessonQuestion[];
  /** The teacher's answer: whether the student is the pupil asked about. */
  answer(studentId: string, same: boolean): void;
  /** Records the lesson now (the teacher opened End, whose questions should be the latest). */
  refresh(): void;
  /**
   * The last record, before End; resolves to false when it could not be fetched (true when the
   * class has it, or has been deleted meanwhile).
   */
  recordFinal(): Promise<boolean>;
  /** When the class last got the lesson (the device's clock), or undefined before. */
  readonly recordedAt: number | undefined;
}

const randomId = () => crypto.randomUUID();

/** Brings the class's sealed copy in step, loading the sealing code only when it is needed. */
async function syncBackupSoon(classId: string): Promise<void> {
  try {
    const { syncClassBackup } = await import('../backup/class-backup');
    await syncClassBackup(classId);
  } catch {
    // Offline, or the code could not load: the next opening of the class brings it in step.
  }
}

/**
 * Records the running lesson into its class on this device (recordLesson): at once, every
 * RECORD_EVERY_MS, shortly after the class moves (`activity`, a count that grows with every join,
 * answer and removal), after each answer of the teacher, when asked (`refresh`) and a last time
 * before End. Without a class (undefined) it does nothing.
 */
export function useLessonRecorder(
  lesson: { classId?: string | undefined; sessionId: string; teacherToken: string },
  activity: number,
): LessonRecorder {
  const { classId, sessionId, teacherToken } = lesson;
  const [questions, setQuestions] = useState<readonly LessonQuestion[]>([]);
  const [recordedAt, setRecordedAt] = useState<number>();
  const answers = useRef(new Map<string, boolean>());
  /** The students the class's facts went to (or whose facts came from elsewhere). */
  const factsSent = useRef(new Set<string>());

  /** A child on a device without their facts continues from the class's (classFactsToSend). */
  const sendFactsOfClass = useCallback(
    (changed: ClassRecord, reply: LessonRecordReply) => {
      for (const { studentId, facts } of classFactsToSend(changed, reply, factsSent.current)) {
        factsSent.current.add(studentId);
        sendClassFacts(sessionId, teacherToken, studentId, facts).catch((error: unknown) => {
          // Refused for good (their own facts, or gone): never again; else at the next record.
          if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500)
            factsSent.current.delete(studentId);
        });
      }
    },
    [sessionId, teacherToken],
  );
  // Records run one at a time, each fetching when the one before has been kept, so that an
  // older reply never overwrites a newer one; once the last record before End has started, no
  // other starts.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const finishing = useRef(false);
  const record = useCallback(
    (settle: boolean): Promise<boolean> => {
      if (classId === undefined) return Promise.resolve(true);
      if (finishing.current && !settle) return Promise.resolve(false);
      if (settle) finishing.current = true;
      const run = queue.current.then(async () => {
        const reply = await fetchLessonRecord(sessionId, teacherToken);
        let open: readonly LessonQuestion[] = [];
        const nowMs = Date.now();
        const changed = await changeClass(classId, (stored) => {
          const recorded = recordLesson(stored, reply, {
            answers: answers.current,
            settle,
            nowMs,
            newPupilId: randomId,
          });
          open = recorded.questions;
          return recorded.record;
        });
        // A question the teacher answered while this record was on its way is not open.
        setQuestions(open.filter((question) => !answers.current.has(question.studentId)));
        if (changed !== undefined) {
          setRecordedAt(nowMs);
          sendFactsOfClass(changed, reply);
        }
        // A class deleted meanwhile keeps nothing, and holds back no End.
        return true;
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [classId, sessionId, teacherToken, sendFactsOfClass],
  );
  const recordQuietly = useCallback(() => {
    // A failed record is tried again at the next one; End's record says when it fails.
    record(false).catch(() => undefined);
  }, [record]);

  useEffect(() => {
    if (classId === undefined) return;
    recordQuietly();
    const timer = window.setInterval(recordQuietly, RECORD_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [classId, recordQuietly]);

  // At most one record waits for the class: a class answering all the time still gets one
  // every RECORD_AFTER_ANSWERS_MS.
  const firstActivity = useRef(activity);
  const waiting = useRef<number>(undefined);
  useEffect(() => {
    if (classId === undefined || activity === firstActivity.current) return;
    if (waiting.current !== undefined) return;
    waiting.current = window.setTimeout(() => {
      waiting.current = undefined;
      recordQuietly();
    }, RECORD_AFTER_ANSWERS_MS);
  }, [classId, activity, recordQuietly]);
  useEffect(() => () => window.clearTimeout(waiting.current), []);

  return {
    questions,
    recordedAt,
    answer: (studentId, same) => {
      answers.current.set(studentId, same);
      setQuestions((open) => open.filter((question) => question.studentId !== studentId));
      recordQuietly();
    },
    refresh: recordQuietly,
    recordFinal: () =>
      record(true)
        .then((kept) => {
          // The lesson reaches the class's copy on the server, if it is kept there.
          if (kept && classId !== undefined) void syncBackupSoon(classId);
          return kept;
        })
        .catch(() => {
          // The teacher may try End again, and the lesson goes on being recorded meanwhile.
          finishing.current = false;
          return false;
        }),
  };
}
