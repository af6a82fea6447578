import type { AnswerBody, AnswerReply, ClassProblem } from '#shared/contracts/sessions';
import { totalQuestions } from '#shared/contracts/session-settings';
import { generateProblem } from '#shared/maths/generate-problem';
import { levelForRange } from '#shared/maths/levels';
import { createRng } from '#shared/maths/rng';
import { ApiError } from '../../api-error';
import { newId, newSeed } from '../../auth/tokens';
import type { ClassDeps } from '../class/class-deps';
import type { ExamClock } from '../class/exam-clock';
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
import type { StudentPatch, StudentRow } from '../students/students.repo';
import type { ProblemRow } from './problems.repo';

/** The session's last-activity time is written at most this often by answers. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** Slack added to the server's own measure of a pupil's time, for the trip to the server. */
const NETWORK_SLACK_MS = 1000;

/** Issuing problems and checking answers: the server decides what is correct, and counts it. */
export function createAnswersService({ store, notifier, now }: ClassDeps, examClock: ExamClock) {
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

  async function verdict(
    session: SessionRow,
    studentId: string,
    problem: ProblemRow,
    knownStudent?: StudentRow,
  ): Promise<AnswerReply> {
    const student = knownStudent ?? (await store.students.findById(studentId));
    if (student === undefined) throw new ApiError(404, 'errors.studentNotFound');
    return {
      nextProblem: await nextProblemOrNull(session, student),
      isCorrect: problem.is_correct === 1,
      correctIndex: problem.correct_index,
      correctAnswer: problem.correct_answer,
      stats: statsOf(student),
      progress: progressSummaryOf(
        session,
        student,
        await store.problems.answeredTotalsByStudent(studentId),
      ),
    };
  }

  /**
   * The pupil's next problem, without its answer. A problem already issued and not answered is
   * given again (after a reload), so asking twice never skips a question.
   */
  async function nextProblem(session: SessionRow, student: StudentRow): Promise<ClassProblem> {
    await requireRunning(session);
    if (student.finished === 1) throw new ApiError(409, 'errors.allAnswered');
    const open = await store.problems.findOpenForStudent(student.id);
    if (open !== undefined) return present(session, open);
    const { operations } = settingsOf(session);
    const operationIndex = currentOperationIndexOf(student);
    const operation = operations[operationIndex];
    if (operation === undefined) throw new ApiError(409, 'errors.sessionNotRunning');
    const level = levelForRange(student.difficulty, operation.numberRange);
    const generated = generateProblem(
      { operation: operation.type, level, range: operation.numberRange },
      createRng(newSeed()),
    );
    const row: ProblemRow = {
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
    await store.problems.insert(row);
    return present(session, row);
  }

  /** The next problem to send with a verdict, or null when there is none to give now. */
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

  return {
    nextProblem,

    /**
     * Checks the pupil's choice against the stored problem and counts it once: a repeated answer
     * gets the first verdict back. The time counted is the pupil's own measure, but never more
     * than the time since the problem was issued.
     */
    async answer(session: SessionRow, student: StudentRow, body: AnswerBody): Promise<AnswerReply> {
      const problem = await store.problems.findById(body.problemId);
      if (problem === undefined || problem.student_id !== student.id)
        throw new ApiError(404, 'errors.problemNotFound');
      if (problem.answered_at_ms !== null) return verdict(session, student.id, problem);
      await requireRunning(session);
      if (body.choiceIndex >= parseChoices(problem).length)
        throw new ApiError(400, 'errors.choiceOutOfRange');
      const time = now();
      const isCorrect = body.choiceIndex === problem.correct_index;
      const timeSpentMs = Math.round(
        Math.min(body.timeSpent, Math.max(0, time - problem.issued_at_ms) + NETWORK_SLACK_MS),
      );
      const answered = {
        answered_at_ms: time,
        choice_index: body.choiceIndex,
        is_correct: isCorrect ? 1 : 0,
        time_spent_ms: timeSpentMs,
      } as const;
      const updated = await store.transaction(async (repos): Promise<StudentRow | undefined> => {
        const claimed = await repos.problems.claimAnswer(problem.id, answered);
        if (!claimed) return undefined;
        const current = await repos.students.findById(student.id);
        if (current === undefined) throw new ApiError(404, 'errors.studentNotFound');
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
        const streak = isCorrect ? current.streak + 1 : 0;
        const patch: StudentPatch = {
          correct: current.correct + (isCorrect ? 1 : 0),
          incorrect: current.incorrect + (isCorrect ? 0 : 1),
          streak,
          best_streak: Math.max(current.best_streak, streak),
          questions_answered: next.questionsAnswered,
          total_time_ms: current.total_time_ms + timeSpentMs,
          operation_position: next.operationPosition,
          operation_question_number: next.operationQuestionNumber,
          difficulty: next.difficulty,
          difficulty_streak: next.difficultyStreak,
          finished: next.finished ? 1 : 0,
          last_seen_at_ms: time,
        };
        await repos.students.update(student.id, patch);
        // Retention counts in hours: the session's activity time need not move on every answer.
        if (time - session.last_activity_at_ms >= ACTIVITY_WRITE_INTERVAL_MS)
          await repos.sessions.update(session.id, { last_activity_at_ms: time });
        return { ...current, ...patch };
      });
      if (updated === undefined) {
        // Another request counted this answer first: give its verdict.
        const stored = (await store.problems.findById(problem.id)) ?? problem;
        return verdict(session, student.id, stored);
      }
      const reply = await verdict(session, student.id, { ...problem, ...answered }, updated);
      // One event to the teacher's room per answer, with all the teacher's list shows.
      notifier.toTeachers(session.id, 'studentAnswer', {
        studentId: student.id,
        stats: reply.stats,
        finished: reply.progress.finished,
        currentOperationIndex: reply.progress.currentOperation,
      });
      return reply;
    },
  };
}

/** The answers service. */
export type AnswersService = ReturnType<typeof createAnswersService>;
