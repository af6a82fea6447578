import { ANSWER_INPUTS, type AnswerInput } from '../../src/shared/maths/answer-input';
import { actRModel } from './act-r-learner';
import { CLASS_APP, SOLO_ADAPTIVE_APP, SOLO_APP } from './app-scheduler';
import { DRILL_BASELINE } from './drill-baseline';
import type { LearnerModel } from './learner';
import { LEITNER_BASELINE } from './leitner-baseline';
import { RANDOM_BASELINE } from './random-baseline';
import { RECALL_BOUND } from './recall-bound';
import { REGIMES, type Regime } from './regimes';
import type { StrategyRuns } from './report';
import { simulate, type RunLimits } from './simulate';
import { STRATEGY_RACE_MODEL } from './strategy-race-learner';
import type { Strategy } from './strategy';

/** The learner models by their names on the command line. */
const MODELS: Readonly<Record<string, LearnerModel>> = {
  'act-r': actRModel(),
  race: STRATEGY_RACE_MODEL,
};

/** The app as its screens drive it: solo in Normal and in Adaptive mode, and in a class. */
export const APP: readonly Strategy[] = [SOLO_APP, SOLO_ADAPTIVE_APP, CLASS_APP];
/** Random first: the first target is judged against it, the others against the rest. */
export const BASELINES: readonly Strategy[] = [RANDOM_BASELINE, LEITNER_BASELINE, DRILL_BASELINE];

/**
 * One cell of the bench: a learner model, a regime and an answer input, by their names on the
 * command line, so that a cell can be sent to another process.
 */
export interface Cell {
  readonly model: string;
  readonly regime: string;
  readonly input: AnswerInput;
}

/** Which students, and the limits of each student's practice. */
export interface CellRun {
  readonly firstSeed: number;
  readonly seeds: number;
  readonly limits: RunLimits;
}

/** Every strategy's runs in one cell, each in seed order. */
export interface CellRuns {
  readonly app: readonly StrategyRuns[];
  /** Random, the Leitner system and the drill, in that order. */
  readonly baselines: readonly StrategyRuns[];
  readonly bound: StrategyRuns;
}

/** Names a filter on the command line may give, for each part of a cell. */
export const CELL_CHOICES = {
  model: Object.keys(MODELS),
  regime: REGIMES.map((regime) => regime.id),
  input: [...ANSWER_INPUTS],
} as const;

/** The names a filter keeps ("a,b" keeps both), or every name when there is no filter. */
function kept(part: keyof typeof CELL_CHOICES, filter: string | undefined): readonly string[] {
  const all: readonly string[] = CELL_CHOICES[part];
  if (filter === undefined) return all;
  const names = filter.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `--${part} takes ${all.join(', ')} (comma-separated); not ${unknown.join(', ')}`,
    );
  return all.filter((name) => names.includes(name));
}

/**
 * The cells the filters keep, in print order: model, then regime, then input. No filter keeps
 * every cell: 2 models × 4 regimes × 2 inputs.
 */
export function cellsOf(filters: {
  readonly model?: string | undefined;
  readonly regime?: string | undefined;
  readonly input?: string | undefined;
}): Cell[] {
  const inputs = kept('input', filters.input) as readonly AnswerInput[];
  return kept('model', filters.model).flatMap((model) =>
    kept('regime', filters.regime).flatMap((regime) =>
      inputs.map((input) => ({ model, regime, input })),
    ),
  );
}

function modelOf(cell: Cell): LearnerModel {
  const model = MODELS[cell.model];
  if (model === undefined) throw new Error(`no model ${cell.model}`);
  return model;
}

function regimeOf(cell: Cell): Regime {
  const regime = REGIMES.find((candidate) => candidate.id === cell.regime);
  if (regime === undefined) throw new Error(`no regime ${cell.regime}`);
  return regime;
}

/** "act-r, lessons-30, typed": the cell as the command line names it. */
export function cellLabel(cell: Cell): string {
  return `${cell.model}, ${cell.regime}, ${cell.input}`;
}

/** "model: ACT-R spacing; regime: …; answers: typed", the cell's heading. */
export function cellTitle(cell: Cell): string {
  return `model: ${modelOf(cell).name}; regime: ${regimeOf(cell).name}; answers: ${cell.input}`;
}

/** Every strategy on every student of the run, in the cell. */
export function runCell(cell: Cell, run: CellRun): CellRuns {
  const model = modelOf(cell);
  const practice = { regime: regimeOf(cell), input: cell.input };
  const runsOf = (strategy: Strategy): StrategyRuns => ({
    strategy: strategy.name,
    runs: Array.from({ length: run.seeds }, (_, i) =>
      simulate(strategy, model, run.firstSeed + i, practice, run.limits),
    ),
  });
  return { app: APP.map(runsOf), baselines: BASELINES.map(runsOf), bound: runsOf(RECALL_BOUND) };
}
