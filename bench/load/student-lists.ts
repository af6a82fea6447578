import { performance } from 'node:perf_hooks';
import { STUDENT_LIST_POLL_MS } from '../../src/shared/contracts/socket-events';
import { startRefresher, type RefreshTimers } from '../../src/shared/live/refresher';
import { fetchStudentList, onOlderAnswerEvent, type Classroom } from './classroom';
import type { Recorder } from './recorder';

/** The live events that mark the dashboard's student list stale (use-teacher-session.ts). */
const LIST_EVENTS = [
  'studentJoined',
  'studentLeft',
  'studentAnswers',
  'sessionStarted',
  'sessionStopped',
  'settingsChanged',
] as const;

const nodeTimers: RefreshTimers<NodeJS.Timeout> = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/**
 * Each teacher's dashboard keeps its student list as the browser does, through the same refresher:
 * read at once, again when a live event marks it stale, at most once per `minIntervalMs`, and at
 * least every STUDENT_LIST_POLL_MS. Nothing when `minIntervalMs` is 0. The function returned
 * stops it and waits for the reads under way.
 */
export function followStudentLists(
  classrooms: readonly Classroom[],
  minIntervalMs: number,
  recorder: Recorder,
): () => Promise<void> {
  if (minIntervalMs === 0) return () => Promise.resolve();
  const underWay = new Set<Promise<void>>();
  const stops = classrooms.map((classroom) => {
    const read = () => {
      const reading = fetchStudentList(classroom, recorder);
      underWay.add(reading);
      return reading.finally(() => underWay.delete(reading));
    };
    const refresher = startRefresher(read, () => undefined, minIntervalMs, nodeTimers);
    const markStale = () => refresher.markStale();
    for (const event of LIST_EVENTS) classroom.teacher.on(event, markStale);
    const stopHearingOlder = onOlderAnswerEvent(classroom.teacher, markStale);
    const floor = setInterval(markStale, STUDENT_LIST_POLL_MS);
    return () => {
      clearInterval(floor);
      stopHearingOlder();
      for (const event of LIST_EVENTS) classroom.teacher.off(event, markStale);
      refresher.stop();
    };
  });
  return async () => {
    for (const stop of stops) stop();
    await Promise.all(underWay);
  };
}
