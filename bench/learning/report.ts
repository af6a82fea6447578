import type { RunResult } from './simulate';

/** One strategy's figures over all seeds. */
export interface Summary {
  readonly strategy: string;
  /** Median questions to all facts fluent; a pupil stopped by the cap counts as the cap. */
  readonly medianQuestions: number;
  /** Mean of the same, so a lower bound when any pupil hit the cap. */
  readonly meanQuestions: number;
  /** Pupils stopped by the cap before every fact was fluent. */
  readonly capped: number;
  readonly seeds: number;
  /** Mean share of facts fluent at the checkpoint, 0 to 1. */
  readonly meanFluentShare: number;
}

/** The figures of one strategy's runs, counting a run stopped by the cap as `cap` questions. */
export function summarise(strategy: string, runs: readonly RunResult[], cap: number): Summary {
  const questions = runs.map((run) => run.questionsToAllFluent ?? cap).sort((a, b) => a - b);
  const middle = questions.length / 2;
  const median =
    questions.length % 2 === 1
      ? (questions[Math.floor(middle)] ?? 0)
      : ((questions[middle - 1] ?? 0) + (questions[middle] ?? 0)) / 2;
  return {
    strategy,
    medianQuestions: median,
    meanQuestions: mean(questions),
    capped: runs.filter((run) => run.questionsToAllFluent === null).length,
    seeds: runs.length,
    meanFluentShare: mean(runs.map((run) => run.fluentShareAtCheckpoint)),
  };
}

/**
 * A plain-text table of the summaries, with each one's saving in questions (median and mean)
 * against the baseline: 1 - strategy / baseline, positive when the strategy needs fewer.
 */
export function formatTable(
  summaries: readonly Summary[],
  baseline: Summary,
  checkpoint: number,
): string {
  const header = [
    'strategy',
    'median q',
    'mean q',
    'capped',
    `fluent@${checkpoint}`,
    'saving (median)',
    'saving (mean)',
  ];
  const rows = summaries.map((summary) => [
    summary.strategy,
    whole(summary.medianQuestions),
    whole(summary.meanQuestions),
    `${summary.capped}/${summary.seeds}`,
    percent(summary.meanFluentShare),
    percent(saving(summary, baseline).median),
    percent(saving(summary, baseline).mean),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** The share of questions the summary saves against the baseline, 1 - summary / baseline. */
export function saving(summary: Summary, baseline: Summary): { median: number; mean: number } {
  return {
    median: 1 - summary.medianQuestions / baseline.medianQuestions,
    mean: 1 - summary.meanQuestions / baseline.meanQuestions,
  };
}

/** One line: the share of questions the summary saves against the baseline, median and mean. */
export function formatSaving(summary: Summary, baseline: Summary): string {
  const { median, mean: average } = saving(summary, baseline);
  return `${summary.strategy} vs ${baseline.strategy}: saving ${percent(median)} (median), ${percent(average)} (mean)`;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function whole(value: number): string {
  return Math.round(value).toLocaleString('en');
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
