/**
 * Learning simulation: how many questions a simulated pupil, new to the 100 facts of
 * 1-10 × 1-10, needs until every fact is fluent, when the project's fact scheduler chooses the
 * questions and when they are uniformly random; the same pupils (seeds) under every strategy.
 * `--sensitivity` also runs variants of the memory model, to show how far the result rests on
 * its assumptions. Prints figures only; docs/LEARNING.md describes the model and keeps results.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DOUBLING_MODEL, SPACING_MODEL, type MemoryModel } from './learning/learner';
import { formatSaving, formatTable, summarise } from './learning/report';
import { simulate, type RunLimits } from './learning/simulate';
import {
  RANDOM_BY_KEY,
  RANDOM_NO_REPEAT,
  SCHEDULER,
  UNIFORM_RANDOM,
  type Strategy,
} from './learning/strategies';

const SEEDS = 50;
const LIMITS: RunLimits = { cap: 5000, checkpoint: 200 };
const STRATEGIES = [SCHEDULER, UNIFORM_RANDOM, RANDOM_NO_REPEAT, RANDOM_BY_KEY];
const VARIANTS: readonly MemoryModel[] = [
  SPACING_MODEL,
  { ...DOUBLING_MODEL, name: 'doubling, first half-life 2', studyHalfLife: 2 },
  { ...DOUBLING_MODEL, name: 'doubling, first half-life 16', studyHalfLife: 16 },
];

const { values: options } = parseArgs({ options: { sensitivity: { type: 'boolean' } } });
const models = options.sensitivity === true ? [DOUBLING_MODEL, ...VARIANTS] : [DOUBLING_MODEL];

const started = performance.now();
for (const model of models) {
  const summaries = STRATEGIES.map((strategy) =>
    summarise(
      strategy.name,
      Array.from({ length: SEEDS }, (_, seed) => simulate(strategy, model, seed + 1, LIMITS)),
      LIMITS.cap,
    ),
  );
  const summaryOf = (strategy: Strategy) => {
    const found = summaries.find((summary) => summary.strategy === strategy.name);
    if (found === undefined) throw new Error(`STRATEGIES lacks ${strategy.name}`);
    return found;
  };
  const random = summaryOf(UNIFORM_RANDOM);
  process.stdout.write(
    `model: ${model.name}; ${SEEDS} seeds, cap ${LIMITS.cap} questions (a capped pupil counts as ${LIMITS.cap}); saving vs random\n`,
  );
  process.stdout.write(`${formatTable(summaries, random, LIMITS.checkpoint)}\n`);
  process.stdout.write(`${formatSaving(summaryOf(SCHEDULER), summaryOf(RANDOM_BY_KEY))}\n\n`);
}
process.stdout.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);
