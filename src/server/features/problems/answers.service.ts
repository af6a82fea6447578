import type { AnswerBody, AnswerReply, ClassProblem } from '#shared/contracts/sessions';
import { totalQuestions } from '#shared/contracts/session-settings';
import { generateProblem } from '#shared/maths/generate-problem';
import { levelForRange } from '#shared/maths/levels';
import { recordAnswer } from '#shared/maths/practice-stats';
import { createRng } from '#shared/maths/rng';
import { ApiError } from '../../api-error';
import { newId, newSeed, tokenMatches } from '../../auth/tokens';
import type { ClassDeps } from '../class/class-deps';
import type { ExamClock } from '../class/exam-clock';
import { storedTotalsOf, withAnswerCounted } from '../class/operation-totals';
import { advance } from '../class/progression';
import {
  currentOperationIndexOf,
  operationOrderOf,
  parseChoices,
  progressSummaryOf,
  settingsOf,
  statsOf,
} from '../class/session-views';
import type { SessionRow } from '../sessions/sessions.repo';
import type { Repos } from '../../db/store';
import type { StudentAnswerPatch, StudentRow } from '../students/students.repo';
import { createAnswerContexts } from './answer-contexts';
import type { AnswerCountsRepo } from './answer-count.repo';
import type { AnswerFields, AnsweredTotals, ProblemRow } from './problems.repo';

/** An answer's row fields as the counting rules take them. */
function answerFacts(answered: AnswerFields) {
  return {
    isCorrect: answered.is_correct === 1,
    timeSpentMs: answered.time_spent_ms,
    time: answered.answered_at_ms,
  };
}

/** The session's last-activity time is written at most this often by answers. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** Slack added to the server's own measure of a pupil's time, for the trip to the server. */
const NETWORK_SLACK_MS = 1000;

/** Issuing problems and checking answers: the server decides what is correct, and counts it. */
export function createAnswersService({ store, notifier, now }: ClassDeps, examClock: ExamClock) {
  /** Only where counting costs round trips (PostgreSQL) is a pupil's next answer prepared. */
  const contexts = store.answerCounts === undefined ? undefined : createAnswerContexts(now);

  /** The session takes problems and answers now (see requireRunning). */
  function isRunning(session: SessionRow): boolean {
    return (
      session.phase === 'running' && (session.ends_at_ms === null || now() < session.ends_at_ms)
    );
  }

  /** Problems and answers only while the session runs and, in an exam, before the end time. */
  async function requireRunning(session: SessionRow): Promise<void> {
    if (session.ends_at_ms !== null && now() >= session.ends_at_ms) {
      await examClock.endIfDue(session.id);
      throw new ApiError(409, 'errors.examEnded');
    }
    if (session.phase !== 'running') throw new ApiError(409, 'errors.sessionNotRunning');
  }

  function present(session: SessionRow, problem: ProblemRow): ClassProblem {
    const operation = settingsOf(session).operations[problem.operation_index];
    return {
      problemId: problem.id,
      stem: problem.stem,
      choices: parseChoices(problem),
      operation: operation?.type ?? 'addition',
      operationIndex: problem.operation_index,
      questionNumber: problem.question_number,
      operationQuestionNumber: problem.operation_question_number,
      totalQuestions: totalQuestions(settingsOf(session).operations),
      level: problem.level,
      timeLimitSeconds: operation?.timeLimitSeconds ?? null,
    };
  }

  /** The verdict on an answered problem, with the pupil's totals and the next problem. */
  async function verdict(
    session: SessionRow,
    student: StudentRow,
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

  /** A new problem of the pupil's current operation, not yet stored; null when it is gone. */
  function newProblemFor(session: SessionRow, student: StudentRow): ProblemRow | null {
    const operationIndex = currentOperationIndexOf(student);
    const operation = settingsOf(session).operations[operationIndex];
    if (operation === undefined) return null;
    const level = levelForRange(student.difficulty, operation.numberRange);
    const generated = generateProblem(
      { operation: operation.type, level, range: operation.numberRange },
      createRng(newSeed()),
    );
    return {
      id: newId(),
      session_id: session.id,
      student_id: student.id,
      operation_index: operationIndex,
      operation: operation.type,
      question_number: student.questions_answered + 1,
      operation_question_number: student.operation_question_number + 1,
      level,
      operand1: generated.operand1,
      operand2: generated.operand2,
      correct_answer: generated.correctAnswer,
      stem: generated.stem,
      choices_json: JSON.stringify(generated.choices),
      correct_index: generated.correctIndex,
      issued_at_ms: now(),
      answered_at_ms: null,
      choice_index: null,
      is_correct: null,
      time_spent_ms: null,
    };
  }

  /**
   * The pupil's open problem, or a new one stored through `repos`; null when the pupil has
   * finished or their operation is gone. A problem already issued and not answered is given
   * again (after a reload), so asking twice never skips a question.
   */
  async function openOrIssue(
    repos: Repos,
    session: SessionRow,
    student: StudentRow,
  ): Promise<ClassProblem | null> {
    if (student.finished === 1) return null;
    const open = await repos.problems.findOpenForStudent(student.id);
    if (open !== undefined) return present(session, open);
    const row = newProblemFor(session, student);
    if (row === null) return null;
    await repos.problems.insert(row);
    return present(session, row);
  }

  /** The pupil's next problem, without its answer (see openOrIssue). */
  async function nextProblem(session: SessionRow, student: StudentRow): Promise<ClassProblem> {
    await requireRunning(session);
    if (student.finished === 1) throw new ApiError(409, 'errors.allAnswered');
    const problem =
      store.answerCounts === undefined
        ? await openOrIssue(store, session, student)
        : await openOrIssueAtOnce(store.answerCounts, session, student);
    if (problem === null) throw new ApiError(409, 'errors.sessionNotRunning');
    return problem;
  }

  /** openOrIssue for a pupil who has not finished, in one statement (PostgreSQL). */
  async function openOrIssueAtOnce(
    counts: AnswerCountsRepo,
    session: SessionRow,
    student: StudentRow,
  ): Promise<ClassProblem | null> {
    const given = await counts.openOrIssue(student.id, newProblemFor(session, student));
    return given === undefined ? null : present(session, given);
  }

  /** The pupil's counters after one checked answer (`totals` already count it). */
  function afterAnswer(
    session: SessionRow,
    current: StudentRow,
    answer: { isCorrect: boolean; timeSpentMs: number; time: number },
    totals: readonly AnsweredTotals[],
  ): StudentAnswerPatch {
    const { isCorrect, timeSpentMs, time } = answer;
    const { operations, continuousMode } = settingsOf(session);
    const next = advance(
      {
        operationPosition: current.operation_position,
        operationQuestionNumber: current.operation_question_number,
        questionsAnswered: current.questions_answered,
        difficulty: current.difficulty,
        difficultyStreak: current.difficulty_streak,
        finished: current.finished === 1,
      },
      { isCorrect, timeSpentMs },
      operations,
      operationOrderOf(current),
      continuousMode,
    );
    // The same counting rules as solo practice.
    const stats = recordAnswer(
      {
        correct: current.correct,
        incorrect: current.incorrect,
        streak: current.streak,
        bestStreak: current.best_streak,
        questionsAnswered: current.questions_answered,
        timeSpentMs: current.total_time_ms,
      },
      isCorrect,
      timeSpentMs,
    );
    return {
      correct: stats.correct,
      incorrect: stats.incorrect,
      streak: stats.streak,
      best_streak: stats.bestStreak,
      questions_answered: next.questionsAnswered,
      total_time_ms: stats.timeSpentMs,
      operation_position: next.operationPosition,
      operation_question_number: next.operationQuestionNumber,
      difficulty: next.difficulty,
      difficulty_streak: next.difficultyStreak,
      finished: next.finished ? 1 : 0,
      last_seen_at_ms: time,
      operation_totals_json: JSON.stringify(totals),
    };
  }

  /**
   * A counted answer: the pupil as stored after it, their next problem, and its row when the
   * pupil's next answer may be counted from them (see AnswerContext); `session` as it is now.
   */
  type Counted = {
    student: StudentRow;
    next: ClassProblem | null;
    given: ProblemRow | null;
    session: SessionRow;
  };

  /**
   * Counts the answer in one statement from the pupil and session as read (PostgreSQL), with
   * their stored totals; writes nothing when the problem was answered before or anything moved.
   */
  async function countAtOnce(
    counts: AnswerCountsRepo,
    read: { session: SessionRow; student: StudentRow; problem: ProblemRow },
    stored: readonly AnsweredTotals[],
    answered: AnswerFields,
  ): Promise<Counted | 'answeredBefore' | 'moved'> {
    const { session, student, problem } = read;
    const answer = answerFacts(answered);
    const totals = withAnswerCounted(stored, problem.operation_index, answer);
    const patch = afterAnswer(session, student, answer, totals);
    const updated = { ...student, ...patch };
    const next = updated.finished === 1 ? null : newProblemFor(session, updated);
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
   * problem, all or nothing. On PostgreSQL one statement does it from the pupil row read at
   * authorisation; when that row has changed since (or keeps no totals), a transaction does it
   * from the pupil read again. Undefined when the answer was counted before.
   */
  async function countAnswer(
    session: SessionRow,
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

  /** Retention counts in hours: the session's activity time need not move on every answer. */
  function activityDue(session: SessionRow, time: number): boolean {
    return time - session.last_activity_at_ms >= ACTIVITY_WRITE_INTERVAL_MS;
  }

  /**
   * countAnswer as one transaction. The pupil row `readEarlier` is used unless something moved
   * them since, in which case it is read again; without it they are read (and on PostgreSQL
   * locked) first.
   */
  function countInTransaction(
    session: SessionRow,
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
      let current = readEarlier ?? (await repos.students.findByIdForUpdate(student.id));
      if (current === undefined) throw new ApiError(404, 'errors.studentNotFound');
      if (!(await repos.problems.claimAnswer(problem.id, answered))) return undefined;
      let patch = afterAnswer(session, current, answer, await totalsAfter(repos, current));
      if (!(await repos.students.updateIfAt(current.id, current, patch))) {
        const fresh = await repos.students.findById(student.id);
        if (fresh === undefined) throw new ApiError(404, 'errors.studentNotFound');
        current = fresh;
        patch = afterAnswer(session, current, answer, await totalsAfter(repos, current));
        await repos.students.update(current.id, patch);
      }
      const updated = { ...current, ...patch };
      const next = await openOrIssue(repos, session, updated);
      return { student: updated, next, given: null, session };
    });
  }

  /** The next problem for a verdict given again, or null when there is none to give now. */
  async function nextProblemOrNull(
    session: SessionRow,
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
  async function repeatedVerdict(session: SessionRow, studentId: string, problem: ProblemRow) {
    const student = await store.students.findById(studentId);
    if (student === undefined) throw new ApiError(404, 'errors.studentNotFound');
    return verdict(session, student, problem, await nextProblemOrNull(session, student));
  }

  /** The answer as stored: the choice, its verdict, and the time counted (see `answer`). */
  function answeredFieldsOf(problem: ProblemRow, body: AnswerBody): AnswerFields {
    const time = now();
    const timeSpentMs = Math.round(
      Math.min(body.timeSpent, Math.max(0, time - problem.issued_at_ms) + NETWORK_SLACK_MS),
    );
    return {
      answered_at_ms: time,
      choice_index: body.choiceIndex,
      is_correct: body.choiceIndex === problem.correct_index ? 1 : 0,
      time_spent_ms: timeSpentMs,
    };
  }

  /**
   * The verdict on a counted answer, after one event to the teacher's room with all the
   * teacher's list shows; keeps what the pupil's next answer may be counted from.
   */
  async function replyCounted(
    session: SessionRow,
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
    if (counted.given !== null)
      contexts?.keep({
        student: counted.student,
        session: counted.session,
        problem: counted.given,
      });
    return reply;
  }

  return {
    nextProblem,

    /**
     * Checks the pupil's choice against the stored problem and counts it once: a repeated answer
     * gets the first verdict back. The time counted is the pupil's own measure, but never more
     * than the time since the problem was issued. `read` is the problem of the body's id when
     * the caller read it already (with the pupil).
     */
    async answer(
      session: SessionRow,
      student: StudentRow,
      body: AnswerBody,
      read?: { readonly problem: ProblemRow | undefined },
    ): Promise<AnswerReply> {
      const problem =
        read === undefined ? await store.problems.findById(body.problemId) : read.problem;
      if (problem === undefined || problem.student_id !== student.id)
        throw new ApiError(404, 'errors.problemNotFound');
      if (problem.answered_at_ms !== null) return repeatedVerdict(session, student.id, problem);
      await requireRunning(session);
      if (body.choiceIndex >= parseChoices(problem).length)
        throw new ApiError(400, 'errors.choiceOutOfRange');
      const answered = answeredFieldsOf(problem, body);
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
      const context = contexts?.take(studentId, body.problemId);
      if (store.answerCounts === undefined || context === undefined || token === undefined)
        return undefined;
      const { session, student, problem } = context;
      const stored = storedTotalsOf(student);
      if (
        stored === undefined ||
        !tokenMatches(token, student.token_hash) ||
        !isRunning(session) ||
        body.choiceIndex >= parseChoices(problem).length
      )
        return undefined;
      const answered = answeredFieldsOf(problem, body);
      const counted = await countAtOnce(store.answerCounts, context, stored, answered);
      if (typeof counted === 'string') return undefined;
      return replyCounted(session, problem, answered, counted);
    },
  };
}

/** The answers service. */
export type AnswersService = ReturnType<typeof createAnswersService>;
