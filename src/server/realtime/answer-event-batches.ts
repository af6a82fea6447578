import type { StudentAnswerEvent } from '#shared/contracts/socket-events';

/**
 * How long a session's answers gather before they go to its teacher screens together, once one
 * has just gone. A lone answer goes at once; in a busy class each message carries several, and
 * a screen hears of an answer at most this much later, well inside the 150 ms the teacher's
 * event may take. Each message is a write to every teacher socket, which cost more of a busy
 * server's CPU than counting the answer's JSON.
 */
export const ANSWER_EVENT_WINDOW_MS = 60;

/** The answers of each session on their way to its teacher screens. */
export interface AnswerEventBatches {
  /** An answer counted: sent now if none went within the window, else with the next batch. */
  add(sessionId: string, answer: StudentAnswerEvent): void;
  /** Sends what waits for the session now (before another of its events, so order holds). */
  flush(sessionId: string): void;
  /** Cancels every timer and drops what waits (the process is closing). */
  stop(): void;
}

interface Waiting {
  /** The latest answer event of each student, in the order they first waited. */
  readonly answers: Map<string, StudentAnswerEvent>;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Batches of answer events per session: the first answer after a quiet window goes at once and
 * opens a window of `windowMs`; answers within it wait and go together as it closes, which opens
 * the next. A student's answer replaces their earlier one waiting (each carries all the screen
 * shows of them), so a batch holds at most one per student. `send` gets each batch in order.
 */
export function createAnswerEventBatches(
  send: (sessionId: string, answers: StudentAnswerEvent[]) => void,
  windowMs: number = ANSWER_EVENT_WINDOW_MS,
): AnswerEventBatches {
  const sessions = new Map<string, Waiting>();
  let stopped = false;

  const sendWaiting = (sessionId: string, waiting: Waiting): boolean => {
    if (waiting.answers.size === 0) return false;
    const answers = [...waiting.answers.values()];
    waiting.answers.clear();
    send(sessionId, answers);
    return true;
  };

  const openWindow = (sessionId: string, waiting: Waiting) => {
    waiting.timer = setTimeout(() => {
      if (sendWaiting(sessionId, waiting)) openWindow(sessionId, waiting);
      else sessions.delete(sessionId);
    }, windowMs);
    // The process may stop while a window is open: nothing waits for it.
    waiting.timer.unref();
  };

  return {
    add(sessionId, answer) {
      if (stopped) return;
      const waiting = sessions.get(sessionId);
      if (waiting !== undefined) {
        waiting.answers.set(answer.studentId, answer);
        return;
      }
      send(sessionId, [answer]);
      const opened: Waiting = { answers: new Map(), timer: undefined };
      sessions.set(sessionId, opened);
      openWindow(sessionId, opened);
    },
    flush(sessionId) {
      const waiting = sessions.get(sessionId);
      if (waiting !== undefined) sendWaiting(sessionId, waiting);
    },
    stop() {
      stopped = true;
      for (const waiting of sessions.values()) clearTimeout(waiting.timer);
      sessions.clear();
    },
  };
}
