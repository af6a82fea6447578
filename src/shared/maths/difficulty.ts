/** How the difficulty follows the student (SPEC §4 Difficulty). */
export type DifficultyMode = 'normal' | 'adaptive';

/** The engine's state between answers. `difficulty` is a level, possibly in half steps. */
export interface DifficultyState {
  readonly mode: DifficultyMode;
  readonly difficulty: number;
  /** Correct answers in a row since the last change of difficulty. */
  readonly streak: number;
  /** Correct answers in a row, each faster than the target time (adaptive only). */
  readonly fastStreak: number;
}

/** One answered question, as the engines see it. */
export interface AnswerOutcome {
  readonly isCorrect: boolean;
  readonly timeSpentMs: number;
}

/** Limits of the two engines. */
export const ADAPTIVE = { min: 1, max: 20, start: 1, targetTimeMs: 5000 } as const;
export const NORMAL = { min: 1, max: 3, start: 2, stepEvery: 4 } as const;

/** The state a new practice (or a new operation in a class) starts from. */
export function initialDifficulty(mode: DifficultyMode): DifficultyState {
  const difficulty = mode === 'adaptive' ? ADAPTIVE.start : NORMAL.start;
  return { mode, difficulty, streak: 0, fastStreak: 0 };
}

/** The state after one answer, by the rules of the state's mode. Pure. */
export function nextDifficulty(state: DifficultyState, outcome: AnswerOutcome): DifficultyState {
  return state.mode === 'adaptive' ? nextAdaptive(state, outcome) : nextNormal(state, outcome);
}

/**
 * Adaptive: two correct in a row, each faster than 5 s, raise the difficulty by 1; otherwise three
 * correct in a row raise it by 0.5 (at most 20). Either raise starts both runs again. A wrong
 * answer lowers it by 0.5 (at least 1) and resets both runs.
 */
function nextAdaptive(state: DifficultyState, { isCorrect, timeSpentMs }: AnswerOutcome) {
  if (!isCorrect) {
    return {
      ...state,
      difficulty: Math.max(ADAPTIVE.min, state.difficulty - 0.5),
      streak: 0,
      fastStreak: 0,
    };
  }
  const streak = state.streak + 1;
  const fastStreak = timeSpentMs < ADAPTIVE.targetTimeMs ? state.fastStreak + 1 : 0;
  if (fastStreak >= 2) return raise(state, 1, ADAPTIVE.max);
  if (streak >= 3) return raise(state, 0.5, ADAPTIVE.max);
  return { ...state, streak, fastStreak };
}

/**
 * Normal: every 4th correct answer in a row raises the difficulty by 0.5 (at most 3). A wrong
 * answer lowers it by 0.5 (at least 1) only when the run was 0 or 1, then resets the run.
 */
function nextNormal(state: DifficultyState, { isCorrect }: AnswerOutcome): DifficultyState {
  if (!isCorrect) {
    const difficulty =
      state.streak <= 1 ? Math.max(NORMAL.min, state.difficulty - 0.5) : state.difficulty;
    return { ...state, difficulty, streak: 0 };
  }
  const streak = state.streak + 1;
  const difficulty =
    streak % NORMAL.stepEvery === 0
      ? Math.min(NORMAL.max, state.difficulty + 0.5)
      : state.difficulty;
  return { ...state, difficulty, streak };
}

function raise(state: DifficultyState, step: number, max: number): DifficultyState {
  return { ...state, difficulty: Math.min(max, state.difficulty + step), streak: 0, fastStreak: 0 };
}
