import type { AnswerReply, ClassProblem, StudentSessionState } from '#shared/contracts/sessions';
import { classPracticeReducer, initialClassPractice } from './class-practice-state';
import type { ClassPracticeEvent, ClassPracticeState, PendingAnswer } from './class-practice-types';

/** Test objects for the class practice reducer: a question, the server's state, a verdict. */
export function problem(id: string, questionNumber = 1): ClassProblem {
  return {
    problemId: id,
    stem: '3 + 4',
    choices: ['6', '7', '8', '9'],
    operation: 'addition',
    operationIndex: 0,
    operationStep: 1,
    questionNumber,
    operationQuestionNumber: questionNumber,
    totalQuestions: 10,
    level: 1,
    timeLimitSeconds: null,
  };
}

export const stats = {
  correct: 1,
  incorrect: 0,
  streak: 1,
  bestStreak: 1,
  questionsAnswered: 1,
  totalTimeSpentMs: 1200,
};

export function progress(finished: boolean) {
  return { currentOperation: 0, finished, operationProgress: [] };
}

/** The server's state of a student who has answered `answered` questions. */
export function serverState(
  phase: StudentSessionState['phase'],
  overrides: Partial<StudentSessionState> = {},
  finished = false,
  answered = stats.questionsAnswered,
): StudentSessionState {
  return {
    phase,
    stopReason: null,
    endsAtMs: null,
    serverNowMs: 1000,
    student: { progress: progress(finished), stats: { ...stats, questionsAnswered: answered } },
    ...overrides,
  } as unknown as StudentSessionState;
}

/** A verdict's reply, the student's `answered` questions counting this one. */
export function reply(
  next: ClassProblem | null,
  finished = false,
  answered = stats.questionsAnswered,
): AnswerReply {
  return {
    nextProblem: next,
    isCorrect: true,
    correctIndex: 1,
    correctAnswer: 7,
    stats: { ...stats, questionsAnswered: answered },
    progress: progress(finished),
  } as unknown as AnswerReply;
}

export const answer: PendingAnswer = { problemId: 'p1', choiceIndex: 1, timeSpentMs: 1200 };

/** The state after these events, from the first screen. */
export function play(
  events: readonly ClassPracticeEvent[],
  pending?: PendingAnswer,
): ClassPracticeState {
  return events.reduce(classPracticeReducer, initialClassPractice(pending));
}
