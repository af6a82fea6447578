import {
  answerBodySchema,
  answerReplySchema,
  type AnswerBody,
  type AnswerReply,
} from '../../src/shared/contracts/sessions';

/** An answer as a pupil's screen sends it. */
export const SAMPLE_ANSWER: AnswerBody = answerBodySchema.parse({
  problemId: '019ad6c1-5f3e-7b2a-9c41-2d8e6f0a1b3c',
  choiceIndex: 1,
  timeSpentMs: 1500,
});

/** A verdict with the next question, as the app's answer route sends it: the size of a real one. */
export const SAMPLE_REPLY: AnswerReply = answerReplySchema.parse({
  isCorrect: true,
  correctIndex: 1,
  correctAnswer: 56,
  stats: {
    correct: 10,
    incorrect: 2,
    streak: 3,
    bestStreak: 6,
    questionsAnswered: 12,
    totalTimeSpentMs: 25_680,
  },
  progress: {
    currentOperation: 0,
    questionsAnswered: 12,
    totalQuestions: 20,
    finished: false,
    totalTimeSpentMs: 25_680,
    operationProgress: [
      {
        operation: 'multiplication',
        numberRange: { min: 1, max: 10 },
        challengeCount: 20,
        completed: 12,
        correct: 10,
        timeSpentMs: 25_680,
      },
    ],
  },
  nextProblem: {
    problemId: '019ad6c1-6a10-7c3d-8e52-3f9a7b1c2d4e',
    stem: '7 × 8',
    choices: ['54', '56', '63'],
    answerInput: 'choices',
    operation: 'multiplication',
    operationIndex: 0,
    operationStep: 1,
    questionNumber: 13,
    operationQuestionNumber: 13,
    totalQuestions: 20,
    level: 2,
    timeLimitSeconds: null,
  },
});
