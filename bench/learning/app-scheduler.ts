/**
 * The app's fact scheduler, driven exactly as its two screens drive it; the only file of the
 * learning bench that touches the scheduler, so that a change of the scheduler's API is adapted
 * here alone. Every call carries the simulated wall clock (ms since the epoch), which the app
 * receives as a device or the server would, whether or not it reads it today.
 */
import type { SessionSettings } from '../../src/shared/contracts/session-settings';
import { EMPTY_FACT_MEMORY, type FactMemory } from '../../src/shared/maths/fact-map';
import { factOf } from '../../src/shared/maths/generate-problem';
import { DEFAULT_RANGE } from '../../src/shared/maths/levels';
import { SOLO_QUESTION_COUNT } from '../../src/shared/maths/practice-stats';
import { randomInt, type Rng } from '../../src/shared/maths/rng';
import {
  answerQuestion,
  answerTyped,
  isRoundFinished,
  nextQuestion,
  startRound,
  type RoundState,
} from '../../src/client/features/practice/practice-round';
import type {
  AnsweredTotals,
  CountingSession,
  Problem,
  StudentCounters,
} from '../../src/server/features/class/model/class-model';
import { newStudent } from '../../src/server/features/class/model/new-student';
import { withClassAnswer } from '../../src/client/features/class-session/device-fact-memory';
import { deviceFactsOf, scheduleFromDeviceFacts } from '../../src/shared/contracts/device-facts';
import { fetchedAt, newProblemFor } from '../../src/server/features/problems/answer-rules';
import { decideAnswer } from '../../src/server/features/problems/decide-answer';
import type { HeardAnswer, Picker, Practice, Strategy } from './strategy';

/** The choice a simulated student taps: the right one, or the first wrong one. */
function choiceFor(correctIndex: number, choiceCount: number, correct: boolean): number {
  return correct ? correctIndex : (correctIndex + 1) % choiceCount;
}

/** The number a simulated student types: the right answer, or one more (a near miss). */
function typedFor(correctAnswer: number, correct: boolean): number {
  return correct ? correctAnswer : correctAnswer + 1;
}

/** The practice's times tables as the app takes them (a copy): none for the whole range. */
function tablesOf(practice: Practice): { tables?: number[] } {
  const { tables } = practice.facts;
  return tables === null ? {} : { tables: [...tables] };
}

/** A seed as the device or the server draws one, here from the strategy's rng. */
function drawSeed(rng: Rng): number {
  return randomInt(rng, 0, 2 ** 31 - 1);
}

/**
 * Solo practice as the solo screen plays it (solo-practice.tsx): rounds of SOLO_QUESTION_COUNT
 * questions through practice-round.ts (startRound, then answerQuestion with a choice or
 * answerTyped with a number, nextQuestion), in the given mode, multiplication, range 1-10 (which
 * Adaptive mode widens as the child grows) and the practice's tables if any, each round seeded
 * afresh and started from the fact memory the last one left (the device keeps it across rounds
 * and days). A lesson of 30 questions is three rounds, one of 10 one round; a lesson's start
 * abandons a round left unfinished, as closing the page would.
 */
function soloApp(name: string, mode: 'normal' | 'adaptive'): Strategy {
  return {
    name,
    start(rng, practice): Picker {
      const { answerInput } = practice;
      let memory: FactMemory = EMPTY_FACT_MEMORY;
      let round: RoundState | undefined;
      return {
        startLesson() {
          round = undefined;
        },
        next(nowMs) {
          round =
            round === undefined || isRoundFinished(round)
              ? startRound(
                  {
                    operation: 'multiplication',
                    mode,
                    range: DEFAULT_RANGE,
                    ...tablesOf(practice),
                    seed: drawSeed(rng),
                    totalQuestions: SOLO_QUESTION_COUNT,
                    memory,
                    answerInput,
                  },
                  nowMs,
                )
              : nextQuestion(round, nowMs);
          return { fact: factOf(round.problem), stem: round.problem.stem };
        },
        record(answer: HeardAnswer, nowMs) {
          if (round === undefined) return;
          const { problem } = round;
          round =
            answerInput === 'typed'
              ? answerTyped(
                  round,
                  typedFor(problem.correctAnswer, answer.correct),
                  answer.responseMs,
                  nowMs,
                )
              : answerQuestion(
                  round,
                  choiceFor(problem.correctIndex, problem.choices.length, answer.correct),
                  answer.responseMs,
                  nowMs,
                );
          if (round.answer?.isCorrect !== answer.correct)
            throw new Error(`${name}: the round did not take the answer as given`);
          memory = round.memory;
        },
      };
    },
  };
}

/** Solo practice in Normal mode: the range stays 1-10 (or the practice's tables). */
export const SOLO_APP = soloApp('app, solo', 'normal');

/**
 * Solo practice in Adaptive mode: the range widens to 1-20 and then 1-100 as the child's level
 * rises and every fact of the range is fluent (adaptive-range.ts); the questions it asks
 * outside the regime's facts count as questions, and towards no fact's fluency.
 */
export const SOLO_ADAPTIVE_APP = soloApp('app, solo Adaptive', 'adaptive');

/** Questions the teacher sets for the long sitting, which continuous mode carries past. */
const SITTING_CLASS_QUESTIONS = 30;

/**
 * The teacher's settings: one operation, multiplication 1-10 with the practice's tables if any,
 * as many questions as a lesson has (30 for the long sitting), answered as the practice's input
 * says, in continuous mode so that the long sitting goes on past 30 (a lesson stops at its
 * count, where it changes nothing).
 */
function classSettingsOf(practice: Practice): SessionSettings {
  return {
    autoStart: false,
    continuousMode: true,
    examMode: false,
    examDurationMinutes: 30,
    randomizeOperations: false,
    operations: [
      {
        type: 'multiplication',
        numberRange: { ...DEFAULT_RANGE },
        ...tablesOf(practice),
        challengeCount: practice.questionsPerLesson ?? SITTING_CLASS_QUESTIONS,
        answerInput: practice.answerInput,
      },
    ],
  };
}

/**
 * A class lesson as the server runs it: every lesson is a new session the student joins as a new
 * student (newStudent, the start difficulty) with the facts their device remembers, as the join page
 * sends them (deviceFactsOf) and the server reads them (scheduleFromDeviceFacts); the first
 * problem comes from newProblemFor and each answer goes through decideAnswer, the server's pure
 * answer rule, with the student's measured time (a choice, or the number typed with no choice),
 * the server's clock and a fresh id and seed, as the answer service calls them. Each verdict goes
 * back into the device's facts (withClassAnswer), as the class screen keeps it.
 */
export const CLASS_APP: Strategy = {
  name: 'app, class',
  start(rng, practice): Picker {
    const settings = classSettingsOf(practice);
    let lesson = 0;
    let session: CountingSession | undefined;
    let student: StudentCounters | undefined;
    let totals: readonly AnsweredTotals[] = [];
    let problem: Problem | null = null;
    let device: FactMemory = EMPTY_FACT_MEMORY;
    const draw = () => ({ id: `problem-${String(rng())}`, seed: drawSeed(rng) });

    return {
      startLesson(nowMs) {
        lesson += 1;
        const sessionId = `lesson-${String(lesson)}`;
        session = {
          id: sessionId,
          status: 'active',
          phase: 'running',
          settings,
          currentOperationIndex: 0,
          endsAtMs: null,
          stoppedAtMs: null,
          lastActivityAtMs: nowMs,
        };
        student = newStudent({
          id: `student-${String(lesson)}`,
          sessionId,
          name: 'Student',
          tokenHash: '',
          joinedAtMs: nowMs,
          operationOrder: [0],
          operationPosition: 0,
          factSchedule: scheduleFromDeviceFacts(deviceFactsOf(device), nowMs),
        });
        totals = [];
        problem = null;
      },
      next(nowMs) {
        if (session === undefined || student === undefined)
          throw new Error('CLASS_APP: startLesson before next');
        problem ??= newProblemFor(session, student, fetchedAt(nowMs), draw());
        if (problem === null) throw new Error('CLASS_APP: the student has finished');
        return {
          fact: {
            operation: 'multiplication',
            operand1: problem.operand1,
            operand2: problem.operand2,
          },
          stem: problem.stem,
        };
      },
      record(answer, nowMs) {
        if (session === undefined || student === undefined || problem === null) return;
        if (problem.answerInput !== practice.answerInput)
          throw new Error(`CLASS_APP: the server issued a problem of ${problem.answerInput}`);
        const given =
          problem.answerInput === 'typed'
            ? {
                choiceIndex: null,
                typedAnswer: typedFor(problem.correctAnswer, answer.correct),
              }
            : {
                choiceIndex: choiceFor(
                  problem.correctIndex,
                  problem.choices.length,
                  answer.correct,
                ),
              };
        const decision = decideAnswer(
          { session, student, problem, totals },
          { problemId: problem.id, ...given, timeSpentMs: answer.responseMs },
          nowMs,
          draw(),
        );
        if (decision.kind !== 'counted') throw new Error(`CLASS_APP: answer ${decision.kind}`);
        if (decision.answered.isCorrect !== answer.correct)
          throw new Error('CLASS_APP: the server did not judge the answer as given');
        device = withClassAnswer(
          device,
          { operation: 'multiplication', stem: problem.stem, answerInput: problem.answerInput },
          {
            isCorrect: decision.answered.isCorrect,
            timeSpentMs: decision.answered.timeSpentMs,
            atMs: nowMs,
          },
        );
        student = decision.student;
        totals = decision.change.operationTotals ?? [];
        problem = decision.next;
      },
    };
  },
};
