import { drawFact, enumerateFacts, isFactOfSpec, type ProblemSpec } from './fact-domain';
import { factFromKey, nextFact, type Fact, type SchedulerState } from './fact-scheduler';
import { problemForFact, type Problem } from './generate-problem';
import type { Rng } from './rng';

/**
 * The most facts listed for the scheduler to choose among. Every range up to 1-20 and every
 * times table fits; wider additions and subtractions (thousands to hundreds of thousands of
 * facts) are sampled instead.
 */
export const MAX_LISTED_FACTS = 2000;

/** How many facts are drawn when a spec has too many to list. */
export const SAMPLED_FACTS = 40;

/**
 * The problem to ask at question `questionIndex`: the scheduler's choice (a due missed fact
 * first, never the fact asked last, otherwise favouring facts not yet fluent) among the spec's
 * facts, with its choices. Deterministic in the state, the spec, the rng and the index.
 */
export function scheduledProblem(
  state: SchedulerState,
  spec: ProblemSpec,
  rng: Rng,
  questionIndex: number,
): Problem {
  const fact = nextFact(state, candidateFacts(state, spec, rng), rng, questionIndex);
  return problemForFact(fact, spec.level, rng);
}

/**
 * Every fact of the spec, or, when there are too many to list, a sample drawn as a random
 * question would be, together with the pupil's missed facts that still belong to the spec.
 */
export function candidateFacts(state: SchedulerState, spec: ProblemSpec, rng: Rng): Fact[] {
  const listed = enumerateFacts(spec, MAX_LISTED_FACTS);
  if (listed !== undefined) return listed;
  const missed = state.missed
    .map((entry) => factFromKey(entry.key))
    .filter((fact): fact is Fact => fact !== undefined && isFactOfSpec(fact, spec));
  const sample = Array.from({ length: SAMPLED_FACTS }, () => drawFact(spec, rng));
  return [...missed, ...sample];
}
