import type { RunLimits, RunResult } from './simulate';
import {
  mean,
  pairedSavingInterval,
  quantile,
  weakestQuarterMean,
  type Estimate,
} from './statistics';

/** One strategy's runs on every seed, in seed order. */
export interface StrategyRuns {
  readonly strategy: string;
  readonly runs: readonly RunResult[];
}

/** Questions to all facts fluent per seed; a student stopped by the cap counts as the cap. */
export function questionsBySeed(runs: readonly RunResult[], cap: number): number[] {
  return runs.map((run) => run.questionsToAllFluent ?? cap);
}

/** The weakest quarter's mean share right of the strategy's students (weakestQuarterMean). */
export function weakestQuarterRight(runs: readonly RunResult[]): number {
  return weakestQuarterMean(runs.map((run) => run.shareRight));
}

/** A table of the figures of each strategy. */
export function formatResults(all: readonly StrategyRuns[], limits: RunLimits): string {
  const header = [
    'strategy',
    'median q',
    'IQR',
    'capped',
    'weakest ¼ right',
    ...limits.checkpoints.map((n) => `fluent@${String(n)}`),
    `week after ${String(limits.retentionAfter)}`,
    'keys asked',
    'missed in lesson 1',
  ];
  const rows = all.map(({ strategy, runs }) => {
    const questions = questionsBySeed(runs, limits.cap);
    return [
      strategy,
      whole(quantile(questions, 0.5)),
      `${whole(quantile(questions, 0.25))}-${whole(quantile(questions, 0.75))}`,
      `${String(runs.filter((run) => run.questionsToAllFluent === null).length)}/${String(runs.length)}`,
      percent(weakestQuarterRight(runs)),
      ...limits.checkpoints.map((_, i) =>
        percent(mean(runs.map((run) => run.fluentShares[i] ?? 0))),
      ),
      percent(mean(runs.map((run) => run.weekRetention))),
      whole(mean(runs.map((run) => run.keysAsked))),
      mean(runs.map((run) => run.missedInFirstLesson)).toFixed(1),
    ];
  });
  return alignedTable(header, rows);
}

/** The saving of each strategy against each baseline, with its paired 95 % interval. */
export function savingsAgainst(
  strategy: StrategyRuns,
  baselines: readonly StrategyRuns[],
  cap: number,
): Estimate[] {
  const questions = questionsBySeed(strategy.runs, cap);
  return baselines.map((baseline) =>
    pairedSavingInterval(questions, questionsBySeed(baseline.runs, cap)),
  );
}

/** A table of savings: one row per strategy, one column per baseline. */
export function formatSavings(
  strategies: readonly StrategyRuns[],
  baselines: readonly StrategyRuns[],
  cap: number,
): string {
  const header = ['saving', ...baselines.map((baseline) => `vs ${baseline.strategy}`)];
  const rows = strategies.map((strategy) => [
    strategy.strategy,
    ...savingsAgainst(strategy, baselines, cap).map(formatEstimate),
  ]);
  return alignedTable(header, rows);
}

/** "−12.3 % [−20.1, −5.0]": the estimate and its 95 % interval, in per cent. */
export function formatEstimate(estimate: Estimate): string {
  const pct = (share: number) => (share * 100).toFixed(1);
  return `${pct(estimate.value)} % [${pct(estimate.low)}, ${pct(estimate.high)}]`;
}

/** Rows under a header, the first column left-aligned and the others right-aligned. */
export function alignedTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function whole(value: number): string {
  return Math.round(value).toLocaleString('en');
}

/** A share as a percentage with one decimal. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
