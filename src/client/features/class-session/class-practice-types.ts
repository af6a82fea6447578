import type {
  AnswerReply,
  ClassProblem,
  StudentProgressSummary,
  StudentSessionState,
  StudentStats,
} from '#shared/contracts/sessions';
import type { StoredStudentSession } from '#client/features/class/class-session-store';
import type { HandedProblem } from '#client/features/class/join-problem-handover';
import type { ServerDeadline } from '#client/ui/countdown';

/*
 * What a pupil's class practice screen holds and the events that change it; the rules are
 * classPracticeReducer's (class-practice-state.ts).
 */

/** An answer given and not yet confirmed by the server (kept across a reload). */
export type PendingAnswer = NonNullable<StoredStudentSession['pendingAnswer']>;

/** The verdict the server gave on the current problem. */
export interface ClassVerdict {
  /** Null when the answer was typed, or the question's time ran out before a choice. */
  readonly choiceIndex: number | null;
  /** The number typed; null for a choice or when the time ran out. */
  readonly typedAnswer: number | null;
  readonly correctIndex: number;
  readonly correctAnswer: number;
  readonly isCorrect: boolean;
}

/**
 * Why the server did not count the student's last answer: it arrived after the class had stopped
 * (and the stop's grace), or its question is no longer asked (the class was restarted).
 */
export type AnswerRefusal = 'late' | 'gone';

/** Why the results are shown. */
export type ResultsReason = 'teacher-stopped' | 'exam-ended' | 'finished';

/** What the class practice screen shows. */
export type ClassScreen =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'practice' }
  | { readonly kind: 'results'; readonly reason: ResultsReason }
  | { readonly kind: 'removed' }
  | { readonly kind: 'ended' };

/** Everything the class practice screen shows, and what it waits for. */
export interface ClassPracticeState {
  readonly screen: ClassScreen;
  /** The question on screen; undefined while the next one loads. */
  readonly problem: ClassProblem | undefined;
  readonly verdict: ClassVerdict | undefined;
  readonly pending: PendingAnswer | undefined;
  /**
   * True while the pending answer's last send found no connection: only then does the screen say
   * it is saved and sent when the connection is back.
   */
  readonly pendingUnsent: boolean;
  /** Why the last answer was not counted, until the student gives another. */
  readonly refusal: AnswerRefusal | undefined;
  readonly stats: StudentStats;
  readonly progress: StudentProgressSummary | undefined;
  readonly deadline: ServerDeadline | undefined;
  /** The question that came with the last verdict, so Next needs no request. */
  readonly issuedNext: ClassProblem | undefined;
  /** A question must be asked for (a start, a reconnect, new settings): the hook fetches it. */
  readonly wantsProblem: boolean;
  /**
   * The request for a question whose reply may still put it on screen. An answer given while it
   * is on its way makes its reply stale: the verdict brings the next question, and a reply read
   * before that answer counted would bring the answered question back.
   */
  readonly ask: number | undefined;
  /**
   * The question the join issued, on screen from the start (when the screen came up within
   * JOIN_QUESTION_SHOW_MS of the join's reply) until the first live event: a first state saying
   * the class runs keeps the question on screen rather than asking for one; any other live event
   * decides as it would without it.
   */
  readonly joinProblem: JoinProblem | undefined;
}

/** The question a join brought, and when its reply arrived (the join page's hand-over). */
export type JoinProblem = HandedProblem;

/** What happens to the screen: live events, replies, and the student's own actions. */
export type ClassPracticeEvent =
  /** The server's full state, on every (re)connect and after new settings. */
  | { readonly type: 'stateReceived'; readonly state: StudentSessionState; readonly at: number }
  | {
      readonly type: 'started';
      readonly endsAtMs: number | null;
      readonly serverNowMs: number;
      readonly at: number;
    }
  | { readonly type: 'stopped'; readonly reason: 'teacher-stopped' | 'completed' }
  | { readonly type: 'left'; readonly ending: 'removed' | 'ended' }
  /**
   * A question is being fetched: an answered one goes, so its buttons never look open again; an
   * open one stays (a reconnect asks again, and the server gives the same one back).
   */
  | { readonly type: 'problemRequested'; readonly ask?: number }
  /** The reply to the request `ask` (always current when absent). */
  | { readonly type: 'problemShown'; readonly problem: ClassProblem; readonly ask?: number }
  | { readonly type: 'answerGiven'; readonly answer: PendingAnswer }
  | {
      readonly type: 'verdictReceived';
      readonly answer: PendingAnswer;
      readonly reply: AnswerReply;
    }
  /** The pending answer's send found no connection: it is kept and sent again. */
  | { readonly type: 'answerUnsent' }
  /**
   * The server refused the pending answer (it is dropped; the screen asks again), and why, when
   * the student is to be told.
   */
  | { readonly type: 'answerRefused'; readonly reason: AnswerRefusal | undefined }
  | { readonly type: 'nextRequested' };
