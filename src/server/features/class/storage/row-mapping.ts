import { decodeSchedule, encodeSchedule } from '#shared/contracts/fact-schedule';
import { sessionSettingsSchema, type SessionSettings } from '#shared/contracts/session-settings';
import { EMPTY_SCHEDULER_STATE } from '#shared/maths/fact-scheduler';
import { isAnswerInput } from '#shared/maths/answer-input';
import type { Flag } from '#server/db/schema';
import type {
  AnsweredFactRow,
  AnsweredTallyRow,
  AnswerFields,
  ProblemRow,
  SessionPatch,
  SessionRow,
  StandingRow,
  StudentAnswerPatch,
  StudentPatch,
  StudentRow,
} from './class-rows';
import type {
  AnsweredProblemTally,
  AnsweredTotals,
  ClassSession,
  Problem,
  ProblemAnswer,
  Student,
  StudentAnswerChange,
  StudentAnsweredFact,
  StudentChange,
  StudentStanding,
  SessionChange,
} from '../model/class-model';
import { withClassFacts } from '../model/class-facts';

/*
 * Rows to the class's domain objects and back: the one place that knows how a boolean, a list or
 * the settings are stored. Only the repositories (and the answer stores below them) use it.
 */

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** Parsed settings by their stored text, and the text of each parsed settings object. */
const settingsByText = new Map<string, SessionSettings>();
const textBySettings = new WeakMap<SessionSettings, string>();
const MAX_PARSED_SETTINGS = 1000;

/**
 * The settings stored as this text. Stored data is trusted to match what was validated. Each
 * distinct text is parsed once (an answer reads the session every time); the object is shared,
 * so nobody may change it.
 */
export function settingsFromStored(text: string): SessionSettings {
  const cached = settingsByText.get(text);
  if (cached !== undefined) return cached;
  const settings = sessionSettingsSchema.parse(JSON.parse(text));
  if (settingsByText.size >= MAX_PARSED_SETTINGS) settingsByText.clear();
  settingsByText.set(text, settings);
  textBySettings.set(settings, text);
  return settings;
}

/**
 * The settings as stored: for settings that were read, the very text they were read from, so a
 * write that checks the session is as read compares equal texts.
 */
export function storedSettings(settings: SessionSettings): string {
  return textBySettings.get(settings) ?? JSON.stringify(settings);
}

/** A session row as the domain sees it. */
export function sessionFromRow(row: SessionRow): ClassSession {
  return {
    id: row.id,
    code: row.code,
    teacherId: row.teacher_id,
    teacherTokenHash: row.teacher_token_hash,
    status: row.status,
    phase: row.phase,
    settings: settingsFromStored(row.settings_json),
    currentOperationIndex: row.current_operation_index,
    startedAtMs: row.started_at_ms,
    endsAtMs: row.ends_at_ms,
    createdAtMs: row.created_at_ms,
    lastActivityAtMs: row.last_activity_at_ms,
    stopReason: row.stop_reason,
    stoppedAtMs: row.stopped_at_ms,
    locked: row.locked === 1,
  };
}

/** A new session as its row. */
export function sessionToRow(session: ClassSession): SessionRow {
  return {
    id: session.id,
    code: session.code,
    teacher_id: session.teacherId,
    teacher_token_hash: session.teacherTokenHash,
    status: session.status,
    phase: session.phase,
    settings_json: storedSettings(session.settings),
    current_operation_index: session.currentOperationIndex,
    started_at_ms: session.startedAtMs,
    ends_at_ms: session.endsAtMs,
    created_at_ms: session.createdAtMs,
    last_activity_at_ms: session.lastActivityAtMs,
    stop_reason: session.stopReason,
    stopped_at_ms: session.stoppedAtMs,
    locked: flag(session.locked),
  };
}

/** The columns a change of a session writes (only those it names). */
export function sessionChangeToRow(change: SessionChange): SessionPatch {
  const patch: SessionPatch = {};
  if (change.status !== undefined) patch.status = change.status;
  if (change.phase !== undefined) patch.phase = change.phase;
  if (change.settings !== undefined) patch.settings_json = storedSettings(change.settings);
  if (change.currentOperationIndex !== undefined)
    patch.current_operation_index = change.currentOperationIndex;
  if (change.startedAtMs !== undefined) patch.started_at_ms = change.startedAtMs;
  if (change.endsAtMs !== undefined) patch.ends_at_ms = change.endsAtMs;
  if (change.lastActivityAtMs !== undefined) patch.last_activity_at_ms = change.lastActivityAtMs;
  if (change.stopReason !== undefined) patch.stop_reason = change.stopReason;
  if (change.stoppedAtMs !== undefined) patch.stopped_at_ms = change.stoppedAtMs;
  if (change.locked !== undefined) patch.locked = flag(change.locked);
  return patch;
}

/** The operation order stored with a student ([0] when unreadable). */
function operationOrderFromStored(text: string): number[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed)
    ? parsed.filter((value): value is number => typeof value === 'number')
    : [0];
}

/** The totals stored with a student; null for a student who joined before they were kept. */
function totalsFromStored(text: string | null): AnsweredTotals[] | null {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as AnsweredTotals[]) : [];
}

/** A student's standing out of the columns that hold it. */
export function studentStandingFromRow(row: StandingRow): StudentStanding {
  return {
    id: row.id,
    name: row.name,
    joinedAtMs: row.joined_at_ms,
    removedAtMs: row.removed_at_ms,
    operationOrder: operationOrderFromStored(row.operation_order_json),
    operationPosition: row.operation_position,
    finished: row.finished === 1,
    correct: row.correct,
    incorrect: row.incorrect,
    streak: row.streak,
    bestStreak: row.best_streak,
    questionsAnswered: row.questions_answered,
    totalTimeSpentMs: row.total_time_ms,
  };
}

/** A student's row as the domain sees it. */
export function studentFromRow(row: Omit<StudentRow, 'look_key'>): Student {
  return {
    sessionId: row.session_id,
    nameKey: row.name_key,
    tokenHash: row.token_hash,
    lastSeenAtMs: row.last_seen_at_ms,
    leftAtMs: row.left_at_ms,
    operationQuestionNumber: row.operation_question_number,
    round: row.round_number,
    difficulty: row.difficulty,
    difficultyStreak: row.difficulty_streak,
    operationTotals: totalsFromStored(row.operation_totals_json),
    factSchedule: withClassFacts(
      decodeSchedule(row.fact_schedule_json) ?? EMPTY_SCHEDULER_STATE,
      decodeSchedule(row.class_facts_json),
    ),
    factsFrom: row.facts_from,
    ...studentStandingFromRow(row),
  };
}

/**
 * A new student as their row, but for the look-alike key, which the students' repository works
 * out of the name (students/name-skeleton.ts).
 */
export function studentToRow(student: Student): Omit<StudentRow, 'look_key'> {
  return {
    id: student.id,
    session_id: student.sessionId,
    name: student.name,
    name_key: student.nameKey,
    token_hash: student.tokenHash,
    joined_at_ms: student.joinedAtMs,
    left_at_ms: student.leftAtMs,
    removed_at_ms: student.removedAtMs,
    operation_order_json: JSON.stringify(student.operationOrder),
    facts_from: student.factsFrom,
    class_facts_json: null,
    ...answerChangeToRow(student),
  };
}

/** What one counted answer writes on the student's row. */
export function answerChangeToRow(change: StudentAnswerChange): StudentAnswerPatch {
  return {
    correct: change.correct,
    incorrect: change.incorrect,
    streak: change.streak,
    best_streak: change.bestStreak,
    questions_answered: change.questionsAnswered,
    total_time_ms: change.totalTimeSpentMs,
    operation_position: change.operationPosition,
    operation_question_number: change.operationQuestionNumber,
    round_number: change.round,
    difficulty: change.difficulty,
    difficulty_streak: change.difficultyStreak,
    finished: flag(change.finished),
    last_seen_at_ms: change.lastSeenAtMs,
    operation_totals_json:
      change.operationTotals === null ? null : JSON.stringify(change.operationTotals),
    fact_schedule_json: encodeSchedule(change.factSchedule),
  };
}

/** The columns a change of a student writes (only those it names). */
export function studentChangeToRow(change: StudentChange): StudentPatch {
  const patch: StudentPatch = {};
  if (change.name !== undefined) patch.name = change.name;
  if (change.nameKey !== undefined) patch.name_key = change.nameKey;
  if (change.tokenHash !== undefined) patch.token_hash = change.tokenHash;
  if (change.lastSeenAtMs !== undefined) patch.last_seen_at_ms = change.lastSeenAtMs;
  if (change.leftAtMs !== undefined) patch.left_at_ms = change.leftAtMs;
  if (change.removedAtMs !== undefined) patch.removed_at_ms = change.removedAtMs;
  if (change.operationOrder !== undefined)
    patch.operation_order_json = JSON.stringify(change.operationOrder);
  if (change.operationPosition !== undefined) patch.operation_position = change.operationPosition;
  if (change.operationQuestionNumber !== undefined)
    patch.operation_question_number = change.operationQuestionNumber;
  if (change.round !== undefined) patch.round_number = change.round;
  if (change.questionsAnswered !== undefined) patch.questions_answered = change.questionsAnswered;
  if (change.correct !== undefined) patch.correct = change.correct;
  if (change.incorrect !== undefined) patch.incorrect = change.incorrect;
  if (change.streak !== undefined) patch.streak = change.streak;
  if (change.bestStreak !== undefined) patch.best_streak = change.bestStreak;
  if (change.totalTimeSpentMs !== undefined) patch.total_time_ms = change.totalTimeSpentMs;
  if (change.difficulty !== undefined) patch.difficulty = change.difficulty;
  if (change.difficultyStreak !== undefined) patch.difficulty_streak = change.difficultyStreak;
  if (change.finished !== undefined) patch.finished = flag(change.finished);
  if (change.operationTotals !== undefined)
    patch.operation_totals_json =
      change.operationTotals === null ? null : JSON.stringify(change.operationTotals);
  if (change.factSchedule !== undefined)
    patch.fact_schedule_json = encodeSchedule(change.factSchedule);
  return patch;
}

/** The choices stored with a problem. */
function choicesFromStored(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** A problem's row as the domain sees it. */
export function problemFromRow(row: ProblemRow): Problem {
  return {
    id: row.id,
    sessionId: row.session_id,
    studentId: row.student_id,
    operationIndex: row.operation_index,
    operation: row.operation,
    questionNumber: row.question_number,
    operationQuestionNumber: row.operation_question_number,
    level: row.level,
    operand1: row.operand1,
    operand2: row.operand2,
    correctAnswer: row.correct_answer,
    stem: row.stem,
    choices: choicesFromStored(row.choices_json),
    correctIndex: row.correct_index,
    issuedAtMs: row.issued_at_ms,
    showDelayMs: row.show_delay_ms,
    answerInput: isAnswerInput(row.answer_input) ? row.answer_input : 'choices',
    answer:
      row.answered_at_ms === null
        ? null
        : {
            answeredAtMs: row.answered_at_ms,
            choiceIndex: row.choice_index,
            typedAnswer: row.typed_answer,
            isCorrect: row.is_correct === 1,
            timeSpentMs: row.time_spent_ms ?? 0,
          },
  };
}

function numberOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** A count of answered problems alike as the domain sees it. */
export function answeredTallyFromRow(row: AnsweredTallyRow): AnsweredProblemTally {
  return {
    operation: row.operation,
    operand1: row.operand1,
    operand2: row.operand2,
    correctAnswer: row.correct_answer,
    chosenAnswer: row.chosen_answer === null ? null : numberOrNull(Number(row.chosen_answer)),
    isCorrect: row.is_correct === 1,
    count: Number(row.answers),
  };
}

/** An answered problem's fact, verdict and time as the domain sees them. */
export function studentAnsweredFactFromRow(row: AnsweredFactRow): StudentAnsweredFact {
  return {
    studentId: row.student_id,
    operation: row.operation,
    operand1: row.operand1,
    operand2: row.operand2,
    stem: row.stem,
    isCorrect: row.is_correct === 1,
    timeSpentMs: row.time_spent_ms ?? 0,
    correctAnswer: row.correct_answer,
    answerInput: isAnswerInput(row.answer_input) ? row.answer_input : 'choices',
  };
}

/** An answer's columns. */
export function answerToRow(answer: ProblemAnswer): AnswerFields {
  return {
    answered_at_ms: answer.answeredAtMs,
    choice_index: answer.choiceIndex,
    typed_answer: answer.typedAnswer,
    is_correct: flag(answer.isCorrect),
    time_spent_ms: answer.timeSpentMs,
  };
}

/** A problem as its row. */
export function problemToRow(problem: Problem): ProblemRow {
  const unanswered = {
    answered_at_ms: null,
    choice_index: null,
    typed_answer: null,
    is_correct: null,
    time_spent_ms: null,
  };
  return {
    id: problem.id,
    session_id: problem.sessionId,
    student_id: problem.studentId,
    operation_index: problem.operationIndex,
    operation: problem.operation,
    question_number: problem.questionNumber,
    operation_question_number: problem.operationQuestionNumber,
    level: problem.level,
    operand1: problem.operand1,
    operand2: problem.operand2,
    correct_answer: problem.correctAnswer,
    stem: problem.stem,
    choices_json: JSON.stringify(problem.choices),
    correct_index: problem.correctIndex,
    issued_at_ms: problem.issuedAtMs,
    show_delay_ms: problem.showDelayMs,
    answer_input: problem.answerInput,
    ...(problem.answer === null ? unanswered : answerToRow(problem.answer)),
  };
}
