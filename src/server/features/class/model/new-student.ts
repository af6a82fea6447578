import { EMPTY_SCHEDULER_STATE, type SchedulerState } from '#shared/maths/fact-scheduler';
import type { Student } from './class-model';
import { START_POSITION } from './progression';

/** Who a joining student is, and where in the session's operations they start. */
export interface Joining {
  readonly id: string;
  readonly sessionId: string;
  /** The name as accepted and made unique in the session. */
  readonly name: string;
  readonly tokenHash: string;
  readonly joinedAtMs: number;
  readonly operationOrder: readonly number[];
  readonly operationPosition: number;
  /** What the student's device remembers of their facts, as a schedule; none for a fresh start. */
  readonly factSchedule?: SchedulerState;
}

/**
 * A student who has just joined: no answers, the start difficulty, all totals empty, and the fact
 * schedule their device brought (empty without; their facts then come from neither yet). Their name key (unique in the session) is the
 * name in lower case.
 */
export function newStudent(joining: Joining): Student {
  return {
    ...joining,
    nameKey: joining.name.toLocaleLowerCase(),
    lastSeenAtMs: joining.joinedAtMs,
    leftAtMs: null,
    removedAtMs: null,
    operationQuestionNumber: START_POSITION.operationQuestionNumber,
    round: START_POSITION.round,
    questionsAnswered: START_POSITION.questionsAnswered,
    correct: 0,
    incorrect: 0,
    streak: 0,
    bestStreak: 0,
    totalTimeSpentMs: 0,
    difficulty: START_POSITION.difficulty,
    difficultyStreak: START_POSITION.difficultyStreak,
    finished: START_POSITION.finished,
    operationTotals: [],
    factSchedule: joining.factSchedule ?? EMPTY_SCHEDULER_STATE,
    factsFrom: Object.keys(joining.factSchedule?.facts ?? {}).length > 0 ? 'device' : null,
  };
}
