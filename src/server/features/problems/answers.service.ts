import type { AnswerBody, AnswerReply, ClassProblem } from '#shared/contracts/sessions';
import { ApiError } from '../../api-error';
import { tokenMatches } from '../../auth/tokens';
import type { Repos } from '../../db/store';
import type { RetentionSweep } from '../../sweeps';
import type { ClassDeps } from '../class/class-deps';
import type { ExamClock } from '../class/exam-clock';
import { storedTotalsOf, withAnswerCounted } from '../class/operation-totals';
import { progressSummaryOf, statsOf } from '../class/session-views';
import { withoutName, type StudentCounters, type StudentRow } from '../students/students.repo';
import { createAnswerContexts } from './answer-contexts';
import type { AnswerCountsRepo } from './answer-count.repo';
import { createActivityWrites } from '../sessions/session-activity';
import {
  afterAnswer,
  answeredFieldsOf,
  choiceExists,
  answerFacts,
  countingSessionOf,
  newProblemFor,
  notRunningReason,
  present,
  type CountingSession,
} from './answer-rules';
import type { AnswerFields, AnsweredTotals, ProblemRow } from './problems.repo';

/** Issuing problems and checking answers: the server decides what is correct, and counts it. */
export function createAnswersService({ store, notifier, now }: ClassDeps, examClock: ExamClock) {
  /** Only where counting costs round trips (PostgreSQL) is a pupil's next answer prepared. */
  const contexts = store.answerCounts === undefined ? undefined : createAnswerContexts(now);
  /** The session times this process writes: its pupils move each session's once a minute. */
  const activityWrites = createActivityWrites();
  const activityDue = (session: CountingSession, time: number) =>
    activityWrites.claim(session.id, session.last_activity_at_ms, time);

  /** Problems and answers only while the session runs and, in an exam, before the end time. */
  async function requireRunning(session: CountingSession): Promise<void> {
    const reason = notRunningReason(session, now());
    if (reason === undefined) return;
    if (reason === 'exam_ended') await examClock.endIfDue(session.id);
    throw new ApiError(409, reason);
  }

  /** The verdict on an answered problem, with the pupil's totals and the next problem. */
  async function verdict(
    session: CountingSession,
    student: StudentCounters,
    problem: ProblemRow,
    next: ClassProblem | null,
  ): Promise<AnswerReply> {
    return {
      nextProblem: next,
      isCorrect: problem.is_correct === 1,
      correctIndex: problem.correct_index,
      correctAnswer: problem.correct_answer,
      stats: statsOf(student),
      progress: progressSummaryOf(
        session,
        student,
        storedTotalsOf(student) ?? (await store.problems.answeredTotalsByStudent(student.id)),
      ),
    };
  }

  /**
   * The pupil's open problem, or a new one stored through `repos`; null when the pupil has
   * finished or their operation is gone. A problem already issued and not answered is given
   * again (after a reload), so asking twice never skips a question.
   */
  async function openOrIssue(
    repos: Repos,
    session: CountingSession,
    student: StudentRow,
  ): Promise<ClassProblem | null> {
    if (student.finished === 1) return null;
    const open = await repos.problems.findOpenForStudent(student.id);
    if (open !== undefined) return present(session, open);
    const row = newProblemFor(session, student, now());
    if (row === null) return null;
    await repos.problems.insert(row);
    return present(session, row);
  }

  /** The pupil's next problem, without its answer (see openOrIssue). */
  async function nextProblem(session: CountingSession, student: StudentRow): Promise<ClassProblem> {
    await requireRunning(session);
    if (student.finished === 1) throw new ApiError(409, 'all_answered');
    const problem =
      store.answerCounts === undefined
        ? await openOrIssue(store, session, student)
        : await openOrIssueAtOnce(store.answerCounts, session, student);
    if (problem === null) throw new ApiError(409, 'session_not_running');
    return problem;
  }

  /**
   * openOrIssue for a pupil who has not finished, in one statement (PostgreSQL); keeps what the
   * pupil's answer to the problem given may be counted from, so that a pupil's first answer
   * also costs one round trip.
   */
  async function openOrIssueAtOnce(
    counts: AnswerCountsRepo,
    session: CountingSession,
    student: StudentRow,
  ): Promise<ClassProblem | null> {
    const given = await counts.openOrIssue(student.id, newProblemFor(session, student, now()));
    if (given === undefined) return null;
    keepContext(student, session, given);
    return present(session, given);
  }

  /** Keeps, without the pupil's name, what their answer to `problem` may be counted from. */
  function keepContext(student: StudentCounters, session: CountingSession, problem: ProblemRow) {
    contexts?.keep({
      student: withoutName(student),
      session: countingSessionOf(session),
      problem,
    });
  }

  /**
   * A counted answer: the pupil as stored after it, their next problem, and its row when the
   * pupil's next answer may be counted from them (see AnswerContext); `session` as the count left
   * it (with its activity time moved when the count moved it).
   */
  type Counted = {
    student: StudentCounters;
    next: ClassProblem | null;
    given: ProblemRow | null;
    session: CountingSession;
  };

  /**
   * Counts the answer in one statement from the pupil and session as read (PostgreSQL), with
   * their stored totals; writes nothing when the problem was answered before or anything moved.
   */
  async function countAtOnce(
    counts: AnswerCountsRepo,
    read: { session: CountingSession; student: StudentCounters; problem: ProblemRow },
    stored: readonly AnsweredTotals[],
    answered: AnswerFields,
  ): Promise<Counted | 'answeredBefore' | 'moved'> {
    const { session, student, problem } = read;
    const answer = answerFacts(answered);
    const totals = withAnswerCounted(stored, problem.operation_index, answer);
    const patch = afterAnswer(session, student, answer, totals, problem);
    const updated = { ...student, ...patch };
    const next = updated.finished === 1 ? null : newProblemFor(session, updated, now());
    const touchSession = activityDue(session, answer.time);
    const outcome = await counts.count({
      problemId: problem.id,
      answer: answered,
      studentId: student.id,
      expected: student,
      patch,
      session,
      touchSession,
      lookForOpen: updated.finished === 0,
      next,
    });
    if (outcome.kind !== 'counted') return outcome.kind;
    const given = outcome.open ?? (outcome.issued ? next : null);
    return {
      student: updated,
      next: given === null ? null : present(session, given),
      given,
      session: touchSession ? { ...session, last_activity_at_ms: answer.time } : session,
    };
  }

  /**
   * Counts the answer once: claims the problem, moves the pupil on and issues their next
   * problem, all or nothing. On PostgreSQL one statement does it from the pupil and session rows
   * read at authorisation; when either has changed since (or the pupil keeps no totals), a
   * transaction does it from both read again, refusing as authorisation would have if the
   * session stopped or the pupil was removed meanwhile. Undefined when the answer was counted
   * before.
   */
  async function countAnswer(
    session: CountingSession,
    student: StudentRow,
    problem: ProblemRow,
    answered: AnswerFields,
  ): Promise<Counted | undefined> {
    const stored = storedTotalsOf(student);
    if (store.answerCounts === undefined)
      return countInTransaction(session, student, student, problem, answered);
    if (stored !== undefined) {
      const read = { session, student, problem };
      const outcome = await countAtOnce(store.answerCounts, read, stored, answered);
      if (outcome === 'answeredBefore') return undefined;
      if (outcome !== 'moved') return outcome;
    }
    // Read again, locked before the problem as every writer of a class does.
    return countInTransaction(session, student, undefined, problem, answered);
  }

  /**
   * countAnswer as one transaction. The pupil row `readEarlier` is used unless something moved
   * them since, in which case it is read again; without it they are read (and on PostgreSQL
   * locked) first, and the session is read again too.
   */
  function countInTransaction(
    session: CountingSession,
    student: StudentRow,
    readEarlier: StudentRow | undefined,
    problem: ProblemRow,
    answered: AnswerFields,
  ): Promise<Counted | undefined> {
    const answer = answerFacts(answered);
    // The pupil's totals with this answer; summed from the answers (this one claimed) when the
    // row does not keep them yet.
    const totalsAfter = async (repos: Repos, current: StudentRow) => {
      const stored = storedTotalsOf(current);
      return stored === undefined
        ? repos.problems.answeredTotalsByStudent(current.id)
        : withAnswerCounted(stored, problem.operation_index, answer);
    };
    return store.transaction(async (repos) => {
      // The session row first, then the pupil, then the problem: the order in which the
      // teacher's changes take them, so the two never wait on each other in a circle.
      if (activityDue(session, answer.time))
        await repos.sessions.update(session.id, { last_activity_at_ms: answer.time });
      const running = readEarlier === undefined ? await runningSession(repos, session.id) : session;
      let current = readEarlier ?? (await repos.students.findByIdForUpdate(student.id));
      if (current === undefined) throw new ApiError(404, 'student_not_found');
      if (current.removed_at_ms !== null) throw new ApiError(403, 'student_removed');
      if (!(await repos.problems.claimAnswer(problem.id, answered))) return undefined;
      let patch = afterAnswer(running, current, answer, await totalsAfter(repos, current), problem);
      if (!(await repos.students.updateIfAt(current.id, current, patch))) {
        const fresh = await repos.students.findById(student.id);
        if (fresh === undefined) throw new ApiError(404, 'student_not_found');
        current = fresh;
        patch = afterAnswer(running, current, answer, await totalsAfter(repos, current), problem);
        await repos.students.update(current.id, patch);
      }
      const updated = { ...current, ...patch };
      const next = await openOrIssue(repos, running, updated);
      return { student: updated, next, given: null, session: running };
    });
  }

  /**
   * The session read again inside a transaction, if it still takes answers; refused as
   * requireRunning would (an exam past its end is left to the exam sweep to stop).
   */
  async function runningSession(repos: Repos, sessionId: string): Promise<CountingSession> {
    const session = await repos.sessions.findById(sessionId);
    if (session === undefined) throw new ApiError(404, 'session_not_found');
    const reason = notRunningReason(session, now());
    if (reason !== undefined) throw new ApiError(409, reason);
    return session;
  }

  /** The next problem for a verdict given again, or null when there is none to give now. */
  async function nextProblemOrNull(
    session: CountingSession,
    student: StudentRow,
  ): Promise<ClassProblem | null> {
    try {
      return await nextProblem(session, student);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) return null;
      throw error;
    }
  }

  /** A verdict given again: the stored answer, the pupil as stored, and their next problem. */
  async function repeatedVerdict(session: CountingSession, studentId: string, problem: ProblemRow) {
    const student = await store.students.findById(studentId);
    if (student === undefined) throw new ApiError(404, 'student_not_found');
    return verdict(session, student, problem, await nextProblemOrNull(session, student));
  }

  /**
   * The verdict on a counted answer, after one event to the teacher's room with all the
   * teacher's list shows; keeps what the pupil's next answer may be counted from.
   */
  async function replyCounted(
    session: CountingSession,
    problem: ProblemRow,
    answered: AnswerFields,
    counted: Counted,
  ): Promise<AnswerReply> {
    const reply = await verdict(
      session,
      counted.student,
      { ...problem, ...answered },
      counted.next,
    );
    notifier.toTeachers(session.id, 'studentAnswer', {
      studentId: counted.student.id,
      stats: reply.stats,
      finished: reply.progress.finished,
      currentOperationIndex: reply.progress.currentOperation,
    });
    if (counted.given !== null) keepContext(counted.student, counted.session, counted.given);
    return reply;
  }

  return {
    nextProblem,

    /** Forgets, every minute, what was kept for answers that did not come (see AnswerContext). */
    contextSweep: {
      name: 'answer contexts',
      sweep: () => Promise.resolve(contexts?.dropExpired() ?? 0),
    } satisfies RetentionSweep,

    /** Forgets, every minute, the session times this process wrote a minute ago or more. */
    activitySweep: {
      name: 'session activity writes',
      sweep: () => Promise.resolve(activityWrites.dropExpired(now())),
    } satisfies RetentionSweep,

    /**
     * Checks the pupil's choice against the stored problem and counts it once: a repeated answer
     * gets the first verdict back. The time counted is the pupil's own measure, but never more
     * than the time since the problem was issued. `read` is the problem of the body's id when
     * the caller read it already (with the pupil).
     */
    async answer(
      session: CountingSession,
      student: StudentRow,
      body: AnswerBody,
      read?: { readonly problem: ProblemRow | undefined },
    ): Promise<AnswerReply> {
      const problem =
        read === undefined ? await store.problems.findById(body.problemId) : read.problem;
      if (problem === undefined || problem.student_id !== student.id)
        throw new ApiError(404, 'problem_not_found');
      if (problem.answered_at_ms !== null) return repeatedVerdict(session, student.id, problem);
      await requireRunning(session);
      if (!choiceExists(problem, body)) throw new ApiError(400, 'choice_out_of_range');
      const answered = answeredFieldsOf(session, problem, body, now());
      const counted = await countAnswer(session, student, problem, answered);
      if (counted === undefined) {
        // Another request counted this answer first: give its verdict.
        const stored = (await store.problems.findById(problem.id)) ?? problem;
        return repeatedVerdict(session, student.id, stored);
      }
      return replyCounted(session, problem, answered, counted);
    },

    /**
     * The answer counted with no read before it, from what this process kept at the pupil's
     * last answer (PostgreSQL: one round trip instead of two). Undefined, with nothing written,
     * when nothing was kept for this problem, the token is not the pupil's, or anything moved
     * since (the session paused, new settings, the pupil removed or answered elsewhere): `answer`
     * then takes it from a fresh read and gives the right verdict or refusal.
     */
    async answerFromContext(
      studentId: string,
      token: string | undefined,
      body: AnswerBody,
    ): Promise<AnswerReply | undefined> {
      if (token === undefined) return undefined;
      const context = contexts?.take(studentId, body.problemId);
      if (store.answerCounts === undefined || context === undefined) return undefined;
      const { session, student, problem } = context;
      const stored = storedTotalsOf(student);
      if (
        stored === undefined ||
        !tokenMatches(token, student.token_hash) ||
        notRunningReason(session, now()) !== undefined ||
        !choiceExists(problem, body)
      )
        return undefined;
      const answered = answeredFieldsOf(session, problem, body, now());
      const counted = await countAtOnce(store.answerCounts, context, stored, answered);
      if (typeof counted === 'string') return undefined;
      return replyCounted(session, problem, answered, counted);
    },
  };
}

/** The answers service. */
export type AnswersService = ReturnType<typeof createAnswersService>;
