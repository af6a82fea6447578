import type { AnswerBody, AnswerReply, ClassProblem } from '#shared/contracts/sessions';
import { ApiError } from '#server/api-error';
import { tokenMatches } from '#server/auth/tokens';
import type { RetentionSweep } from '#server/sweeps';
import type { ClassDeps } from '#server/features/class/class-deps';
import type { ExamClock } from '#server/features/class/sweeps/exam-clock';
import { progressSummaryOf, statsOf } from '#server/features/class/views/session-views';
import { createActivityWrites } from '#server/features/class/storage/session-activity';
import type {
  CountingSession,
  Problem,
  StudentCounters,
} from '#server/features/class/model/class-model';
import {
  awaitsJoinScreen,
  drawNewProblem,
  fetchedAt,
  issuedWithJoin,
  issuedWithVerdict,
  newProblemFor,
  notRunningReason,
  present,
  type ProblemIssue,
} from './answer-rules';
import type { StoredForAnswer } from './answer-store/answer-store';
import { answerStoreFor, type ChosenAnswerStore } from './answer-store/answer-store-for-engine';
import { decideAnswer, type AnswerRead, type CountedAnswer } from './decide-answer';

/**
 * How often one answer is decided again after what it was decided from changed before it was
 * written (another answer of the student's, the teacher's changes): each time from a fresh read.
 */
const MAX_COUNT_ATTEMPTS = 5;

/**
 * Issuing problems and checking answers: the server decides what is correct, and counts it.
 * Answers are read and written through `chosen`, the store's engine's answer store by default.
 */
export function createAnswersService(
  { store, notifier, now }: ClassDeps,
  examClock: ExamClock,
  chosen: ChosenAnswerStore = answerStoreFor(store, now),
) {
  const answerStore = chosen.answers;
  /** The session times this process writes: its students move each session's once a minute. */
  const activityWrites = createActivityWrites();

  /**
   * The refusal with this code. An exam past its end time is ended first, so that its students and
   * teacher hear of it now rather than at the exam sweep's next pass.
   */
  async function refuse(session: CountingSession, code: ApiError['code'], status: number) {
    if (code === 'exam_ended') await examClock.endIfDue(session.id);
    return new ApiError(status, code);
  }

  /** The verdict on an answered problem, with the student's totals and the next problem. */
  async function verdict(
    session: CountingSession,
    student: StudentCounters,
    problem: Problem,
    next: ClassProblem | null,
  ): Promise<AnswerReply> {
    const { answer } = problem;
    return {
      nextProblem: next,
      isCorrect: answer?.isCorrect === true,
      correctIndex: problem.correctIndex,
      correctAnswer: problem.correctAnswer,
      ...(answer === null
        ? {}
        : { answered: { choiceIndex: answer.choiceIndex, typedAnswer: answer.typedAnswer } }),
      stats: statsOf(student),
      progress: progressSummaryOf(session, student, await answerStore.answeredTotals(student)),
    };
  }

  /**
   * The student's next problem, without its answer: the one issued and not answered yet (after a
   * reload), so asking twice never skips a question, or else a new one stored as `issue` says.
   */
  async function giveProblem(
    session: CountingSession,
    student: StudentCounters,
    issue: ProblemIssue,
    fetched = false,
  ): Promise<ClassProblem> {
    const notRunning = notRunningReason(session, issue.atMs);
    if (notRunning !== undefined) throw await refuse(session, notRunning, 409);
    if (student.finished) throw new ApiError(409, 'all_answered');
    const next = newProblemFor(session, student, issue, drawNewProblem());
    const given = await answerStore.openOrIssue(session, student, next);
    if (given === undefined) throw new ApiError(409, 'session_not_running');
    // The screen did not show the question its join brought in time: it counts from now.
    const timed =
      fetched && awaitsJoinScreen(given)
        ? await answerStore.retime(session, student, given, issue.atMs)
        : given;
    return present(session, timed, student, issue.atMs);
  }

  /** The student's next problem, fetched on its own (see giveProblem). */
  function nextProblem(session: CountingSession, student: StudentCounters): Promise<ClassProblem> {
    return giveProblem(session, student, fetchedAt(now()), true);
  }

  /**
   * The first problem of a student who has just joined a running class, for the join's reply, or
   * null when they have none to answer now (see giveProblem).
   */
  function firstProblem(
    session: CountingSession,
    student: StudentCounters,
  ): Promise<ClassProblem | null> {
    return noneWhenRefused(giveProblem(session, student, issuedWithJoin(now())));
  }

  /**
   * The next problem for a verdict given again (it goes out with the verdict), or null when
   * there is none to give now.
   */
  async function nextProblemOrNull(
    session: CountingSession,
    student: StudentCounters,
    isCorrect: boolean,
  ): Promise<ClassProblem | null> {
    return noneWhenRefused(giveProblem(session, student, issuedWithVerdict(now(), isCorrect)));
  }

  /** A verdict given again: the stored answer, the student as stored, and their next problem. */
  async function repeatedVerdict(session: CountingSession, studentId: string, problem: Problem) {
    const student = await answerStore.findStudent(studentId);
    if (student === undefined) throw new ApiError(404, 'student_not_found');
    const isCorrect = problem.answer?.isCorrect === true;
    return verdict(session, student, problem, await nextProblemOrNull(session, student, isCorrect));
  }

  /** The verdict on a counted answer, after one event to the teacher's room with all it shows. */
  async function replyCounted(
    read: AnswerRead,
    counted: CountedAnswer,
    given: Problem | null,
  ): Promise<AnswerReply> {
    const { session, problem } = read;
    const atMs = counted.answered.answeredAtMs;
    const next = given === null ? null : present(session, given, counted.student, atMs);
    const answered = { ...problem, answer: counted.answered };
    const reply = await verdict(session, counted.student, answered, next);
    notifier.answerCounted(session.id, {
      studentId: counted.student.id,
      stats: reply.stats,
      finished: reply.progress.finished,
      currentOperationIndex: reply.progress.currentOperation,
    });
    return reply;
  }

  /**
   * What was read, if the token is the student's and the problem theirs; otherwise the refusal:
   * 404 for an unknown student, session or problem, 403 for another token or a removed student.
   */
  function authorized(stored: StoredForAnswer | undefined, token: string): AnswerRead | ApiError {
    if (stored === undefined) return new ApiError(404, 'student_not_found');
    const { student, session, problem, totals } = stored;
    if (!tokenMatches(token, student.tokenHash)) return new ApiError(403, 'forbidden');
    if (student.removedAtMs !== null) return new ApiError(403, 'student_removed');
    if (session === undefined) return new ApiError(404, 'session_not_found');
    if (problem === undefined) return new ApiError(404, 'problem_not_found');
    return { session, student, problem, totals };
  }

  /**
   * One attempt at the answer from `stored`: the reply, or 'readAgain' when what was read had
   * changed before the count was written (or, kept in memory, would refuse the answer).
   */
  async function countOnce(
    stored: StoredForAnswer | undefined,
    token: string,
    body: AnswerBody,
  ): Promise<AnswerReply | 'readAgain'> {
    const read = authorized(stored, token);
    const kept = stored?.kept === true;
    if (read instanceof ApiError) {
      if (kept) return 'readAgain';
      throw read;
    }
    const decision = decideAnswer(read, body, now(), drawNewProblem());
    if (decision.kind === 'answeredBefore')
      return repeatedVerdict(read.session, read.student.id, read.problem);
    if (decision.kind === 'refused') {
      if (kept) return 'readAgain';
      throw await refuse(read.session, decision.code, decision.status);
    }
    const touchSession = activityWrites.claim(
      read.session.id,
      read.session.lastActivityAtMs,
      decision.answered.answeredAtMs,
    );
    const outcome = await answerStore.commit(read, decision, touchSession);
    if (outcome.kind === 'counted') return replyCounted(read, decision, outcome.given);
    return 'readAgain';
  }

  return {
    nextProblem,
    firstProblem,

    /** Forgets, every minute, what was kept for answers that did not come (see AnswerContext). */
    contextSweep: {
      name: 'answer contexts',
      sweep: () => Promise.resolve(chosen.dropExpired()),
    } satisfies RetentionSweep,

    /** Forgets, every minute, the session times this process wrote a minute ago or more. */
    activitySweep: {
      name: 'session activity writes',
      sweep: () => Promise.resolve(activityWrites.dropExpired(now())),
    } satisfies RetentionSweep,

    /**
     * The student's answer, checked against the stored problem and counted once (decideAnswer):
     * a repeated answer gets the first verdict back. Read, decided and written again from a
     * fresh read whenever what it was decided from changed before the write.
     */
    async answer(
      studentId: string,
      token: string | undefined,
      body: AnswerBody,
    ): Promise<AnswerReply> {
      if (token === undefined) throw new ApiError(401, 'missing_token');
      for (let attempt = 1; ; attempt += 1) {
        const reply = await countOnce(
          await answerStore.read(studentId, body.problemId),
          token,
          body,
        );
        if (reply !== 'readAgain') return reply;
        if (attempt === MAX_COUNT_ATTEMPTS)
          throw new Error(`An answer was decided ${String(attempt)} times and never written`);
      }
    },
  };
}

/** The answers service. */
export type AnswersService = ReturnType<typeof createAnswersService>;

/** The problem given, or null where giving one now is refused (409: not running, all answered). */
async function noneWhenRefused(giving: Promise<ClassProblem>): Promise<ClassProblem | null> {
  try {
    return await giving;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409) return null;
    throw error;
  }
}
