import type { ClassProblem, StudentSessionState, StudentStats } from '#shared/contracts/sessions';
import { JOIN_QUESTION_SHOW_MS } from '#shared/contracts/join-question-time';
import type {
  ClassPracticeEvent,
  ClassPracticeState,
  ClassScreen,
  JoinProblem,
  PendingAnswer,
} from './class-practice-types';

const EMPTY_STATS: StudentStats = {
  correct: 0,
  incorrect: 0,
  streak: 0,
  bestStreak: 0,
  questionsAnswered: 0,
  totalTimeSpentMs: 0,
};

/**
 * The screen before the server has said anything, at `nowMs` (ms since the epoch): with an answer
 * kept from before a reload, or else the question the join issued when its reply came at most
 * JOIN_QUESTION_SHOW_MS ago (see joinProblem), or else connecting. The server allows for that
 * wait in the question's time, so the child reads it while the live connection opens.
 */
export function initialClassPractice(
  pending: PendingAnswer | undefined,
  joinProblem?: JoinProblem,
  nowMs = 0,
): ClassPracticeState {
  const shown =
    pending === undefined &&
    joinProblem !== undefined &&
    nowMs - joinProblem.atMs <= JOIN_QUESTION_SHOW_MS
      ? joinProblem
      : undefined;
  return {
    screen: shown === undefined ? { kind: 'connecting' } : { kind: 'practice' },
    problem: shown?.problem,
    verdict: undefined,
    pending,
    pendingUnsent: false,
    refusal: undefined,
    stats: EMPTY_STATS,
    progress: undefined,
    deadline: undefined,
    issuedNext: undefined,
    wantsProblem: false,
    ask: undefined,
    joinProblem: shown,
  };
}

function deadlineOf(endsAtMs: number | null, serverNowMs: number, at: number) {
  return endsAtMs === null ? undefined : { endsAtMs, serverNowMs, receivedAt: at };
}

function resultsFor(reason: 'teacher-stopped' | 'completed'): ClassScreen {
  return { kind: 'results', reason: reason === 'completed' ? 'exam-ended' : 'teacher-stopped' };
}

/**
 * True on a screen that an ending event put up (the teacher's stop, the exam's end, a removal, the
 * end of the session). There no question is shown or answered, whatever timer or reply comes
 * later, until the server says the class runs again.
 */
export function practiceClosed(screen: ClassScreen): boolean {
  if (screen.kind === 'results') return screen.reason !== 'finished';
  return screen.kind === 'removed' || screen.kind === 'ended';
}

/** True once the student's place in the class is over: nothing brings a question back. */
function classLeft(screen: ClassScreen): boolean {
  return screen.kind === 'removed' || screen.kind === 'ended';
}

/**
 * True where a question that arrives may be put on screen: not in the waiting room (before the
 * start) and not after an ending event. Finished results may turn back into a question when the
 * teacher gives more (continuous mode, more questions).
 */
function questionMayShow(screen: ClassScreen): boolean {
  return screen.kind !== 'waiting' && !practiceClosed(screen);
}

/** True when the student may answer the question on screen now (once per question). */
export function canGiveAnswer(state: ClassPracticeState): boolean {
  return (
    state.screen.kind === 'practice' &&
    state.problem !== undefined &&
    state.verdict === undefined &&
    state.pending === undefined
  );
}

/** The class runs again after a stop: the old question and verdict go, and a new one is asked for. */
function reopened(state: ClassPracticeState): ClassPracticeState {
  return {
    ...state,
    screen: { kind: 'practice' },
    problem: undefined,
    verdict: undefined,
    issuedNext: undefined,
    wantsProblem: state.pending === undefined,
  };
}

/** What the server's full state shows: results, the waiting room, or practice (a question). */
function fromServerState(
  current: ClassPracticeState,
  state: StudentSessionState,
  at: number,
): ClassPracticeState {
  // A state read before the screen's last verdict was counted can arrive after that verdict: it
  // counts fewer answers, and a student's count only grows, so the verdict's figures stay, and so
  // does the question the verdict brought (issued after that state was read).
  const stale = state.student.stats.questionsAnswered < current.stats.questionsAnswered;
  const progress =
    stale && current.progress !== undefined ? current.progress : state.student.progress;
  const updated = {
    ...current,
    stats: stale ? current.stats : state.student.stats,
    progress,
    deadline: deadlineOf(state.endsAtMs, state.serverNowMs, at),
  };
  if (state.phase === 'stopped')
    return {
      ...updated,
      screen: resultsFor(state.stopReason ?? 'teacher-stopped'),
      issuedNext: undefined,
      wantsProblem: false,
    };
  if (progress.finished)
    return { ...updated, screen: { kind: 'results', reason: 'finished' }, wantsProblem: false };
  if (state.phase !== 'running') return { ...updated, screen: { kind: 'waiting' } };
  // Back to questions after a stop, from the waiting room, or after the student's own results when
  // the teacher gave them more.
  if (current.screen.kind === 'results' || current.screen.kind === 'waiting')
    return reopened(updated);
  // Running: the question on screen may be gone (new settings), so it is asked for again, unless
  // an answer is on its way, whose verdict brings the next one. A verdict on screen stays until
  // Next, which then asks for the question instead of using the one that came with the verdict.
  if (current.verdict !== undefined)
    return { ...updated, issuedNext: stale ? current.issuedNext : undefined };
  return { ...updated, wantsProblem: current.pending === undefined };
}

/**
 * A student's practice in a class as a pure reducer: the hook (useClassPractice) feeds it live
 * events and replies and carries out what it asks for (a question to fetch, an answer to send).
 * The server's full state decides the screen on every (re)connect; an answer is given once per
 * question and kept until the server confirms it. An ending event (stop, exam over, removal, end)
 * wins over every timer and reply that comes after it: only `started` or a full state that says
 * the class runs brings a question back, and nothing does after a removal or the end.
 */
export function classPracticeReducer(
  state: ClassPracticeState,
  event: ClassPracticeEvent,
): ClassPracticeState {
  const after = nextState(state, event);
  if (state.joinProblem === undefined) return after;
  // An answer refused before the live connection has said anything: the question on screen is
  // gone (a new one is asked for now, over HTTP) or the class has stopped (the state, on its way,
  // will say so); the state that would say either may be seconds away.
  if (event.type === 'answerRefused' && state.pending !== undefined)
    return { ...after, problem: undefined, wantsProblem: event.reason !== 'late' };
  if (!LIVE_EVENTS.has(event.type)) return after;
  // The first live event decides: a class that runs keeps the question on screen (the join's, or
  // the one the student went on to), as the server issued it for this student; anything else
  // goes as it would have gone.
  const heard = { ...after, joinProblem: undefined };
  const keeps =
    event.type === 'stateReceived' &&
    after.screen.kind === 'practice' &&
    after.wantsProblem &&
    state.problem !== undefined;
  return keeps ? { ...heard, problem: state.problem, wantsProblem: false } : heard;
}

/** The events of the live channel, as against the student's own actions and replies. */
const LIVE_EVENTS: ReadonlySet<ClassPracticeEvent['type']> = new Set([
  'stateReceived',
  'started',
  'stopped',
  'left',
]);

function nextState(state: ClassPracticeState, event: ClassPracticeEvent): ClassPracticeState {
  switch (event.type) {
    case 'stateReceived':
      if (classLeft(state.screen)) return state;
      return fromServerState(state, event.state, event.at);
    case 'started': {
      if (classLeft(state.screen)) return state;
      const withDeadline = {
        ...state,
        deadline: deadlineOf(event.endsAtMs, event.serverNowMs, event.at),
      };
      // A student who had answered everything before a stop goes back to their own results.
      if (state.screen.kind === 'results' && state.progress?.finished === true)
        return { ...withDeadline, screen: { kind: 'results', reason: 'finished' } };
      if (practiceClosed(state.screen) || state.screen.kind === 'waiting')
        return { ...reopened(withDeadline), wantsProblem: true };
      return { ...withDeadline, wantsProblem: true };
    }
    case 'stopped':
      if (classLeft(state.screen)) return state;
      return {
        ...state,
        screen: resultsFor(event.reason),
        issuedNext: undefined,
        wantsProblem: false,
      };
    case 'left':
      if (classLeft(state.screen)) return state;
      return {
        ...state,
        screen: { kind: event.ending },
        issuedNext: undefined,
        wantsProblem: false,
      };
    case 'problemRequested':
      return {
        ...state,
        problem: state.verdict === undefined ? state.problem : undefined,
        verdict: undefined,
        wantsProblem: false,
        ask: event.ask,
      };
    case 'problemShown':
      if (event.ask !== undefined && event.ask !== state.ask) return state;
      if (!questionMayShow(state.screen)) return state;
      // An answer to another question is on its way: its verdict is shown on its own question, and
      // then the verdict, Next or a refusal brings or asks for the next one.
      if (state.pending !== undefined && state.pending.problemId !== event.problem.problemId)
        return state;
      // The question already on screen, given again: its time, a choice on its way and its
      // verdict stay as they are; only its place in the lesson may have moved (an operation the
      // teacher added since makes it "3 of 20", not "3 of 10").
      if (state.screen.kind === 'practice' && state.problem?.problemId === event.problem.problemId)
        return samePlace(state.problem, event.problem)
          ? state
          : { ...state, problem: withPlaceOf(state.problem, event.problem) };
      return {
        ...state,
        problem: event.problem,
        verdict: undefined,
        screen: { kind: 'practice' },
      };
    case 'answerGiven':
      if (!canGiveAnswer(state)) return state;
      return {
        ...state,
        pending: event.answer,
        pendingUnsent: false,
        refusal: undefined,
        ask: undefined,
      };
    case 'verdictReceived': {
      const { answer, reply } = event;
      // A repeated answer's verdict is the first answer's: that one is shown, not the tap.
      const counted = reply.answered ?? {
        choiceIndex: answer.choiceIndex,
        typedAnswer: answer.typedAnswer ?? null,
      };
      return {
        ...state,
        pending: undefined,
        pendingUnsent: false,
        verdict: {
          choiceIndex: counted.choiceIndex,
          typedAnswer: counted.typedAnswer,
          correctIndex: reply.correctIndex,
          correctAnswer: reply.correctAnswer,
          isCorrect: reply.isCorrect,
        },
        stats: reply.stats,
        progress: reply.progress,
        // After an ending event the question that came along is not shown: a restart asks anew.
        issuedNext: practiceClosed(state.screen) ? undefined : (reply.nextProblem ?? undefined),
      };
    }
    case 'answerUnsent':
      return state.pending === undefined ? state : { ...state, pendingUnsent: true };
    case 'answerRefused':
      // A question the server no longer asks is not shown as open while the next is fetched.
      return {
        ...state,
        problem: event.reason === 'gone' ? undefined : state.problem,
        pending: undefined,
        pendingUnsent: false,
        refusal: event.reason,
      };
    case 'nextRequested':
      if (state.verdict === undefined || practiceClosed(state.screen)) return state;
      if (state.progress?.finished === true)
        return { ...state, screen: { kind: 'results', reason: 'finished' } };
      if (state.issuedNext !== undefined)
        return {
          ...state,
          problem: state.issuedNext,
          issuedNext: undefined,
          verdict: undefined,
          screen: { kind: 'practice' },
        };
      return { ...state, problem: undefined, verdict: undefined, wantsProblem: true };
  }
}

/** What says where a question stands in the student's lesson ("question 3 of 20, step 2"). */
const PLACE_FIELDS = [
  'questionNumber',
  'operationQuestionNumber',
  'totalQuestions',
  'operationStep',
  'round',
] as const satisfies readonly (keyof ClassProblem)[];

/** Whether two copies of one question stand at the same place in the student's lesson. */
function samePlace(shown: ClassProblem, given: ClassProblem): boolean {
  return PLACE_FIELDS.every((field) => shown[field] === given[field]);
}

/** The question on screen, at the place in the lesson that a later copy of it gives. */
function withPlaceOf(shown: ClassProblem, given: ClassProblem): ClassProblem {
  const { questionNumber, operationQuestionNumber, totalQuestions, operationStep, round } = given;
  return {
    ...shown,
    questionNumber,
    operationQuestionNumber,
    totalQuestions,
    operationStep,
    round,
  };
}
