import { LEITNER_BASELINE } from './leitner-baseline';
import {
  formatEstimate,
  formatResults,
  formatSavings,
  savingsAgainst,
  weakestQuarterRight,
  type StrategyRuns,
} from './report';
import type { CellRuns } from './cells';
import type { RunLimits } from './simulate';
import { mean } from './statistics';
import { judgeTargets, type TargetVerdict } from './targets';

/** One app strategy's verdict on one target, in one cell. */
export interface StrategyVerdict {
  readonly strategy: string;
  readonly verdict: TargetVerdict;
}

/** A cell's printout, and its verdicts for the summary. */
export interface CellReport {
  readonly text: string;
  readonly verdicts: readonly StrategyVerdict[];
}

const retentionOf = (runs: StrategyRuns) => mean(runs.runs.map((run) => run.weekRetention));

/**
 * The figures of one cell: every strategy's results, the app's savings against the baselines,
 * the recall bound's against the Leitner system, and each app strategy's targets, met or NOT met.
 */
export function cellReport(title: string, cell: CellRuns, limits: RunLimits): CellReport {
  const { app, baselines, bound } = cell;
  const lines = [
    `\n${title}`,
    formatResults([...app, ...baselines, bound], limits),
    '\nsaving in questions to all fluent, 1 − median / baseline median [paired bootstrap 95 %]',
    formatSavings(app, baselines, limits.cap),
  ];
  const leitner = baselines.find((runs) => runs.strategy === LEITNER_BASELINE.name);
  const [boundVsLeitner] =
    leitner === undefined ? [] : savingsAgainst(bound, [leitner], limits.cap);
  if (boundVsLeitner !== undefined)
    lines.push(
      `  ${bound.strategy} (reads the model; no app can): ${formatEstimate(boundVsLeitner)} fewer than ${LEITNER_BASELINE.name}`,
    );
  const systems = baselines.slice(1);
  const verdicts: StrategyVerdict[] = [];
  for (const strategy of app) {
    const [vsRandom, ...vsSystems] = savingsAgainst(strategy, baselines, limits.cap);
    if (vsRandom === undefined) continue;
    const judged = judgeTargets({
      vsRandom,
      vsSystems,
      retention: retentionOf(strategy),
      systemsRetention: systems.map(retentionOf),
      weakestRight: weakestQuarterRight(strategy.runs),
      systemsWeakestRight: systems.map((runs) => weakestQuarterRight(runs.runs)),
    });
    for (const verdict of judged) {
      verdicts.push({ strategy: strategy.strategy, verdict });
      lines.push(
        `  ${strategy.strategy}: ${verdict.met ? 'met    ' : 'NOT met'} ${verdict.target} (${verdict.detail})`,
      );
    }
  }
  return { text: lines.join('\n'), verdicts };
}
